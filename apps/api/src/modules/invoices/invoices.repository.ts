import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceNumbers, invoicePdfs, invoices, type InvoiceRow } from '../../db/schema/invoices';
import type { UserRow } from '../../db/schema/users';
import { paymentStatuses } from '../../db/schema/views';
import { members } from '../users';

/** An invoice to issue; its language is always named, never left to the column's default. */
export type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  'id' | 'number' | 'year' | 'sequence' | 'locale'
> & {
  locale: InvoiceRow['locale'];
};

/** An invoice with the state of the payment it records (refunded or not). */
export type InvoiceWithPayment = InvoiceRow & { paymentStatus: string };

type PdfStatus = (typeof invoicePdfs.$inferSelect)['status'];

/** Invoices and their PDFs, written once and never changed. */
export class InvoicesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Issues an invoice under the next number of its year: `CA-2026-000123`. The counter row is
   * raised and locked by one upsert in the issuing transaction, so numbers have no gaps (a
   * rollback returns the number) and two payments settling at once wait for each other here.
   * A payment is invoiced once: a second call for it answers the first invoice.
   */
  async issue(invoice: NewInvoice): Promise<InvoiceRow> {
    const existing = await this.findByPayment(invoice.paymentReference);
    if (existing) return existing;
    const year = invoice.issuedAt.getUTCFullYear();
    const [counter] = await this.db
      .insert(invoiceNumbers)
      .values({ year, lastSequence: 1 })
      .onConflictDoUpdate({
        target: invoiceNumbers.year,
        set: { lastSequence: sql`${invoiceNumbers.lastSequence} + 1` },
      })
      .returning({ sequence: invoiceNumbers.lastSequence });
    if (!counter) throw new Error('No invoice number was given');
    const number = `CA-${year}-${String(counter.sequence).padStart(6, '0')}`;
    const [row] = await this.db
      .insert(invoices)
      .values({ ...invoice, year, sequence: counter.sequence, number })
      .returning();
    if (!row) throw new Error(`Invoice ${number} was not stored`);
    return row;
  }

  async findByPayment(reference: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db.select().from(invoices).where(eq(invoices.paymentReference, reference));
    return row;
  }

  async findById(id: string): Promise<InvoiceWithPayment | undefined> {
    const [row] = await this.withPayment().where(eq(invoices.id, id));
    return row && { ...row.invoice, paymentStatus: row.paymentStatus };
  }

  async findOwned(userId: string, id: string): Promise<InvoiceWithPayment | undefined> {
    const [row] = await this.withPayment().where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    return row && { ...row.invoice, paymentStatus: row.paymentStatus };
  }

  /** Newest first. */
  async findByUser(userId: string): Promise<InvoiceWithPayment[]> {
    const rows = await this.withPayment()
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
    return rows.map((row) => ({ ...row.invoice, paymentStatus: row.paymentStatus }));
  }

  /** The language the buyer reads e-mails in, while their account exists. */
  async findBuyerLocale(userId: string): Promise<UserRow['locale'] | undefined> {
    const [row] = await this.db
      .select({ locale: members.locale })
      .from(members)
      .where(eq(members.id, userId));
    return row?.locale;
  }

  /** The invoice's PDF as drawn for this status, when it was. */
  async findPdf(invoiceId: string, status: PdfStatus): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ pdf: invoicePdfs.pdf })
      .from(invoicePdfs)
      .where(and(eq(invoicePdfs.invoiceId, invoiceId), eq(invoicePdfs.status, status)));
    return row?.pdf;
  }

  /**
   * Keeps the PDF drawn for the invoice in this status, unless one is kept already (drawn at the
   * same time elsewhere): answers the one kept, so every download sends the same bytes.
   */
  async storePdf(invoiceId: string, status: PdfStatus, pdf: Buffer): Promise<Buffer> {
    const [stored] = await this.db
      .insert(invoicePdfs)
      .values({ invoiceId, status, pdf })
      .onConflictDoNothing()
      .returning({ invoiceId: invoicePdfs.invoiceId });
    if (stored) return pdf;
    const kept = await this.findPdf(invoiceId, status);
    if (!kept) throw new Error(`The PDF of invoice ${invoiceId} was neither stored nor found`);
    return kept;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(invoices);
    return row?.count ?? 0;
  }

  private withPayment() {
    return this.db
      .select({ invoice: invoices, paymentStatus: paymentStatuses.status })
      .from(invoices)
      .innerJoin(paymentStatuses, eq(paymentStatuses.reference, invoices.paymentReference));
  }
}
