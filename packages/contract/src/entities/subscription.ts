import { z } from 'zod';
import { currencies } from '../subscriptions/currencies';
import { ZSubscriptionStatus } from './user';

export const ZCurrency = z.enum(currencies);
export type Currency = z.infer<typeof ZCurrency>;

export const ZPlanPrice = z.object({
  currency: ZCurrency,
  /** In the currency's minor unit (kobo, pesewa, cent). */
  amount: z.number().int(),
});

export const ZPlan = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  interval: z.enum(['month', 'year']),
  prices: z.array(ZPlanPrice),
  /** What membership on this plan brings, one line each, in the order they are shown. */
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof ZPlan>;

export const ZSubscription = z.object({
  status: ZSubscriptionStatus,
  cancelled_at: z.string().nullable(),
  auto_renew: z.boolean(),
  plan: ZPlan,
});
export type Subscription = z.infer<typeof ZSubscription>;
