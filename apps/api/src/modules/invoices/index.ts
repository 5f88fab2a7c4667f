import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { InvoicePdfPool } from './invoice-pdf-pool';
import { invoiceReceiptJob } from './invoices.jobs';
import { InvoicesRepository } from './invoices.repository';
import { invoicesRoutes } from './invoices.routes';
import { InvoicesService } from './invoices.service';

export { InvoicesRepository, type NewInvoice } from './invoices.repository';
export { invoiceReceiptJob } from './invoices.jobs';
export type { InvoicesService } from './invoices.service';

/**
 * Invoices: issued by the payments' settle step (through `InvoicesRepository` on its transaction),
 * listed and downloaded as PDFs by their owner, and e-mailed as receipts by a job. PDFs are drawn
 * on worker threads and kept once drawn.
 */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const { config, db, transactions, clock, jobs, counters } = infrastructure;
  const pdfs = new InvoicePdfPool();
  app.addHook('onClose', () => pdfs.close());
  const invoices = new InvoicesService({
    invoices: new InvoicesRepository(db),
    transaction: transactions.over((scope) => ({ jobs: jobs.queueOn(scope) })),
    pdfs,
    counters,
    seller: config.invoiceSeller,
    clock,
    publicUrl: config.publicUrl,
  });
  jobs.registry.add(invoiceReceiptJob, ({ invoiceId }) => invoices.sendReceipt(invoiceId));
  await app.register(invoicesRoutes, { invoices });
  return { invoices };
}
