import { z } from 'zod';
import { ZCurrency } from '../entities/subscription';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';

/**
 * Checks a discount code for a plan in a currency and prices the plan with it. Public. A code that
 * cannot be used still answers 200, with `valid: false`, the reason and a message to show; an
 * unknown plan answers 404 PLAN_NOT_FOUND, a plan not sold in the currency 422
 * PLAN_NOT_PRICED_IN_CURRENCY.
 */
export const method = 'GET';
export const path = '/v1/subscriptions/discount/validate';

export const DISCOUNT_CODE_MIN_LENGTH = 3;
export const DISCOUNT_CODE_MAX_LENGTH = 40;

export const ZValidateDiscountRequest = z.object({
  /** Matched whatever its case. */
  code: ZTextLine.trim()
    .min(DISCOUNT_CODE_MIN_LENGTH, 'validation.discountCodeTooShort')
    .max(DISCOUNT_CODE_MAX_LENGTH, 'validation.discountCodeTooLong'),
  planId: z.uuid({ error: 'validation.planRequired' }),
  currency: ZCurrency,
});
export type ValidateDiscountRequest = z.input<typeof ZValidateDiscountRequest>;

export const discountRefusals = [
  'unknown',
  'expired',
  'not_started',
  'used_up',
  'wrong_plan',
  'wrong_currency',
] as const;
export const ZDiscountRefusal = z.enum(discountRefusals);
export type DiscountRefusal = z.infer<typeof ZDiscountRefusal>;

const ZPricing = z.object({
  currency: ZCurrency,
  /** The plan's price in minor units. */
  amountBefore: z.number().int(),
  /** Minor units taken off; 0 when the code is refused. */
  discount: z.number().int(),
  /** What would be charged, in minor units; never below the provider's minimum for the currency. */
  amountAfter: z.number().int(),
});

export const ZDiscountValidation = z.discriminatedUnion('valid', [
  ZPricing.extend({
    valid: z.literal(true),
    /** As the code was created. */
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    /** A percentage (1–100), or minor units of the currency. */
    value: z.number().int(),
  }),
  ZPricing.extend({
    valid: z.literal(false),
    /** As it was typed: nothing about a code that cannot be used is disclosed. */
    code: z.string(),
    kind: z.null(),
    value: z.null(),
    reason: ZDiscountRefusal,
    /** Why, in words to show the member. */
    message: z.string(),
  }),
]);
export type DiscountValidation = z.infer<typeof ZDiscountValidation>;

export const ZValidateDiscountResponse = successEnvelope(ZDiscountValidation);
export type ValidateDiscountResponse = z.infer<typeof ZValidateDiscountResponse>;
