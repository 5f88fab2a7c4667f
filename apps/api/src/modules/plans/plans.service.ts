import { ErrorReason } from '@creators-archive/contract';
import { minimumAmountOf } from '@creators-archive/contract/subscriptions/currencies';
import { AppError } from '../../lib/app-error';
import type { Transaction } from '../../db/transactions';
import type { PlanRepositories } from './plan-repositories';
import type { Currency, NewPlan, PlanRow, PlansRepository } from './plans.repository';
import { reasonError } from '../../i18n/error-messages';

/** A plan that does not exist, or that a caller may no longer choose: one answer, in every language. */
export const planNotFound = () => reasonError(404, ErrorReason.planNotFound);

export type PlanOffer = Omit<NewPlan, 'position'>;

export class PlansService {
  constructor(
    private readonly deps: {
      /** On the pool: reads that need no transaction. */
      plans: PlansRepository;
      transaction: Transaction<Pick<PlanRepositories, 'plans'>>;
      /** The currencies some payment account takes: the public list shows no price in another. */
      offeredCurrencies: readonly Currency[];
    },
  ) {}

  /** Every plan with its prices, archived ones too (members may hold one), in the order they are shown. */
  async list(): Promise<PlanRow[]> {
    return this.deps.plans.findAll();
  }

  /** The plans still sold, for the public list, each with its prices in the currencies taken. */
  async listOnSale(): Promise<PlanRow[]> {
    const plans = await this.deps.plans.findAll({ onSaleOnly: true });
    const { offeredCurrencies } = this.deps;
    return plans.map((plan) => ({
      ...plan,
      prices: plan.prices.filter((price) => offeredCurrencies.includes(price.currency)),
    }));
  }

  /**
   * The price of a plan in a currency, in minor units. An unknown plan answers 404, a plan not
   * sold in the currency 422.
   */
  async priceOf(planId: string, currency: Currency): Promise<number> {
    const price = await this.deps.plans.findPrice(planId, currency);
    if (!price) throw planNotFound();
    if (price.amount === null)
      throw new AppError(422, ErrorReason.planNotPricedInCurrency, `This plan is not sold in ${currency}`);
    return price.amount;
  }

  /** The plans, listed in this order, into a database that has none; answers whether they were added. */
  async addIfNone(offers: PlanOffer[]): Promise<boolean> {
    for (const offer of offers) assertChargeable(offer);
    return this.deps.transaction(async ({ plans }) => {
      if ((await plans.count()) > 0) return false;
      for (const [position, offer] of offers.entries()) await plans.insert({ ...offer, position });
      return true;
    });
  }
}

/** A price below the provider's minimum could never be paid: refused before it is stored. */
function assertChargeable(offer: PlanOffer): void {
  for (const [currency, amount] of Object.entries(offer.prices)) {
    const minimum = minimumAmountOf(currency);
    if (minimum === undefined) throw new Error(`Plan ${offer.code}: ${currency} is not a known currency`);
    if (!Number.isInteger(amount) || amount < minimum)
      throw new Error(
        `Plan ${offer.code}: ${currency} ${amount} is not a whole number of minor units at or above ${minimum}`,
      );
  }
}
