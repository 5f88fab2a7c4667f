import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/**
 * E-mails a paid invoice to its buyer as a receipt, with the PDF attached. One at a time per
 * process: drawing a PDF holds the event loop for tens of milliseconds, and a burst of payments
 * must not hold it for the requests meanwhile.
 */
export const invoiceReceiptJob = defineJob({
  type: 'invoices.receipt',
  payload: z.object({ invoiceId: z.uuid() }),
  concurrency: 1,
});
