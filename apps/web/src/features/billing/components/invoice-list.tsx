import type { MessageId } from '@creators-archive/i18n';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useInvoices, type Invoice } from '../api/find-invoices';
import { downloadInvoicePdf } from '../api/get-invoice-pdf';

const statusNames: Record<Invoice['status'], MessageId> = {
  paid: 'billing.invoices.status.paid',
  refunded: 'billing.invoices.status.refunded',
};

/** The member's invoices, newest first, each downloadable as a PDF. */
export function InvoiceList() {
  const t = useT();
  const invoices = useInvoices();

  return (
    <section
      aria-labelledby="invoices-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="invoices-heading" className="text-lg font-semibold text-stone-900">
        {t('billing.invoices.heading')}
      </h2>
      {invoices.isPending && <Spinner label={t('billing.invoices.loading')} />}
      {invoices.isError && (
        <p role="alert" className="text-sm text-red-700">
          {invoices.error.message}
        </p>
      )}
      {invoices.data?.length === 0 && <p className="text-sm text-stone-600">{t('billing.invoices.none')}</p>}
      {invoices.data && invoices.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('billing.invoices.columns.number')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('billing.invoices.columns.date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('billing.invoices.columns.description')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('billing.invoices.columns.amount')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('billing.invoices.columns.status')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t('billing.invoices.columns.pdf')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {invoices.data.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const [downloading, setDownloading] = useState(false);
  const numberId = `invoice-${invoice.id}`;

  const download = async () => {
    setDownloading(true);
    const response = await downloadInvoicePdf(invoice);
    setDownloading(false);
    if (!response.success) notify.error(response.error.message);
  };

  return (
    <tr>
      <th scope="row" id={numberId} className="py-3 pr-4 font-medium text-stone-900">
        {invoice.number}
      </th>
      <td className="py-3 pr-4 text-stone-700">{formatDate(invoice.issuedAt, locale)}</td>
      <td className="py-3 pr-4 text-stone-700">{invoice.description}</td>
      <td className="py-3 pr-4 text-stone-900">{formatMoney(invoice.amount, invoice.currency, locale)}</td>
      <td className="py-3 pr-4 text-stone-700">{t(statusNames[invoice.status])}</td>
      <td className="py-3">
        <Button
          variant="secondary"
          aria-describedby={numberId}
          disabled={downloading}
          onClick={() => void download()}
        >
          {t('billing.invoices.download')}
        </Button>
      </td>
    </tr>
  );
}
