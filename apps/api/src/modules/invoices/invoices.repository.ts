import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import {
  billingDetails,
  creditNotePdfs,
  creditNotes,
  invoiceNumbers,
  invoicePdfs,
  invoices,
  type CreditNoteRow,
  type InvoiceRow,
} from '../../db/schema/invoices';
import type { UserRow } from '../../db/schema/users';
import { paymentStatuses } from '../../db/schema/views';
import { members } from '../users';
import { backOutTaxes, creditedTaxes, type InvoiceIssuer } from './invoice-taxes';

/**
 * An invoice to issue, by `issuer` (the seller of the payment's currency); its language is always
 * named, never left to the column's default. The seller, the buyer's billing details and the tax
 * lines are filled in as it is issued.
 */
export type NewInvoice = Omit<
  typeof invoices.$inferInsert,
  | 'id'
  | 'number'
  | 'series'
  | 'year'
  | 'sequence'
  | 'locale'
  | 'sellerName'
  | 'sellerAddress'
  | 'sellerTaxNumber'
  | 'buyerAddress'
  | 'buyerTaxNumber'
  | 'net'
  | 'taxes'
> & {
  locale: InvoiceRow['locale'];
  issuer: InvoiceIssuer;
};

/** A refund the provider confirmed, to be credited on the invoice of its payment. */
export type NewCreditNote = { paymentReference: string; amount: number; issuedAt: Date };

/** An invoice with the state of the payment it records (refunded or not). */
export type InvoiceWithPayment = InvoiceRow & { paymentStatus: string };

/** A credit note with the invoice it credits, whose seller, buyer and language it prints. */
export type CreditNoteWithInvoice = CreditNoteRow & { invoice: InvoiceRow };

/**
 * What every payment's receipt runs (the check that a payment is invoiced once, the invoice, its
 * buyer's language, its PDF kept and read back), by key: prepared once.
 */
const findByPaymentStatement = preparedStatement((db) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.paymentReference, sql.placeholder('reference'))),
);
const findByIdStatement = preparedStatement((db) =>
  withPaymentOn(db).where(eq(invoices.id, sql.placeholder('id'))),
);
const findBuyerLocaleStatement = preparedStatement((db) =>
  db
    .select({ locale: members.locale })
    .from(members)
    .where(eq(members.id, sql.placeholder('userId'))),
);
const findPdfStatement = preparedStatement((db) =>
  db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, sql.placeholder('invoiceId'))),
);
const storePdfStatement = preparedStatement((db) =>
  db
    .insert(invoicePdfs)
    .values(placeholders(invoicePdfs, { invoiceId: 'invoiceId', pdf: 'pdf' }))
    .onConflictDoNothing()
    .returning({ invoiceId: invoicePdfs.invoiceId }),
);

/** An invoice with the state of its payment, to be narrowed by a condition. */
function withPaymentOn(db: Database) {
  return db
    .select({ invoice: invoices, paymentStatus: paymentStatuses.status })
    .from(invoices)
    .innerJoin(paymentStatuses, eq(paymentStatuses.reference, invoices.paymentReference));
}

