import type { Plan } from '@creators-archive/contract';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { MessageId } from '@creators-archive/i18n';

/** A price and its period, "{price}<0> / month</0>": the period is drawn apart from the amount. */
export const pricePerInterval: Record<Plan['interval'], MessageId> = {
  month: 'subscriptions.price.perMonth',
  year: 'subscriptions.price.perYear',
};

/** The plan's price in `currency`, in minor units, or undefined when it is not sold in it. */
export function priceIn(plan: Pick<Plan, 'prices'>, currency: Currency): number | undefined {
  return plan.prices.find((candidate) => candidate.currency === currency)?.amount;
}
