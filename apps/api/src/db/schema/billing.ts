// Owner: modules/billing. Only that area's *.repository.ts files import these tables as values;
// other areas reach memberships and payments through what modules/billing exports. Row types may
// be imported anywhere.
import { sql } from 'drizzle-orm';
import type { Locale } from '@creators-archive/i18n';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { discountCodes } from './discounts';
import { plans } from './plans';
import { users } from './users';

/**
 * A member's membership: at most one per member, moved along by payments and by the renewal pass.
 * It is the only record of it: a member's row is read joined to it, never from a copy.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['active', 'cancelled', 'expired'] }).notNull(),
    currency: text('currency').notNull(),
    /** What a renewal charges, in minor units: the plan's price when it was last paid, before any discount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Charge the member's saved card at the period's end; without a reusable card, e-mail a pay link. */
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** A plan paid for in advance or chosen for the next period; it takes over at `current_period_end`'s previous value. */
    nextPlanId: uuid('next_plan_id').references(() => plans.id, { onDelete: 'set null' }),
    nextPlanStartsAt: timestamp('next_plan_starts_at', { withTimezone: true }),
    /** Failed renewal charges of the period that ended; 0 when none failed. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** When the renewal pass next tries to charge (the period's end, then the retry days after it). */
    nextRenewalAt: timestamp('next_renewal_at', { withTimezone: true }),
    /**
     * Why the period that ended is not yet paid while the member keeps access (dunning): a declined
     * card retried, a card that cannot be charged, or a pay link not yet used; null when nothing is due.
     */
    paymentDueReason: text('payment_due_reason', {
      enum: ['card_declined', 'card_unusable', 'awaiting_payment'],
    }),
    /** When a membership whose payment is due expires unless paid. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The period end the pay-link reminders counted in `pay_link_reminders` were sent for. */
    remindedForPeriodEnd: timestamp('reminded_for_period_end', { withTimezone: true }),
    /** How many of that period's pay-link reminders (3 days before, on the day, 3 days after) were sent. */
    payLinkReminders: integer('pay_link_reminders').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_user_id_key').on(table.userId),
    index('subscriptions_renewal_due_idx').on(table.status, table.currentPeriodEnd),
    // The admin overview counts active memberships per plan from the index alone.
    index('subscriptions_active_plan_idx')
      .on(table.planId)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Every attempt to take money, whoever started it: a checkout from the join or billing page, a
 * renewal of a saved card, a card check. The reference is ours and names the payment at the
 * provider. `fulfilled_at` is set once, by the one step that settles a payment, under a row lock.
 */
