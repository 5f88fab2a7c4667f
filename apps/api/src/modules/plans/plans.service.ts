import type { Transaction } from '../../db/transactions';
import type { NewPlan, PlanRow, PlansRepository } from './plans.repository';

export type PlanOffer = Omit<NewPlan, 'position'>;

export class PlansService {
  constructor(
    private readonly deps: {
      /** On the pool: reads that need no transaction. */
      plans: PlansRepository;
      transaction: Transaction<{ plans: PlansRepository }>;
    },
  ) {}

  /** Every plan on offer with its prices, in the order they are shown. */
  async list(): Promise<PlanRow[]> {
    return this.deps.plans.findAll();
  }

  /** The plans, listed in this order, into a database that has none; answers whether they were added. */
  async addIfNone(offers: PlanOffer[]): Promise<boolean> {
    return this.deps.transaction(async ({ plans }) => {
      if ((await plans.count()) > 0) return false;
      for (const [position, offer] of offers.entries()) await plans.insert({ ...offer, position });
      return true;
    });
  }
}
