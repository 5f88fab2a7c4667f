// Read-only views: read models the database keeps from one owner's tables, for any area to read.
// Any *.repository.ts may import them as values, and nothing writes them. They are declared as
// existing: their SQL is written by hand in the migrations, which drizzle-kit leaves alone.
import { pgView, text, uuid } from 'drizzle-orm/pg-core';
import type { PaymentRow, SubscriptionRow } from './billing';

/**
 * Each member's membership as billing keeps it, one row per subscription (a member has at most
 * one), with its plan's name as it is now (migration 0025).
 */
export const memberMemberships = pgView('member_memberships', {
  userId: uuid('user_id').notNull(),
  subscriptionId: uuid('subscription_id').notNull(),
  status: text('status').$type<SubscriptionRow['status']>().notNull(),
  planId: uuid('plan_id').notNull(),
  planName: text('plan_name'),
}).existing();

/** Each payment's status as billing keeps it, by its reference (migration 0026). */
export const paymentStatuses = pgView('payment_statuses', {
  reference: text('reference').notNull(),
  status: text('status').$type<PaymentRow['status']>().notNull(),
}).existing();