export const payments = pgTable(
  'payments',
  {
    reference: text('reference').primaryKey(),
    purpose: text('purpose', { enum: ['subscription', 'renewal', 'card_check'] }).notNull(),
    /** Null for a visitor's checkout until it is paid and the account exists, and after the account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address the provider was given; a visitor's account is made or found with it. */
    email: text('email').notNull(),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    /** What the provider must report as paid, in minor units: the price after any discount. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'restrict' }),
    /** The code as it was created, for the invoice. */
    discountCode: text('discount_code'),
    status: text('status', {
      enum: ['pending', 'abandoned', 'success', 'failed', 'refunded', 'needs_review'],
    })
      .notNull()
      .default('pending'),
    channel: text('channel'),
    /** The provider's words on the outcome, or ours when we refused its answer (a wrong amount). */
    gatewayResponse: text('gateway_response'),
    /**
     * A visitor's registration (full name, phone, password hash, the language of their request)
     * kept until the payment settles and the account is made; cleared then, or when the checkout
     * is left unpaid for a week. Registrations kept before members had a language have none.
     */
    signup: jsonb('signup').$type<{
      fullName: string;
      phone: string | null;
      passwordHash: string;
      locale?: Locale;
    }>(),
    /** SHA-256 of the secret the starting browser holds: it signs in that browser once, to an account this payment created. */
    claimTokenHash: text('claim_token_hash'),
    /** True when settling this payment created the member's account. */
    createdAccount: boolean('created_account').notNull().default(false),
    /** A renewal's subscription, and the period end it renews. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A checkout's end: paid after it, it grants nothing and is refunded. Null for a renewal charge. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When reconciliation next asks the provider about it; null once it never will again. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** How often reconciliation has asked: each ask waits longer for the next. */
    checks: integer('checks').notNull().default(0),
    /**
     * Set when the provider reported it paid and it granted nothing (its checkout had expired, its
     * discount was no longer valid): it is refunded in full, and settling it again changes nothing.
     */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /**
     * A refund asked of the provider and not yet confirmed or refused: set in the transaction that
     * decides to send it, so a second one is refused rather than sent again.
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** What the provider has given back so far, in minor units; the payment reads refunded at the whole amount. */
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    /** What the admin chose for the membership with the refund asked, applied when the provider confirms it. */
    refundMembership: text('refund_membership', { enum: ['end_now', 'end_at_period_end', 'keep'] }),
    /** The amount the admin asked to give back; null for the whole rest. */
    refundRequestedAmount: bigint('refund_requested_amount', { mode: 'number' }),
    /** When the provider was last asked again about this fulfilled payment, to catch a reversal. */
    lastVerifiedAt: timestamp('last_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_user_id_idx').on(table.userId, table.createdAt),
    // The admin overview sums revenue and counts failures by day.
    index('payments_status_created_idx').on(table.status, table.createdAt),
    // Revenue (successful payments, card checks aside) summed by UTC day and currency from the
    // index alone, read in its order: no sort, and the day has statistics of its own.
    index('payments_revenue_day_idx')
      .on(sql`((${table.paidAt} at time zone 'UTC')::date)`, table.currency, table.amount)
      .where(sql`${table.status} = 'success' and ${table.purpose} <> 'card_check'`),
    // The daily re-verification reads successful payments by when they were fulfilled.
    index('payments_recently_fulfilled_idx')
      .on(table.fulfilledAt)
      .where(sql`${table.status} = 'success'`),
    index('payments_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.fulfilledAt} is null`),
    // Reconciliation reads the newest payments still to be asked about.
    index('payments_next_check_idx')
      .on(table.createdAt)
      .where(sql`${table.fulfilledAt} is null and ${table.nextCheckAt} is not null`),
    check(
      'payments_amount_check',
      sql`${table.amount} > 0 and ${table.amount} = ${table.amountBefore} - ${table.discount}`,
    ),
  ],
);

/**
 * Cards a member can be charged with again. The authorization code charges the card through the
 * provider and is never shown; the signature is the same for the same card, which is saved once.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorizationCode: text('authorization_code').notNull(),
    signature: text('signature').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: text('exp_month').notNull(),
    expYear: text('exp_year').notNull(),
    bank: text('bank'),
    /**
     * The provider's customer the authorization belongs to: a charge must name this e-mail, not the
     * account's, which the member may have changed since. Null for a card saved before it was kept.
     */
    customerEmail: text('customer_email'),
    customerCode: text('customer_code'),
    /** When the member was told this card expires this month; a card expires once. */
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_methods_user_signature_key').on(table.userId, table.signature),
    uniqueIndex('payment_methods_one_default_key')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Webhook deliveries, stored once each (a provider retries until it hears 200) and processed by a
 * job that asks the provider again rather than trusting the body.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The provider's event id when it gives one, else the event name and the payment reference. */
    eventKey: text('event_key').notNull(),
    event: text('event').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('webhook_events_provider_key').on(table.provider, table.eventKey)],
);

/**
 * The first answer to a payment-starting call made with an `Idempotency-Key`, replayed for 24
 * hours to a repeat of the same call; a repeat with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The member's id, or `anonymous` for a visitor's call. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** Method and route: a key used on another call is another key. */
    operation: text('operation').notNull(),
    /** SHA-256 of the request body as parsed. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.operation, table.key] })],
);

/** Scheduled passes (renewals) leased by one process at a time: several API processes never run one pass twice at once. */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
});

/**
 * A payer's dispute (chargeback) of a payment, as the provider reports it: one row per dispute,
 * by the provider's id, changed by each later report of it. While it is open the member's renewals
 * are paused (`renewal_paused` says this dispute paused them); a lost one ends the membership.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's words: awaiting-merchant-feedback, awaiting-bank-feedback, pending, resolved. */
    status: text('status').notNull(),
    category: text('category'),
    /** merchant-accepted (lost: the money goes back to the payer), declined (won), or reversed. */
    resolution: text('resolution'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** When the provider wants our answer by. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    renewalPaused: boolean('renewal_paused').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('disputes_provider_dispute_id_key').on(table.providerDisputeId),
    index('disputes_user_id_idx').on(table.userId),
    index('disputes_open_idx')
      .on(table.dueAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/** What an admin must look at about money, shown in the console and e-mailed to every admin. */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'refund_failed',
        'card_check_refund_failed',
        'payment_needs_review',
        'dispute_opened',
        'dispute_reminded',
      ],
    }).notNull(),
    paymentReference: text('payment_reference'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details')
      .notNull()
      .default({})
      .$type<{ amount?: number; currency?: string; dueAt?: string | null; reason?: string }>(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_alerts_created_at_idx').on(table.createdAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type AdminAlertRow = typeof adminAlerts.$inferSelect;
