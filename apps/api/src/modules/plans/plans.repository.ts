import { and, asc, eq, sql } from 'drizzle-orm';
import { currencies } from '@creators-archive/contract/subscriptions/currencies';
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
  features: string[];
};

export type PlanRow = {
  id: string;
  code: string;
  name: string;
  description: string;
  interval: 'month' | 'year';
  /** In the order of `currencies`; amounts in minor units. */
  prices: { currency: Currency; amount: number }[];
  features: string[];
};

/** A plan's own columns, without its prices. */
const planColumns = {
  id: plans.id,
  code: plans.code,
  name: plans.name,
  description: plans.description,
  interval: plans.interval,
  features: plans.features,
};

/** The membership plans on offer and their price in each currency. */
export class PlansRepository {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(plans);
    return row?.count ?? 0;
  }

  /** Every plan with its prices, in display order (position, then code), in one query. */
  async findAll(): Promise<PlanRow[]> {
    const rows = await this.db
      .select({
        ...planColumns,
        prices: sql<PlanRow['prices']>`coalesce(
          json_agg(json_build_object('currency', ${planPrices.currency}, 'amount', ${planPrices.amountMinor}))
            filter (where ${planPrices.planId} is not null),
          '[]'::json)`,
      })
      .from(plans)
      .leftJoin(planPrices, eq(planPrices.planId, plans.id))
      .groupBy(plans.id)
      .orderBy(asc(plans.position), asc(plans.code));
    return rows.map((row) => ({ ...row, prices: row.prices.toSorted(byCurrencyOrder) }));
  }

  async findById(id: string): Promise<Omit<PlanRow, 'prices'> | undefined> {
    const [row] = await this.db.select(planColumns).from(plans).where(eq(plans.id, id));
    return row;
  }

  /** Undefined when no plan has this id; an amount of null when the plan is not sold in the currency. */
  async findPrice(planId: string, currency: Currency): Promise<{ amount: number | null } | undefined> {
    const [row] = await this.db
      .select({ amount: planPrices.amountMinor })
      .from(plans)
      .leftJoin(planPrices, and(eq(planPrices.planId, plans.id), eq(planPrices.currency, currency)))
      .where(eq(plans.id, planId));
    return row;
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
        features: plan.features,
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

function byCurrencyOrder(a: { currency: Currency }, b: { currency: Currency }): number {
  return currencies.indexOf(a.currency) - currencies.indexOf(b.currency);
}
