import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planPrices, plans } from '../../db/schema';

export type Currency = (typeof planPrices.$inferInsert)['currency'];

export type NewPlan = {
  code: string;
  name: string;
  description: string;
  interval: 'month' | 'year';
  /** Where the plan is listed among the others, from 0. */
  position: number;
  /** In the currency's smallest unit (kobo, cents). */
  prices: Partial<Record<Currency, number>>;
};

/** The membership plans on offer and their price in each currency. */
export class PlansRepository {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(plans);
    return row?.count ?? 0;
  }

  async insert(plan: NewPlan): Promise<void> {
    const [row] = await this.db
      .insert(plans)
      .values({
        code: plan.code,
        name: plan.name,
        description: plan.description,
        interval: plan.interval,
        position: plan.position,
      })
      .returning({ id: plans.id });
    if (!row) throw new Error(`Plan ${plan.code} was not created`);
    await this.db.insert(planPrices).values(
      Object.entries(plan.prices).map(([currency, amountMinor]) => ({
        planId: row.id,
        currency: currency as Currency,
        amountMinor,
      })),
    );
  }
}
