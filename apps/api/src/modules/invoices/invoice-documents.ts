import type { Invoice } from '@creators-archive/contract';
import type { CreditNote } from '@creators-archive/contract/entities/invoice';
import { creditNotePdfPath } from '@creators-archive/contract/invoices/get-credit-note-pdf';
import { invoicePdfPath } from '@creators-archive/contract/invoices/get-invoice-pdf';
import type { CreditNoteRow, InvoiceRow } from '../../db/schema/invoices';
import type { Seller } from '../../payments/accounts';
import type { InvoiceDocument } from './invoice-pdf';
import type { CreditNoteWithInvoice, InvoiceWithPayment } from './invoices.repository';

/**
 * The seller the invoice was issued by; for an invoice issued before sellers were copied onto
 * invoices, the one configured now, as those have always been printed.
 */
function sellerOf(invoice: InvoiceRow, configured: Seller): Seller {
  if (invoice.sellerName === null) return configured;
  return {
    name: invoice.sellerName,
    address: invoice.sellerAddress ?? '',
    taxNumber: invoice.sellerTaxNumber,
  };
}

const buyerOf = (invoice: InvoiceRow): InvoiceDocument['buyer'] => ({
  name: invoice.buyerName,
  email: invoice.buyerEmail,
  address: invoice.buyerAddress,
  taxNumber: invoice.buyerTaxNumber,
});

/** The invoice as drawn: always as issued, paid (a refund is its credit note's). */
export function invoiceDocument(invoice: InvoiceRow, configured: Seller): InvoiceDocument {
  return {
    kind: 'invoice',
    number: invoice.number,
    credits: null,
    locale: invoice.locale,
    issuedAt: invoice.issuedAt,
    seller: sellerOf(invoice, configured),
    buyer: buyerOf(invoice),
    description: invoice.description,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    currency: invoice.currency,
    amountBefore: invoice.amountBefore,
    discount: invoice.discount,
    discountCode: invoice.discountCode,
    total: invoice.total,
    taxes: invoice.net === null ? null : { net: invoice.net, lines: invoice.taxes },
    paymentReference: invoice.paymentReference,
  };
}

/** The credit note as drawn: its invoice's parties, language and line, for the amount given back. */
export function creditNoteDocument(note: CreditNoteWithInvoice, configured: Seller): InvoiceDocument {
  const { invoice } = note;
  return {
    ...invoiceDocument(invoice, configured),
    kind: 'credit_note',
    number: note.number,
    credits: invoice.number,
    issuedAt: note.issuedAt,
    amountBefore: note.total,
    discount: 0,
    discountCode: null,
    total: note.total,
    taxes: { net: note.net, lines: note.taxes },
  };
}

function toCreditNote(note: CreditNoteRow, invoice: InvoiceRow): CreditNote {
  return {
    id: note.id,
    number: note.number,
    issuedAt: note.issuedAt.toISOString(),
    amount: note.total,
    currency: invoice.currency,
    net: note.net,
    taxes: note.taxes,
    pdfUrl: creditNotePdfPath(note.id),
  };
}

/** The invoice as the member's list answers it, with the credit notes issued on it. */
export function toInvoice(row: InvoiceWithPayment, notes: readonly CreditNoteRow[]): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    amount: row.total,
    currency: row.currency,
    status: row.paymentStatus === 'refunded' ? 'refunded' : 'paid',
    description: row.description,
    net: row.net,
    taxes: row.taxes,
    seller:
      row.sellerName === null
        ? null
        : { name: row.sellerName, address: row.sellerAddress ?? '', taxNumber: row.sellerTaxNumber },
    creditNotes: notes.filter((note) => note.invoiceId === row.id).map((note) => toCreditNote(note, row)),
    pdfUrl: invoicePdfPath(row.id),
  };
}
