import { z } from 'zod';
import { ZCurrency } from '../entities/subscription';
import { ZTextLine } from '../entities/text';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_MIN_LENGTH } from './validate-discount';

/**
 * The header a client sends with a call that starts a payment, so that sending it again after a
 * lost answer replays the first answer instead of starting a second payment (for 24 hours).
 */
export const idempotencyKeyHeader = 'idempotency-key';

export const ZIdempotencyKey = ZTextLine.min(8, 'validation.idempotencyKeyTooShort').max(
  255,
  'validation.idempotencyKeyTooLong',
);

/** An empty field means no code. */
export const ZOptionalDiscountCode = ZTextLine.trim()
  .max(DISCOUNT_CODE_MAX_LENGTH, 'validation.discountCodeTooLong')
  .refine((code) => code === '' || code.length >= DISCOUNT_CODE_MIN_LENGTH, {
    error: 'validation.discountCodeTooShort',
  })
  .transform((code) => (code === '' ? undefined : code))
  .optional();

/** What every checkout names: the plan, the currency, and a discount code if the member has one. */
export const ZCheckoutFields = z.object({
  planId: z.uuid({ error: 'validation.planRequired' }),
  currency: ZCurrency,
  discountCode: ZOptionalDiscountCode,
});
