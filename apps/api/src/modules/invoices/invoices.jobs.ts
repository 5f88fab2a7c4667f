import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/**
 * E-mails a paid invoice to its buyer as a receipt, with the PDF attached (drawn on the PDF
 * threads and kept, so the member's later download sends the same bytes). One at a time per
 * process: a burst of payments takes one PDF thread, not every one the members' downloads wait for.
 */
export const invoiceReceiptJob = defineJob({
  type: 'invoices.receipt',
  payload: z.object({ invoiceId: z.uuid() }),
  concurrency: 1,
});
