import { z } from 'zod';
import { ZCurrency } from '../entities/subscription';
import { ZTextLine } from '../entities/text';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_MIN_LENGTH } from '../subscriptions/validate-discount';

/** A code as admins create it: letters, digits, `-` and `_`, matched later whatever its case. */
export const ZDiscountCodeName = ZTextLine.trim()
  .min(DISCOUNT_CODE_MIN_LENGTH, 'validation.discountCodeTooShort')
  .max(DISCOUNT_CODE_MAX_LENGTH, 'validation.discountCodeTooLong')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.discountCodeCharacters');

/** A discount code as the admin screens show it. Times are ISO 8601. */
export const ZAdminDiscountCode = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** A percentage (1–100), or minor units of `currency`. */
  value: z.number().int(),
  /** Required for a fixed amount; null for a percentage. */
  currency: ZCurrency.nullable(),
  /** The plans it is good for; empty: every plan. */
  planIds: z.array(z.uuid()),
  startsAt: z.string(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  /** Null while it can be used; a deactivated code is refused as unknown. */
  deactivatedAt: z.string().nullable(),
  /**
   * Whether checkouts can use it now, by the server's clock: `scheduled` before its start,
   * `expired` from its end, `used_up` with every use taken (paid, or held by an open checkout).
   */
  status: z.enum(['active', 'scheduled', 'expired', 'used_up', 'deactivated']),
  createdAt: z.string(),
});
export type AdminDiscountCode = z.infer<typeof ZAdminDiscountCode>;