/** Invoices, their credit notes and their PDFs, written once and never changed. */
export class InvoicesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Issues an invoice under the next number of its seller's series and year: `CA-NG-2026-000123`,
   * with the seller as configured now, the buyer's billing details as they stand now, and the
   * taxes backed out of its total (`backOutTaxes`). A payment is invoiced once: a second call for
   * it answers the first invoice.
   */
  async issue({ issuer, ...invoice }: NewInvoice & { id?: string }): Promise<InvoiceRow> {
    const existing = await this.findByPayment(invoice.paymentReference);
    if (existing) return existing;
    const { userId } = invoice;
    // Read by the insert itself: one statement fewer while every settlement waits on the counter.
    const detail = (column: AnyPgColumn) =>
      userId
        ? sql`(select ${column} from ${billingDetails} where ${billingDetails.userId} = ${userId})`
        : null;
    const { net, taxes } = backOutTaxes(invoice.total, issuer.taxes);
    const { counter, numbered } = this.nextNumber(issuer.invoicePrefix, invoice.issuedAt);
    const [row] = await this.db
      .with(counter)
      .insert(invoices)
      .values({
        ...invoice,
        ...numbered,
        sellerName: issuer.seller.name,
        sellerAddress: issuer.seller.address,
        sellerTaxNumber: issuer.seller.taxNumber,
        buyerName: userId
          ? sql`coalesce(${detail(billingDetails.name)}, ${invoice.buyerName})`
          : invoice.buyerName,
        buyerAddress: detail(billingDetails.address),
        buyerTaxNumber: detail(billingDetails.taxNumber),
        net,
        taxes,
      })
      .returning();
    if (!row) throw new Error(`An invoice of payment ${invoice.paymentReference} was not stored`);
    return row;
  }

  /**
   * Issues the credit note of a refund, in the credit-note series of the invoice's seller
   * (`CA-NG-CN-2026-000001`), its taxes backed out at the invoice's rates (`creditedTaxes`).
   * Undefined when the payment has no invoice (a card check) or nothing was given back. Run under
   * the payment's row lock, so two refunds of one payment are credited one after the other.
   */
  async issueCreditNote(refund: NewCreditNote): Promise<CreditNoteRow | undefined> {
    if (refund.amount <= 0) return undefined;
    const invoice = await this.findByPayment(refund.paymentReference);
    if (!invoice) return undefined;
    const earlier = await this.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    const { net, taxes, gross } = creditedTaxes(invoice, earlier, refund.amount);
    const { counter, numbered } = this.nextNumber(`${invoice.series}-CN`, refund.issuedAt);
    const [row] = await this.db
      .with(counter)
      .insert(creditNotes)
      .values({ ...numbered, invoiceId: invoice.id, issuedAt: refund.issuedAt, net, taxes, total: gross })
      .returning();
    if (!row) throw new Error(`A credit note of invoice ${invoice.number} was not stored`);
    return row;
  }

  async findByPayment(reference: string): Promise<InvoiceRow | undefined> {
    const [row] = await findByPaymentStatement(this.db, { reference });
    return row;
  }

  async findById(id: string): Promise<InvoiceWithPayment | undefined> {
    const [row] = await findByIdStatement(this.db, { id });
    return row && { ...row.invoice, paymentStatus: row.paymentStatus };
  }

  async findOwned(userId: string, id: string): Promise<InvoiceWithPayment | undefined> {
    const [row] = await withPaymentOn(this.db).where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
    return row && { ...row.invoice, paymentStatus: row.paymentStatus };
  }

  /** Newest first. */
  async findByUser(userId: string): Promise<InvoiceWithPayment[]> {
    const rows = await withPaymentOn(this.db)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
    return rows.map((row) => ({ ...row.invoice, paymentStatus: row.paymentStatus }));
  }

  /** The credit notes of the member's invoices, oldest first. */
  async findCreditNotesByUser(userId: string): Promise<CreditNoteRow[]> {
    const rows = await this.db
      .select({ creditNote: creditNotes })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(invoices.userId, userId))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.sequence));
    return rows.map((row) => row.creditNote);
  }

  async findCreditNoteById(id: string): Promise<CreditNoteWithInvoice | undefined> {
    const [row] = await this.withInvoice().where(eq(creditNotes.id, id));
    return row && { ...row.creditNote, invoice: row.invoice };
  }

  async findCreditNoteOwned(userId: string, id: string): Promise<CreditNoteWithInvoice | undefined> {
    const [row] = await this.withInvoice().where(and(eq(creditNotes.id, id), eq(invoices.userId, userId)));
    return row && { ...row.creditNote, invoice: row.invoice };
  }

  /** The language the buyer reads e-mails in, while their account exists. */
  async findBuyerLocale(userId: string): Promise<UserRow['locale'] | undefined> {
    const [row] = await findBuyerLocaleStatement(this.db, { userId });
    return row?.locale;
  }

  /** The invoice's PDF as first drawn, when it was. */
  async findPdf(invoiceId: string): Promise<Buffer | undefined> {
    const [row] = await findPdfStatement(this.db, { invoiceId });
    return row?.pdf;
  }

  /**
   * Keeps the PDF drawn for the invoice, unless one is kept already (drawn at the same time
   * elsewhere): answers the one kept, so every download sends the same bytes.
   */
  async storePdf(invoiceId: string, pdf: Buffer): Promise<Buffer> {
    const [stored] = await storePdfStatement(this.db, { invoiceId, pdf });
    if (stored) return pdf;
    const kept = await this.findPdf(invoiceId);
    if (!kept) throw new Error(`The PDF of invoice ${invoiceId} was neither stored nor found`);
    return kept;
  }

  async findCreditNotePdf(creditNoteId: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ pdf: creditNotePdfs.pdf })
      .from(creditNotePdfs)
      .where(eq(creditNotePdfs.creditNoteId, creditNoteId));
    return row?.pdf;
  }

  /** As `storePdf`, for a credit note. */
  async storeCreditNotePdf(creditNoteId: string, pdf: Buffer): Promise<Buffer> {
    const [stored] = await this.db
      .insert(creditNotePdfs)
      .values({ creditNoteId, pdf })
      .onConflictDoNothing()
      .returning({ creditNoteId: creditNotePdfs.creditNoteId });
    if (stored) return pdf;
    const kept = await this.findCreditNotePdf(creditNoteId);
    if (!kept) throw new Error(`The PDF of credit note ${creditNoteId} was neither stored nor found`);
    return kept;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(invoices);
    return row?.count ?? 0;
  }

  /**
   * The next number of a series in the year of `issuedAt`, for the document inserted by the same
   * statement: `counter` raises and locks the counter row by an upsert in that statement's WITH,
   * so numbers have no gaps (a rollback returns the number), two documents of one series issued
   * at once wait for each other, and the issuing transaction holds the lock for one statement
   * less than if the number were asked for first.
   */
  private nextNumber(series: string, issuedAt: Date) {
    const year = issuedAt.getUTCFullYear();
    const counter = this.db.$with('counter').as(
      this.db
        .insert(invoiceNumbers)
        .values({ series, year, lastSequence: 1 })
        .onConflictDoUpdate({
          target: [invoiceNumbers.series, invoiceNumbers.year],
          set: { lastSequence: sql`${invoiceNumbers.lastSequence} + 1` },
        })
        .returning({ lastSequence: invoiceNumbers.lastSequence }),
    );
    const sequence = sql`(select last_sequence from ${counter})`;
    // Six digits at least, and every digit past six: CA-NG-2026-000123, CA-NG-2026-1234567.
    const digits = sql`${sequence}::text`;
    const number = sql<string>`${`${series}-${year}-`} || lpad(${digits}, greatest(6, length(${digits})), '0')`;
    return { counter, numbered: { series, year, sequence, number } };
  }

  private withInvoice() {
    return this.db
      .select({ creditNote: creditNotes, invoice: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId));
  }
}
