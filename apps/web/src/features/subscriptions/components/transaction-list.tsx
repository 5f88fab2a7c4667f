import type { MessageId } from '@creators-archive/i18n';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useTransactions, type Transaction } from '../api/find-transactions';

const statusNames: Record<Transaction['status'], MessageId> = {
  pending: 'subscriptions.transactions.status.pending',
  abandoned: 'subscriptions.transactions.status.abandoned',
  success: 'subscriptions.transactions.status.success',
  failed: 'subscriptions.transactions.status.failed',
  refunded: 'subscriptions.transactions.status.refunded',
  needs_review: 'subscriptions.transactions.status.needs_review',
};

/** The payment provider's channels the member is likely to have paid through. */
const channelNames: Record<string, MessageId> = {
  card: 'subscriptions.transactions.channel.card',
  bank: 'subscriptions.transactions.channel.bank',
  bank_transfer: 'subscriptions.transactions.channel.bankTransfer',
  mobile_money: 'subscriptions.transactions.channel.mobileMoney',
};

/** card, bank_transfer, mobile_money → Card, Bank transfer, Mobile money; a channel not listed as the provider writes it. */
function channelName(channel: string | null, t: Translate): string {
  if (!channel) return '—';
  const known = Object.hasOwn(channelNames, channel) ? channelNames[channel] : undefined;
  if (known) return t(known);
  const words = channel.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const columns = [
  'subscriptions.transactions.columns.date',
  'subscriptions.transactions.columns.description',
  'subscriptions.transactions.columns.channel',
  'subscriptions.transactions.columns.amount',
  'subscriptions.transactions.columns.reference',
  'subscriptions.transactions.columns.status',
] as const satisfies readonly MessageId[];

/** Every payment the member attempted, newest first, whatever came of it. */
export function TransactionList() {
  const t = useT();
  const locale = useLocale();
  const transactions = useTransactions();

  return (
    <section
      aria-labelledby="transactions-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="transactions-heading" className="text-lg font-semibold text-stone-900">
        {t('subscriptions.transactions.heading')}
      </h2>
      {transactions.isPending && <Spinner label={t('subscriptions.transactions.loading')} />}
      {transactions.isError && (
        <p role="alert" className="text-sm text-red-700">
          {transactions.error.message}
        </p>
      )}
      {transactions.data?.length === 0 && (
        <p className="text-sm text-stone-600">{t('subscriptions.transactions.none')}</p>
      )}
      {transactions.data && transactions.data.length > 0 && (
        <SimpleTable columns={columns.map((column) => ({ label: t(column) }))}>
          {transactions.data.map((transaction) => (
            <tr key={transaction.reference}>
              <Cell label={t(columns[0])}>{formatDate(transaction.createdAt, locale)}</Cell>
              <Cell label={t(columns[1])} className="text-stone-900">
                {transaction.description}
              </Cell>
              <Cell label={t(columns[2])}>{channelName(transaction.channel, t)}</Cell>
              <Cell label={t(columns[3])} className="text-stone-900">
                {formatMoney(transaction.amount, transaction.currency, locale)}
              </Cell>
              <Cell label={t(columns[4])} className="font-mono text-xs text-stone-600">
                {transaction.reference}
              </Cell>
              <Cell label={t(columns[5])}>{t(statusNames[transaction.status])}</Cell>
            </tr>
          ))}
        </SimpleTable>
      )}
    </section>
  );
}
