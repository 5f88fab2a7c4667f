import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';

export const perInterval: Record<Plan['interval'], string> = { month: 'month', year: 'year' };

/** The plan's price in `currency`, in minor units, or undefined when it is not sold in it. */
export function priceIn(plan: Pick<Plan, 'prices'>, currency: Currency): number | undefined {
  return plan.prices.find((candidate) => candidate.currency === currency)?.amount;
}
