import type { MessageId } from '@creators-archive/i18n';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
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
        <SimpleTable
          columns={[
            { label: t('billing.invoices.columns.number') },
            { label: t('billing.invoices.columns.date') },
            { label: t('billing.invoices.columns.description') },
            { label: t('billing.invoices.columns.amount') },
            { label: t('billing.invoices.columns.status') },
            { label: t('billing.invoices.columns.pdf'), hidden: true },
          ]}
        >
          {invoices.data.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </SimpleTable>
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
      <Cell label={t('billing.invoices.columns.date')}>{formatDate(invoice.issuedAt, locale)}</Cell>
      <Cell label={t('billing.invoices.columns.description')}>{invoice.description}</Cell>
      <Cell label={t('billing.invoices.columns.amount')} className="text-stone-900">
        {formatMoney(invoice.amount, invoice.currency, locale)}
      </Cell>
      <Cell label={t('billing.invoices.columns.status')}>{t(statusNames[invoice.status])}</Cell>
      <Cell>
        <Button
          variant="secondary"
          aria-describedby={numberId}
          disabled={downloading}
          onClick={() => void download()}
        >
          {t('billing.invoices.download')}
        </Button>
      </Cell>
    </tr>
  );
}
