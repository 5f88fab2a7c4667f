import { z } from 'zod';
import { ZCurrency } from '../entities/subscription';
import { successEnvelope } from '../envelope';
import { ZAdminDiscountCode, ZDiscountCodeName } from './discount-code';

/**
 * Creates a discount code (admins; audited). A percentage is 1–100 and has no currency; a fixed
 * amount is minor units of its currency. A name taken in any case answers 409
 * DISCOUNT_CODE_TAKEN; an unknown plan 404 PLAN_NOT_FOUND.
 */
export const method = 'POST';
export const path = '/v1/admin/discount-codes';

export const ZCreateDiscountCodeRequest = z
  .object({
    code: ZDiscountCodeName,
    kind: z.enum(['percent', 'fixed']),
    // The database keeps the value in a 32-bit integer; plan prices stop at the same ceiling.
    value: z
      .number()
      .int()
      .min(1, 'validation.discountValueTooSmall')
      .max(1_000_000_000, 'validation.discountValueTooLarge'),
    currency: ZCurrency.optional(),
    planIds: z.array(z.uuid()).max(20).optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((code) => code.kind !== 'percent' || code.value <= 100, {
    error: 'validation.percentageAtMost100',
    path: ['value'],
  })
  .refine((code) => (code.kind === 'fixed') === (code.currency !== undefined), {
    error: 'validation.discountCurrencyMismatch',
    path: ['currency'],
  })
  .refine((code) => !code.startsAt || !code.expiresAt || code.startsAt < code.expiresAt, {
    error: 'validation.discountStartsAfterExpiry',
    path: ['expiresAt'],
  });
export type CreateDiscountCodeRequest = z.input<typeof ZCreateDiscountCodeRequest>;

export const ZCreateDiscountCodeResponse = successEnvelope(ZAdminDiscountCode);
export type CreateDiscountCodeResponse = z.infer<typeof ZCreateDiscountCodeResponse>;
