import type { CreditNote } from '@creators-archive/contract/entities/invoice';
import { creditNotePdfPath } from '@creators-archive/contract/invoices/get-credit-note-pdf';
import { invoicePdfPath } from '@creators-archive/contract/invoices/get-invoice-pdf';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import type { Invoice } from './find-invoices';

/** An invoice's PDF, fetched with the member's token (a plain link could not send it). */
export async function getInvoicePdf(id: string) {
  return withFallbackMessage(
    await apiClient.getFile(invoicePdfPath(id)),
    translator(pageLanguage())('billing.errors.downloadInvoice'),
  );
}

/** Fetches the invoice's PDF and saves it as `<number>.pdf`; answers the failure when it could not. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>) {
  const response = await getInvoicePdf(invoice.id);
  if (response.success) saveFile(response.data, `${invoice.number}.pdf`);
  return response;
}

/** Fetches a credit note's PDF and saves it as `<number>.pdf`, as an invoice's is. */
export async function downloadCreditNotePdf(note: Pick<CreditNote, 'id' | 'number'>) {
  const response = withFallbackMessage(
    await apiClient.getFile(creditNotePdfPath(note.id)),
    translator(pageLanguage())('billing.errors.downloadCreditNote'),
  );
  if (response.success) saveFile(response.data, `${note.number}.pdf`);
  return response;
}
