import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema/billing';
import { planNames } from '../plans';

export type NewPayment = Omit<typeof payments.$inferInsert, 'createdAt' | 'updatedAt' | 'status'>;

/** A payment with the name of the plan it paid for, for the transaction list. */
export type PaymentWithPlan = PaymentRow & { planName: string | null };

/** Whether a refund of a payment waits for the provider, and what was given back so far. */
export type RefundState = { pending: boolean; refundedAmount: number };

const byReference = eq(payments.reference, sql.placeholder('reference'));

/** The money path's statements, each found by the payment's reference: prepared once. */
const findStatement = preparedStatement((db) => db.select().from(payments).where(byReference));
const lockStatement = preparedStatement((db) => db.select().from(payments).where(byReference).for('update'));
const markFulfilledStatement = preparedStatement((db) =>
  db
    .update(payments)
    .set({
      ...placeholders(payments, {
        userId: 'userId',
        channel: 'channel',
        gatewayResponse: 'gatewayResponse',
        paidAt: 'paidAt',
        createdAccount: 'createdAccount',
        subscriptionId: 'subscriptionId',
        fulfilledAt: 'now',
        updatedAt: 'now',
      }),
      status: 'success',
      signup: null,
    })
    .where(byReference)
    .returning(),
);
const takeClaimStatement = preparedStatement((db) =>
  db
    .update(payments)
    .set({ claimTokenHash: null })
    .where(and(byReference, eq(payments.claimTokenHash, sql.placeholder('claimTokenHash'))))
    .returning({ reference: payments.reference }),
);

/** Every attempt to take money: one row per reference, settled once. */
export class PaymentsRepository {
  constructor(private readonly db: Database) {}

  /** False when the reference exists: a renewal's derived reference is inserted once however often the pass runs. */
  async insert(payment: NewPayment, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(payments)
      .values({ ...payment, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: payments.reference })
      .returning({ reference: payments.reference });
    return rows.length > 0;
  }

  async find(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await findStatement(this.db, { reference });
    return row;
  }

  /**
   * The payment, locked until the transaction ends: whoever settles it (the browser's verify, a
   * webhook, the renewal pass) waits here for anyone settling it already, then sees what they did.
   */
  async lock(reference: string): Promise<PaymentRow | undefined> {
    const [row] = await lockStatement(this.db, { reference });
    return row;
  }

  /** Records a state that grants nothing; a fulfilled payment is never changed by it. */
  async recordOutcome(
    reference: string,
    outcome: {
      status: 'pending' | 'abandoned' | 'failed' | 'needs_review';
      channel: string | null;
      gatewayResponse: string | null;
      /** Null: the payment will not be paid (declined, or left past its checkout's end); it is not asked about again. */
      nextCheckAt?: null;
    },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({ ...outcome, updatedAt: now })
      .where(and(eq(payments.reference, reference), isNull(payments.fulfilledAt)));
  }

  /** The payment settled: paid, its value granted, the visitor's registration no longer kept. */
  async markFulfilled(
    reference: string,
    fulfilment: {
      userId: string;
      channel: string | null;
      gatewayResponse: string | null;
      paidAt: Date;
      createdAccount: boolean;
      subscriptionId: string | null;
    },
    now: Date,
  ): Promise<PaymentRow | undefined> {
    const [row] = await markFulfilledStatement(this.db, { ...fulfilment, reference, now });
    return row;
  }

  /**
   * A refund is being asked of the provider: a second one is refused until it is confirmed or
   * refused. The admin's choice for the membership and the amount asked are kept with it.
   */
  async markRefundRequested(
    reference: string,
    request: { membership: PaymentRow['refundMembership']; amount: number | null },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({
        refundRequestedAt: now,
        refundMembership: request.membership,
        refundRequestedAmount: request.amount,
        updatedAt: now,
      })
      .where(eq(payments.reference, reference));
  }

