import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { BillingDetailsRepository } from './billing-details.repository';
import { InvoicePdfPool } from './invoice-pdf-pool';
import { creditNoteJob, invoiceReceiptJob } from './invoices.jobs';
import { InvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';

export { InvoicesRepository, type NewInvoice } from './invoices.repository';
export { invoiceReceiptJob } from './invoices.jobs';
export { creditRefundOn } from './credit-notes';
export { issuerForCurrency, type InvoiceIssuer } from './invoice-taxes';
export type { InvoicesService } from './invoices.service';

/**
 * Invoices: issued by the payments' settle step (through `InvoicesRepository` on its transaction),
 * each refund credited by a credit note in the refund's transaction (`creditRefundOn`), listed and
 * downloaded as PDFs by their owner, and e-mailed by jobs. PDFs are drawn on worker threads and
 * kept once drawn. Members keep here the billing details printed on their later invoices.
 */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const { config, db, transactions, clock, jobs, counters } = infrastructure;
  const pdfs = new InvoicePdfPool();
  app.addHook('onClose', () => pdfs.close());
  const invoices = new InvoicesService({
    invoices: new InvoicesRepository(db),
    billingDetails: new BillingDetailsRepository(db),
    transaction: transactions.over((scope) => ({ billingDetails: new BillingDetailsRepository(scope.db) })),
    mailQueue: jobs.queueOn(transactions.pool),
    pdfs,
    counters,
    seller: config.invoiceSeller,
    clock,
    publicUrl: config.publicUrl,
  });
  jobs.registry.add(invoiceReceiptJob, ({ invoiceId }) => invoices.sendReceipt(invoiceId));
  jobs.registry.add(creditNoteJob, ({ creditNoteId }) => invoices.sendCreditNote(creditNoteId));
  await app.register(invoicesRoutes, { invoices });
  return { invoices };
}
