import { sql } from 'drizzle-orm';
import { check, customType, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './subscriptions';

/** Bytes as PostgreSQL stores them; node-postgres reads and writes them as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

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