  /** The provider refused the refund asked, or could not be reached: it may be asked again. */
  async clearRefundRequest(reference: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ refundRequestedAt: null, refundMembership: null, refundRequestedAmount: null, updatedAt: now })
      .where(and(eq(payments.reference, reference), isNotNull(payments.refundRequestedAt)));
  }

  /**
   * The provider gave back money: `refundedAmount` is the total given back so far, the whole
   * amount for a payment now refunded. The caller holds the payment's lock and has checked it paid
   * (or held for review). The request it answers, if any, is closed.
   */
  async recordRefund(
    reference: string,
    refund: { refundedAmount: number; full: boolean },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({
        refundedAmount: refund.refundedAmount,
        refundRequestedAt: null,
        refundMembership: null,
        refundRequestedAmount: null,
        updatedAt: now,
        ...(refund.full && { status: 'refunded' as const, refundedAt: now }),
      })
      .where(and(eq(payments.reference, reference), inArray(payments.status, ['success', 'needs_review'])));
  }

  /**
   * Takes the claim if `claimTokenHash` is still the payment's: the browser that started a
   * visitor's checkout is signed in once, however many times it asks.
   */
  async takeClaim(reference: string, claimTokenHash: string): Promise<boolean> {
    const rows = await takeClaimStatement(this.db, { reference, claimTokenHash });
    return rows.length > 0;
  }

  /**
   * The member's payments that were refunded in part or have a refund asked of the provider and
   * not yet confirmed or refused, by reference: whether one is pending, and what was given back.
   */
  async findRefundStates(userId: string): Promise<Map<string, RefundState>> {
    const rows = await this.db
      .select({
        reference: payments.reference,
        refundRequestedAt: payments.refundRequestedAt,
        refundedAmount: payments.refundedAmount,
      })
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          or(isNotNull(payments.refundRequestedAt), gt(payments.refundedAmount, 0)),
        ),
      );
    return new Map(
      rows.map((row) => [
        row.reference,
        { pending: row.refundRequestedAt !== null, refundedAmount: row.refundedAmount },
      ]),
    );
  }

  /** The member's payments, newest first, with their plan's name. */
  async findByUser(userId: string): Promise<PaymentWithPlan[]> {
    const rows = await this.db
      .select({ payment: payments, planName: planNames.name })
      .from(payments)
      .leftJoin(planNames, eq(planNames.id, payments.planId))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.reference));
    return rows.map((row) => ({ ...row.payment, planName: row.planName }));
  }

  /**
   * The provider reported it paid, and it grants nothing: recorded as failed, never asked about
   * again, the visitor's registration not kept; its refund is queued in the same transaction.
   */
  async markRefused(
    reference: string,
    refusal: { channel: string | null; gatewayResponse: string; paidAt: Date },
    now: Date,
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({
        status: 'failed',
        channel: refusal.channel,
        gatewayResponse: refusal.gatewayResponse,
        paidAt: refusal.paidAt,
        refusedAt: now,
        nextCheckAt: null,
        signup: null,
        updatedAt: now,
      })
      .where(and(eq(payments.reference, reference), isNull(payments.fulfilledAt)));
  }

  /** A refused payment's money is back with the payer. */
  async markRefusedRefunded(reference: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(
        and(eq(payments.reference, reference), isNotNull(payments.refusedAt), isNull(payments.refundedAt)),
      );
  }

  /**
   * Checkouts neither the browser nor a webhook settled, due to be asked about again and young
   * enough to still be paid: the renewal pass asks the provider, newest first, so a flood of old
   * checkouts nobody paid cannot keep a new one waiting.
   */
  async findDueForCheck(now: Date, createdAfter: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          isNull(payments.fulfilledAt),
          isNotNull(payments.nextCheckAt),
          lte(payments.nextCheckAt, now),
          gte(payments.createdAt, createdAfter),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.reference))
      .limit(limit);
  }

  /** Asked about once more without an answer that settles it: the next ask waits until `nextCheckAt`. */
  async deferCheck(reference: string, nextCheckAt: Date, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ checks: sql`${payments.checks} + 1`, nextCheckAt, updatedAt: now })
      .where(
        and(eq(payments.reference, reference), isNull(payments.fulfilledAt), isNotNull(payments.nextCheckAt)),
      );
  }

  /**
   * Successful payments fulfilled since `fulfilledAfter` that the provider was not asked about in
   * the last day, the longest unasked first: the daily re-verification asks again, to catch one
   * the provider has since reversed. Card checks, refunded at once, are left out.
   */
  async findDueForRecheck(now: Date, fulfilledAfter: Date, limit: number): Promise<PaymentRow[]> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'success'),
          ne(payments.purpose, 'card_check'),
          gte(payments.fulfilledAt, fulfilledAfter),
          lte(payments.fulfilledAt, dayAgo),
          or(isNull(payments.lastVerifiedAt), lte(payments.lastVerifiedAt, dayAgo)),
        ),
      )
      .orderBy(asc(sql`coalesce(${payments.lastVerifiedAt}, ${payments.fulfilledAt})`))
      .limit(limit);
  }

  /** The provider was asked about the fulfilled payment again. */
  async markVerified(reference: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ lastVerifiedAt: now, updatedAt: now })
      .where(eq(payments.reference, reference));
  }

  /** A visitor's password hash is not kept for a checkout left unpaid: cleared after a week. */
  async forgetStaleSignups(createdBefore: Date): Promise<number> {
    const rows = await this.db
      .update(payments)
      .set({ signup: null })
      .where(
        and(isNull(payments.fulfilledAt), isNotNull(payments.signup), lt(payments.createdAt, createdBefore)),
      )
      .returning({ reference: payments.reference });
    return rows.length;
  }

  /** How many payments of each state, for the bench's closing count. */
  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ status: payments.status, count: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.status);
    return Object.fromEntries(rows.map((row) => [row.status, row.count]));
  }
}
