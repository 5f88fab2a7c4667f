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
