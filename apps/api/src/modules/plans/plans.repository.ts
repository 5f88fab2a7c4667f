import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { knownCurrencies } from '@creators-archive/contract/subscriptions/currencies';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { preparedStatement, type Database } from '../../db/client';
import { planPrices, plans } from '../../db/schema/plans';
import { memberMemberships } from '../../db/schema/views';

export type Currency = (typeof planPrices.$inferInsert)['currency'];

/** Each plan's name, for another area's query to join: read only, the plans table stays this area's. */
export const planNames = new QueryBuilder()
  .select({ id: plans.id, name: plans.name })
  .from(plans)
  .as('plan_names');

export type NewPlan = {
  code: string;
  name: string;
  description: string;
  interval: 'month' | 'year';
  /** Where the plan is listed among the others, from 0. */
  position: number;
  /** In the currency's smallest unit (kobo, cents). */
  prices: Record<Currency, number>;
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

export type PlanPrice = PlanRow['prices'][number];

/** A plan as admins see it: its place in the list, whether it is archived, how many members hold it. */
export type AdminPlanRow = PlanRow & { position: number; archivedAt: Date | null; members: number };

/** What an admin may change on a plan; its code and interval never change. */
export type PlanChanges = Partial<Pick<NewPlan, 'name' | 'description' | 'features' | 'position'>>;

/** A plan's own columns, without its prices. */
const planColumns = {
  id: plans.id,
  code: plans.code,
  name: plans.name,
  description: plans.description,
  interval: plans.interval,
  features: plans.features,
};

/** The plan and its price in a currency, by id: read by every payment that settles, prepared once. */
const findWithPriceStatement = preparedStatement((db) =>
  db
    .select({ ...planColumns, archivedAt: plans.archivedAt, price: planPrices.amountMinor })
    .from(plans)
    .leftJoin(
      planPrices,
      and(eq(planPrices.planId, plans.id), eq(planPrices.currency, sql.placeholder('currency'))),
    )
    .where(eq(plans.id, sql.placeholder('id'))),
);

/**
 * A plan's prices as one JSON array, read with the plan. Written out in full: in a one-table
 * select Drizzle leaves column names unqualified, which a correlated subquery cannot afford.
 */
const pricesOfPlan = sql<PlanRow['prices']>`coalesce(
  (select json_agg(json_build_object('currency', plan_prices.currency, 'amount', plan_prices.amount_minor))
     from plan_prices where plan_prices.plan_id = plans.id),
  '[]'::json)`;

function withSortedPrices<T extends { prices: PlanRow['prices'] }>(row: T): T {
  return { ...row, prices: row.prices.toSorted(byCurrencyOrder) };
}

function byCurrencyOrder(a: { currency: Currency }, b: { currency: Currency }): number {
  const order = knownCurrencies();
  return order.indexOf(a.currency) - order.indexOf(b.currency);
}

/**
 * Every plan, or those still sold, with their prices: a member's membership is shown with the
 * plans (after every payment too), and the public list reads them. Prepared once each.
 */
const plansWithPrices = (db: Database, onSaleOnly: boolean) =>
  db
    .select({ ...planColumns, prices: pricesOfPlan })
    .from(plans)
    .where(onSaleOnly ? isNull(plans.archivedAt) : undefined)
    .orderBy(asc(plans.position), asc(plans.code));
const findAllStatement = preparedStatement((db) => plansWithPrices(db, false));
const findOnSaleStatement = preparedStatement((db) => plansWithPrices(db, true));

/** The membership plans on offer and their price in each currency. */
export class PlansRepository {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(plans);
    return row?.count ?? 0;
  }

  /**
   * Plans with their prices, in display order (position, then code), in one query: every plan, or
   * only those still sold.
   */
  async findAll(options: { onSaleOnly?: boolean } = {}): Promise<PlanRow[]> {
    const rows = await (options.onSaleOnly ? findOnSaleStatement : findAllStatement)(this.db);
    return rows.map(withSortedPrices);
  }

  /** Every plan, archived ones too, with how many live (active or cancelled) subscriptions are on it. */
  async findAllForAdmin(ids?: string[]): Promise<AdminPlanRow[]> {
    const rows = await this.db
      .select({
        ...planColumns,
        position: plans.position,
        archivedAt: plans.archivedAt,
        prices: pricesOfPlan,
        members: sql<number>`(
          select count(*)::int from ${memberMemberships}
          where ${memberMemberships.planId} = ${plans.id} and ${memberMemberships.status} <> 'expired')`,
      })
      .from(plans)
      .where(ids ? inArray(plans.id, ids) : undefined)
      .orderBy(asc(plans.position), asc(plans.code));
    return rows.map(withSortedPrices);
  }

  async findById(id: string): Promise<(Omit<PlanRow, 'prices'> & { archivedAt: Date | null }) | undefined> {
    const [row] = await this.db
      .select({ ...planColumns, archivedAt: plans.archivedAt })
      .from(plans)
      .where(eq(plans.id, id));
    return row;
  }

  /**
   * The plan as `findById` answers it, with its price in `currency` (null when it is not sold in
   * it), in one statement: a payment settling reads both.
   */
  async findWithPrice(
    id: string,
    currency: Currency,
  ): Promise<(Omit<PlanRow, 'prices'> & { archivedAt: Date | null; price: number | null }) | undefined> {
    const [row] = await findWithPriceStatement(this.db, { id, currency });
    return row;
  }

  /** Holds the plan's row until the transaction ends, so two admins' changes to it apply one after the other. */
  async lockById(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: plans.id }).from(plans).where(eq(plans.id, id)).for('update');
    return rows.length > 0;
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
    const id = await this.insertIfCodeFree(plan);
    if (!id) throw new Error(`Plan ${plan.code} was not created`);
  }

  /** The new plan's id; undefined when another plan has its code. */
  async insertIfCodeFree(plan: NewPlan): Promise<string | undefined> {
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
      .onConflictDoNothing({ target: plans.code })
      .returning({ id: plans.id });
    if (!row) return undefined;
    await this.replacePrices(
      row.id,
      Object.entries(plan.prices).map(([currency, amount]) => ({ currency: currency as Currency, amount })),
    );
    return row.id;
  }

  async update(id: string, changes: PlanChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.update(plans).set(changes).where(eq(plans.id, id));
  }

  /** The plan is sold in exactly these currencies at these prices from now on. */
  async replacePrices(planId: string, prices: PlanPrice[]): Promise<void> {
    await this.db.delete(planPrices).where(eq(planPrices.planId, planId));
    await this.db
      .insert(planPrices)
      .values(prices.map((price) => ({ planId, currency: price.currency, amountMinor: price.amount })));
  }

  async setArchivedAt(id: string, archivedAt: Date | null): Promise<void> {
    await this.db.update(plans).set({ archivedAt }).where(eq(plans.id, id));
  }
}
