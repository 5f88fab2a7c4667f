import type { JobQueue } from '../../jobs/job-queue';
import { creditNoteJob } from './invoices.jobs';
import type { InvoicesRepository, NewCreditNote } from './invoices.repository';

/**
 * Credits a refund the provider confirmed, in the transaction that records it: issues the credit
 * note of the amount given back on the payment's invoice and queues its e-mail. A payment without
 * an invoice (a card check), or nothing given back, issues nothing.
 */
export async function creditRefundOn(
  { invoices, jobs }: { invoices: InvoicesRepository; jobs: JobQueue },
  refund: NewCreditNote,
): Promise<void> {
  const creditNote = await invoices.issueCreditNote(refund);
  if (creditNote) await jobs.enqueue(creditNoteJob, { creditNoteId: creditNote.id }, refund.issuedAt);
}
