// Owner: modules/invoices. Only that area's *.repository.ts files import these tables as values;
// other areas reach invoices through what modules/invoices exports. Row types may be imported
// anywhere.
import { defaultLocale, type Locale } from '@creators-archive/i18n';
import {
  bigint,
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
import { payments } from './billing';
import { bytea } from './columns';
import { users } from './users';

/** One tax backed out of a tax-inclusive amount: its name, rate and share in minor units. */
export type TaxAmount = { name: string; ratePercent: number; amount: number };

/**
 * Invoices, immutable once issued and kept after the member's account is deleted (the seller, the
 * buyer's name, billing details and language are copied in, as issued). Numbers are gapless per
 * series (the seller's prefix) and year: `invoice_numbers` hands out the next one under a row lock
 * in the transaction that issues the invoice, so a rollback gives the number back.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** The seller's prefix the number starts with: `CA-NG`; `CA` for every invoice issued before 0030. */
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Null on invoices issued before 0030, which print the configured seller. */
    sellerName: text('seller_name'),
    sellerAddress: text('seller_address'),
    sellerTaxNumber: text('seller_tax_number'),
    /** The member's billing name when they gave one, else their name. */
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerAddress: text('buyer_address'),
    buyerTaxNumber: text('buyer_tax_number'),
    /**
     * The language the invoice was issued in, the buyer's then: its description is written in it
     * and its PDF drawn in it, whatever language the buyer reads later.
     */
    locale: text('locale').$type<Locale>().notNull().default(defaultLocale),
    description: text('description').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The total less its taxes; null on invoices issued before 0030, which show no tax lines. */
    net: bigint('net', { mode: 'number' }),
    /** Each tax in the total, in the seller's order; net plus these is exactly the total. */
    taxes: jsonb('taxes').$type<TaxAmount[]>().notNull().default([]),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_series_year_sequence_key').on(table.series, table.year, table.sequence),
    uniqueIndex('invoices_payment_reference_key').on(table.paymentReference),
    index('invoices_user_id_idx').on(table.userId, table.issuedAt),
  ],
);

/** The last number given in each series and year, invoices' and credit notes' alike. */
export const invoiceNumbers = pgTable(
  'invoice_numbers',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * Each invoice's PDF as first drawn, sent again as it is: an issued invoice does not change (a
 * refund is a credit note, a document of its own).
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The billing name, address and tax number a member asks to be printed on the invoices issued to
 * them from then on; invoices issued before keep what they were issued with.
 */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name'),
  address: text('address'),
  taxNumber: text('tax_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Credit notes: a refund the provider confirmed, as a document of its own that credits part or all
 * of one invoice, numbered in the seller's credit-note series (`CA-NG-CN-2026-000001`). Seller,
 * buyer, language and currency are the invoice's; the taxes are backed out at the invoice's rates.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    taxes: jsonb('taxes').$type<TaxAmount[]>().notNull(),
    /** What was refunded, taxes included. */
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    uniqueIndex('credit_notes_series_year_sequence_key').on(table.series, table.year, table.sequence),
    index('credit_notes_invoice_id_idx').on(table.invoiceId, table.issuedAt),
  ],
);

/** Each credit note's PDF as first drawn, sent again as it is. */
export const creditNotePdfs = pgTable('credit_note_pdfs', {
  creditNoteId: uuid('credit_note_id')
    .primaryKey()
    .references(() => creditNotes.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;
