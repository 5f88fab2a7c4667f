import { z } from 'zod';
import { toPath } from '../endpoint';

/**
 * One credit note as a PDF (`application/pdf`), for the owner of its invoice only; anyone else
 * gets 404 INVOICE_NOT_FOUND.
 */
export const method = 'GET';
export const path = '/v1/invoices/credit-notes/:id/pdf';

export const ZCreditNoteParams = z.object({ id: z.uuid({ error: 'validation.notAnInvoiceId' }) });

/** The address of a credit note's PDF. */
export function creditNotePdfPath(id: string): string {
  return toPath(path, { id });
}
