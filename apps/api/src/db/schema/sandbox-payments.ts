// Owner: src/payments. Only that layer's *.repository.ts files import this table as a value; the
// product learns of these payments only through the provider's interface. Row types may be imported
// anywhere.
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PaymentAuthorization } from '../../payments/provider';
import { createdAt, updatedAt } from './columns';

/** The sandbox keeps a saved card as Paystack keeps an authorization: in the provider's own shape. */
export type SandboxAuthorization = PaymentAuthorization;

/**
 * The sandbox payment provider's own records, kept apart from the product's payments as a real
 * provider keeps its own: the product learns a payment's state only by asking the provider.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  email: text('email').notNull(),
  /** Minor units; bigint because a year in naira passes what an integer holds in kobo soon enough. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  callbackUrl: text('callback_url').notNull(),
  channels: jsonb('channels').notNull().$type<string[]>(),
  metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
  status: text('status').notNull().default('abandoned'),
  channel: text('channel'),
  authorization: jsonb('authorization').$type<SandboxAuthorization>(),
  refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** After it the hosted page refuses the checkout; null: it does not expire. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
