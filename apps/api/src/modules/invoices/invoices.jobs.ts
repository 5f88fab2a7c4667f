import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/** E-mails a paid invoice to its buyer as a receipt, with the PDF attached. */
export const invoiceReceiptJob = defineJob({
  type: 'invoices.receipt',
  payload: z.object({ invoiceId: z.uuid() }),
});
