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

/** E-mails a refund's credit note to the buyer of its invoice, as the receipt is e-mailed. */
export const creditNoteJob = defineJob({
  type: 'invoices.credit-note',
  payload: z.object({ creditNoteId: z.uuid() }),
  concurrency: 1,
});
