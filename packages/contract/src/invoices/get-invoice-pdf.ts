import { z } from 'zod';
import { toPath } from '../endpoint';

/** One invoice as a PDF (`application/pdf`), for its owner only; anyone else gets 404 INVOICE_NOT_FOUND. */
export const method = 'GET';
export const path = '/v1/invoices/:id/pdf';

export const ZInvoiceParams = z.object({ id: z.uuid({ error: 'validation.notAnInvoiceId' }) });

/** The address of an invoice's PDF. */
export function invoicePdfPath(id: string): string {
  return toPath(path, { id });
}
