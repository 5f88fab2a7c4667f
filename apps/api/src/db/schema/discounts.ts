// Owner: modules/discounts. Only that area's *.repository.ts files import these tables as values;
// other areas reach discount codes through what modules/discounts exports. Row types may be
// imported anywhere.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { plans } from './plans';
import { users } from './users';

/**
 * Discount codes a member types at checkout. A code matches whatever its case, so it is unique on
 * its lower-case form. `redemption_count` is what keeps `max_redemptions` true under concurrent
 * checkouts: opening a checkout reserves a use by raising it with one conditional update
 * (`... set redemption_count = redemption_count + 1 where id = $1 and (max_redemptions is null or
 * redemption_count < max_redemptions) returning id`) in the transaction that inserts the
 * redemption row, so two checkouts can never both take the last use; the check constraint backs
 * it. A reservation given back (a declined or expired checkout) lowers it again.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As it was created; matched without regard to case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** A percentage from 1 to 100, or an amount in the currency's minor units. */
    value: integer('value').notNull(),
    /** Required for a fixed amount, which means nothing in another currency; null for a percentage. */
    currency: text('currency'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null: no limit. */
    maxRedemptions: integer('max_redemptions'),
    /** Uses taken: paid checkouts and open ones holding a reservation; changed only with a redemption row. */
    redemptionCount: integer('redemption_count').notNull().default(0),
    /** Null while it can be used; once set, validation and checkout refuse it as unknown. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_lower_key').on(sql`lower(${table.code})`),
    check(
      'discount_codes_value_check',
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100 and ${table.currency} is null)
        or (${table.kind} = 'fixed' and ${table.value} > 0 and ${table.currency} is not null)`,
    ),
    check(
      'discount_codes_redemptions_check',
      sql`${table.redemptionCount} >= 0 and (${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions})`,
    ),
  ],
);

/** The plans a code is good for; a code with no rows here is good for every plan. */
export const discountCodePlans = pgTable(
  'discount_code_plans',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.discountCodeId, table.planId] }),
    index('discount_code_plans_plan_id_idx').on(table.planId),
  ],
);

/**
 * One row per paid checkout that used a code; a payment redeems at most once, however often it is
 * settled. A code with redemptions cannot be deleted: they are part of what invoices record.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    paymentReference: text('payment_reference').notNull(),
    /** Null once the member's account is deleted; the redemption still counts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** In the payment's currency's minor units. */
    amountDiscounted: integer('amount_discounted').notNull(),
    /** `reserved` while its checkout is open, `redeemed` once paid; a released reservation is deleted. */
    status: text('status', { enum: ['reserved', 'redeemed'] })
      .notNull()
      .default('redeemed'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_redemptions_payment_reference_key').on(table.paymentReference),
    index('discount_redemptions_discount_code_id_idx').on(table.discountCodeId),
    check('discount_redemptions_status_check', sql`${table.status} in ('reserved', 'redeemed')`),
  ],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/**
 * A discount code e-mailed to a list of addresses. The same code with the same subject and message
 * is the same campaign: `hash` (sha-256 of the three) is unique, so sending it again finds it.
 */
export const discountCampaigns = pgTable(
  'discount_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    subject: text('subject').notNull(),
    message: text('message'),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('discount_campaigns_hash_key').on(table.hash)],
);

/**
 * Who a campaign goes to, one row per lower-cased address: the unique key is what keeps an address
 * from being e-mailed twice, also when two sends race.
 */
export const discountCampaignRecipients = pgTable(
  'discount_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => discountCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_campaign_recipients_campaign_email_key').on(table.campaignId, table.email),
    check('discount_campaign_recipients_email_check', sql`${table.email} = lower(${table.email})`),
    check('discount_campaign_recipients_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);

export type DiscountCampaignRow = typeof discountCampaigns.$inferSelect;
export type DiscountCampaignRecipientRow = typeof discountCampaignRecipients.$inferSelect;
