// Owner: modules/plans. Only that area's *.repository.ts files import these tables as values;
// other areas read plans through what modules/plans exports. Row types may be imported anywhere.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textList } from './columns';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  position: integer('position').notNull().default(0),
  /** What the plan brings, one line each, in the order they are shown. */
  features: textList('features'),
  /** Archived plans are no longer sold; members on one keep it until they change plan. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.currency] })],
);
