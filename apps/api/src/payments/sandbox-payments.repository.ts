import { and, eq, sql } from 'drizzle-orm';
import { placeholders, preparedStatement, type Database } from '../db/client';
import {
  sandboxPayments,
  type SandboxAuthorization,
  type SandboxPaymentRow,
} from '../db/schema/sandbox-payments';

export type NewSandboxPayment = Omit<typeof sandboxPayments.$inferInsert, 'createdAt' | 'updatedAt'>;

const byReference = eq(sandboxPayments.reference, sql.placeholder('reference'));

/** The hosted page's and the verify's statements, by reference: prepared once. */
const findStatement = preparedStatement((db) => db.select().from(sandboxPayments).where(byReference));
const settleStatement = preparedStatement((db) =>
  db
    .update(sandboxPayments)
    .set(
      placeholders(sandboxPayments, {
        status: 'status',
        channel: 'channel',
        authorization: 'authorization',
        paidAt: 'paidAt',
        updatedAt: 'at',
      }),
    )
    .where(and(byReference, eq(sandboxPayments.status, 'abandoned')))
    .returning(),
);

/** The sandbox provider's own table; no area reads it. */
export class SandboxPaymentsRepository {
  constructor(private readonly db: Database) {}

  /** False when the reference is taken: a provider refuses a reused reference. */
  async insert(payment: NewSandboxPayment): Promise<boolean> {
    const rows = await this.db
      .insert(sandboxPayments)
      .values(payment)
      .onConflictDoNothing({ target: sandboxPayments.reference })
      .returning({ reference: sandboxPayments.reference });
    return rows.length > 0;
  }

  async find(reference: string): Promise<SandboxPaymentRow | undefined> {
    const [row] = await findStatement(this.db, { reference });
    return row;
  }

  /** Every payment that left this authorization keeps it, no longer reusable. */
  async deactivateAuthorization(code: string): Promise<void> {
    await this.db
      .update(sandboxPayments)
      .set({ authorization: sql`${sandboxPayments.authorization} || '{"reusable": false}'::jsonb` })
      .where(sql`${sandboxPayments.authorization}->>'code' = ${code}`);
  }

  /**
   * Records the customer's choice once: only a payment still waiting for one is changed, so two
   * presses of the button (or two tabs) cannot pay and decline the same payment.
   */
  async settle(
    reference: string,
    outcome: {
      status: 'success' | 'failed';
      channel: string;
      authorization: SandboxAuthorization | null;
      at: Date;
    },
  ): Promise<SandboxPaymentRow | undefined> {
    const paidAt = outcome.status === 'success' ? outcome.at : null;
    const [row] = await settleStatement(this.db, { ...outcome, paidAt, reference });
    return row;
  }

  /** The reusable authorization with this code that `email` saved, from any of their payments. */
  async findAuthorization(code: string, email: string): Promise<SandboxAuthorization | undefined> {
    const [row] = await this.db
      .select({ authorization: sandboxPayments.authorization })
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.email, email),
          sql`${sandboxPayments.authorization}->>'code' = ${code}`,
          sql`(${sandboxPayments.authorization}->>'reusable')::boolean`,
        ),
      )
      .limit(1);
    return row?.authorization ?? undefined;
  }

  /**
   * Gives back `amount` of a paid payment, in one statement so two refunds cannot together give
   * back more than was paid; a payment refunded in full is `reversed`, as at Paystack.
   */
  async refund(
    reference: string,
    amount: number | undefined,
    at: Date,
  ): Promise<SandboxPaymentRow | undefined> {
    const refunded =
      amount === undefined
        ? sql`${sandboxPayments.amount}`
        : sql`${sandboxPayments.refundedAmount} + ${amount}`;
    const [row] = await this.db
      .update(sandboxPayments)
      .set({
        refundedAmount: refunded,
        status: sql`case when ${refunded} = ${sandboxPayments.amount} then 'reversed' else ${sandboxPayments.status} end`,
        updatedAt: at,
      })
      .where(
        and(
          eq(sandboxPayments.reference, reference),
          eq(sandboxPayments.status, 'success'),
          sql`${refunded} <= ${sandboxPayments.amount}`,
          sql`${refunded} > ${sandboxPayments.refundedAmount}`,
        ),
      )
      .returning();
    return row;
  }
}
