import { and, eq, inArray, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import { subscriptions, type SubscriptionRow } from '../../db/schema/billing';
import type { SubscriptionState } from './subscription-state';

export type SubscriptionValues = SubscriptionState & {
  currency: SubscriptionRow['currency'];
  amount: number;
};

const findByUserStatement = preparedStatement((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId'))),
);

/** Every value a saved subscription takes, each from the placeholder of its own name. */
const savedValues = placeholders(subscriptions, {
  status: 'status',
  planId: 'planId',
  currentPeriodStart: 'currentPeriodStart',
  currentPeriodEnd: 'currentPeriodEnd',
  cancelledAt: 'cancelledAt',
  autoRenew: 'autoRenew',
  nextPlanId: 'nextPlanId',
  nextPlanStartsAt: 'nextPlanStartsAt',
  renewalFailures: 'renewalFailures',
  nextRenewalAt: 'nextRenewalAt',
  paymentDueReason: 'paymentDueReason',
  graceEndsAt: 'graceEndsAt',
  currency: 'currency',
  amount: 'amount',
} satisfies Record<keyof SubscriptionValues, string>);
const stamps = placeholders(subscriptions, { userId: 'userId', createdAt: 'now', updatedAt: 'now' });

const saveStatement = preparedStatement((db) =>
  db
    .insert(subscriptions)
    .values({ ...stamps, ...savedValues })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...savedValues, updatedAt: stamps.updatedAt },
    })
    .returning(),
);

/** Members' subscriptions: one each. */
export class SubscriptionsRepository {
  constructor(private readonly db: Database) {}

  async findByUser(userId: string): Promise<SubscriptionRow | undefined> {
    const [row] = await findByUserStatement(this.db, { userId });
    return row;
  }

  async findById(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row;
  }

  /** Creates the member's subscription or replaces its state; the caller holds the member's row lock. */
  async save(userId: string, values: SubscriptionValues, now: Date): Promise<SubscriptionRow> {
    const [row] = await saveStatement(this.db, { ...values, userId, now });
    if (!row) throw new Error('The subscription was not saved');
    return row;
  }

  async update(
    id: string,
    values: Partial<SubscriptionValues> & { remindedForPeriodEnd?: Date | null; payLinkReminders?: number },
    now: Date,
  ) {
    const [row] = await this.db
      .update(subscriptions)
      .set({ ...values, updatedAt: now })
      .where(eq(subscriptions.id, id))
      .returning();
    return row;
  }

  /**
   * Subscriptions the renewal pass may have work for at `now`: every one not expired whose period
   * ends (or whose next plan starts, or whose pay link is due) by `horizon`.
   */
  async findDue(horizon: Date, limit: number): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'cancelled']),
          or(
            lte(subscriptions.currentPeriodEnd, horizon),
            and(isNotNull(subscriptions.nextPlanStartsAt), lte(subscriptions.nextPlanStartsAt, horizon)),
          ),
        ),
      )
      .orderBy(subscriptions.currentPeriodEnd)
      .limit(limit);
  }

  /**
   * A new price reaches members at their next charge: the renewal amount of every live
   * subscription that next renews on this plan, in a currency it is still sold in, becomes the new
   * price. Answers how many subscriptions changed.
   */
  async reprice(
    planId: string,
    prices: readonly { currency: SubscriptionRow['currency']; amount: number }[],
    now: Date,
  ): Promise<number> {
    let changed = 0;
    for (const price of prices) {
      const renewsOnPlan: SQL = sql`coalesce(${subscriptions.nextPlanId}, ${subscriptions.planId}) = ${planId}`;
      const rows = await this.db
        .update(subscriptions)
        .set({ amount: price.amount, updatedAt: now })
        .where(
          and(
            renewsOnPlan,
            eq(subscriptions.currency, price.currency),
            ne(subscriptions.status, 'expired'),
            ne(subscriptions.amount, price.amount),
          ),
        )
        .returning({ id: subscriptions.id });
      changed += rows.length;
    }
    return changed;
  }

  async deleteByUser(userId: string): Promise<void> {
    await this.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
  }
}
