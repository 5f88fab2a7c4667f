// Owner: modules/invoices. Only that area's *.repository.ts files import these tables as values;
// other areas reach invoices through what modules/invoices exports. Row types may be imported
// anywhere.
import { sql } from 'drizzle-orm';
import { defaultLocale, type Locale } from '@creators-archive/i18n';
import {
  bigint,
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
import { currencies } from '@creators-archive/contract/subscriptions/currencies';
import { payments } from './billing';
import { bytea } from './columns';
import { users } from './users';

/**
 * Invoices, immutable once issued and kept after the member's account is deleted (the buyer's
 * name, address and language are copied in, as issued). Numbers are gapless per year:
 * `invoice_numbers` hands out the next one under a row lock in the transaction that issues the
 * invoice, so a rollback gives the number back.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /**
     * The language the invoice was issued in, the buyer's then: its description is written in it
     * and its PDF drawn in it, whatever language the buyer reads later.
     */
    locale: text('locale').$type<Locale>().notNull().default(defaultLocale),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_year_sequence_key').on(table.year, table.sequence),
    uniqueIndex('invoices_payment_reference_key').on(table.paymentReference),
    index('invoices_user_id_idx').on(table.userId, table.issuedAt),
  ],
);

export const invoiceNumbers = pgTable('invoice_numbers', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * Each invoice's PDF as first drawn, sent again as it is: an issued invoice does not change (a
 * correction is a new document). One per status it was drawn in, since a refunded invoice says so.
 */
export const invoicePdfs = pgTable(
  'invoice_pdfs',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['paid', 'refunded'] }).notNull(),
    pdf: bytea('pdf').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.status] }),
    check('invoice_pdfs_status_check', sql`${table.status} in ('paid', 'refunded')`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
