import type { CreditNote, TaxAmount } from '@creators-archive/contract/entities/invoice';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale, MessageId } from '@creators-archive/i18n';
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useInvoices, type Invoice } from '../api/find-invoices';
import { downloadCreditNotePdf, downloadInvoicePdf } from '../api/get-invoice-pdf';

const statusNames: Record<Invoice['status'], MessageId> = {
  paid: 'billing.invoices.status.paid',
  refunded: 'billing.invoices.status.refunded',
};

/**
 * The member's invoices, newest first, each downloadable as a PDF with its taxes under its amount,
 * and under each invoice the credit notes of its refunds.
 */
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
            <Fragment key={invoice.id}>
              <InvoiceRow invoice={invoice} />
              {invoice.creditNotes.map((note) => (
                <CreditNoteRow key={note.id} note={note} invoice={invoice} />
              ))}
            </Fragment>
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
        <span className="block">{formatMoney(invoice.amount, invoice.currency, locale)}</span>
        <TaxLines net={invoice.net} taxes={invoice.taxes} currency={invoice.currency} />
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

/** A refund credited on the invoice above it: its own number, date, amount and PDF. */
function CreditNoteRow({ note, invoice }: { note: CreditNote; invoice: Invoice }) {
  const t = useT();
  const locale = useLocale();
  const [downloading, setDownloading] = useState(false);
  const numberId = `credit-note-${note.id}`;

  const download = async () => {
    setDownloading(true);
    const response = await downloadCreditNotePdf(note);
    setDownloading(false);
    if (!response.success) notify.error(response.error.message);
  };

  return (
    <tr className="bg-stone-50">
      <th scope="row" id={numberId} className="py-3 pr-4 pl-3 font-medium text-stone-900">
        {note.number}
      </th>
      <Cell label={t('billing.invoices.columns.date')}>{formatDate(note.issuedAt, locale)}</Cell>
      <Cell label={t('billing.invoices.columns.description')}>
        {t('billing.invoices.creditNote', { number: invoice.number })}
      </Cell>
      <Cell label={t('billing.invoices.columns.amount')} className="text-stone-900">
        <span className="block">
          –{'\u202f'}
          {formatMoney(note.amount, note.currency, locale)}
        </span>
        <TaxLines net={note.net} taxes={note.taxes} currency={note.currency} />
      </Cell>
      <Cell label={t('billing.invoices.columns.status')}>{t('billing.invoices.status.refunded')}</Cell>
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

/** The net and each tax backed out of an amount, small under it; nothing for an invoice without them. */
function TaxLines({ net, taxes, currency }: { net: number | null; taxes: TaxAmount[]; currency: Currency }) {
  const t = useT();
  const locale = useLocale();
  if (net === null) return null;
  return (
    <span className="block text-xs text-stone-600">
      {[
        t('billing.invoices.net', { amount: formatMoney(net, currency, locale) }),
        ...taxes.map((tax) => taxLine(tax, currency, locale, t)),
      ].join(' · ')}
    </span>
  );
}

function taxLine(tax: TaxAmount, currency: Currency, locale: Locale, t: Translate): string {
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(tax.ratePercent);
  return t('billing.invoices.tax', {
    name: tax.name,
    rate,
    amount: formatMoney(tax.amount, currency, locale),
  });
}
