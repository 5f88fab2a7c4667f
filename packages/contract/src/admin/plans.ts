import { z } from 'zod';
import { ZCurrency, ZPlan } from '../entities/subscription';
import { minimumAmountOf } from '../subscriptions/currencies';
import { ZTextBlock, ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';

/**
 * Plans (admins). Every plan, archived ones too, with how many members hold it. An archived plan is
 * no longer sold; members on it keep it, renewing at its price, until they change plan. A plan's
 * code and interval never change once created; a new price applies from each member's next charge
 * in that currency (members paying in a currency the plan no longer sells in keep their amount).
 */
export const findPath = '/v1/admin/plans';
export const findMethod = 'GET';
export const createPath = '/v1/admin/plans';
export const createMethod = 'POST';
export const updatePath = '/v1/admin/plans/:id';
export const updateMethod = 'PATCH';
export const archivePath = '/v1/admin/plans/:id/archive';
export const restorePath = '/v1/admin/plans/:id/restore';
export const archiveMethod = 'POST';

export const ZAdminPlanParams = z.object({ id: z.uuid({ error: 'validation.notAPlanId' }) });

export const ZAdminPlan = ZPlan.extend({
  position: z.number().int(),
  archivedAt: z.string().nullable(),
  /** Members whose subscription (active or cancelled, not expired) is on this plan. */
  members: z.number().int(),
});
export type AdminPlan = z.infer<typeof ZAdminPlan>;

const ZPlanPriceInput = z
  .object({
    currency: ZCurrency,
    /** Minor units, at least the provider's smallest charge in the currency. */
    amount: z.coerce
      .number()
      .int('validation.wholeMinorUnits')
      .min(1, 'validation.priceAboveZero')
      .max(1_000_000_000),
  })
  .superRefine((price, context) => {
    // A currency this side does not know (the browser, for one added by configuration) is left to the API.
    const minimum = minimumAmountOf(price.currency);
    if (minimum !== undefined && price.amount < minimum) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'validation.chargeAtLeastMinimum',
        params: { minimum, currency: price.currency },
      });
    }
  });

const ZPrices = z
  .array(ZPlanPriceInput)
  .min(1, 'validation.priceRequired')
  .refine((prices) => new Set(prices.map((price) => price.currency)).size === prices.length, {
    error: 'validation.onePricePerCurrency',
  });

const planFields = {
  name: ZTextLine.trim().min(1, 'validation.planNameRequired').max(60, 'validation.atMost60Characters'),
  description: ZTextBlock.trim()
    .min(1, 'validation.planDescriptionRequired')
    .max(500, 'validation.atMost500Characters'),
  features: z
    .array(ZTextLine.trim().min(1).max(120, 'validation.featureTooLong'))
    .max(12, 'validation.tooManyFeatures'),
  prices: ZPrices,
  position: z.coerce.number().int().min(0).max(1000),
};

export const ZCreatePlanBody = z.object({
  /** Lower-case letters, digits and hyphens; unique; 409 PLAN_CODE_TAKEN. */
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'validation.planCodeInvalid'),
  interval: z.enum(['month', 'year']),
  ...planFields,
  position: planFields.position.default(0),
  features: planFields.features.default([]),
});
export type CreatePlanBody = z.input<typeof ZCreatePlanBody>;

/** Strict: a plan's code and interval never change, so sending them is refused, not ignored. */
export const ZUpdatePlanBody = z
  .object(planFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'validation.nothingToChange' });
export type UpdatePlanBody = z.input<typeof ZUpdatePlanBody>;

export const ZFindAdminPlansResponse = successEnvelope(z.array(ZAdminPlan));
export type FindAdminPlansResponse = z.infer<typeof ZFindAdminPlansResponse>;

export const ZAdminPlanResponse = successEnvelope(ZAdminPlan);
export type AdminPlanResponse = z.infer<typeof ZAdminPlanResponse>;
