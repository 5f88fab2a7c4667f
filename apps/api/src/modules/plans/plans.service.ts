import type { Transaction } from '../../db/transactions';
import type { NewPlan, PlansRepository } from './plans.repository';

export type PlanOffer = Omit<NewPlan, 'position'>;

export class PlansService {
  constructor(private readonly deps: { transaction: Transaction<{ plans: PlansRepository }> }) {}

  /** The plans, listed in this order, into a database that has none; answers whether they were added. */
  async addIfNone(offers: PlanOffer[]): Promise<boolean> {
    return this.deps.transaction(async ({ plans }) => {
      if ((await plans.count()) > 0) return false;
      for (const [position, offer] of offers.entries()) await plans.insert({ ...offer, position });
      return true;
    });
  }
}
