import type { PaymentStatus } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import type { AdminMember, AdminTransaction } from '../api/get-member';
import { Panel } from './panel';
import { RefundDialog } from './refund-dialog';

const paymentStatusLabels: Record<PaymentStatus, MessageId> = {
  pending: 'admin.member.payments.status.pending',
  abandoned: 'admin.member.payments.status.abandoned',
  success: 'admin.member.payments.status.success',
  failed: 'admin.member.payments.status.failed',
  refunded: 'admin.member.payments.status.refunded',
  needs_review: 'admin.member.payments.status.needs_review',
};

/** The member's payments, newest first, 'Refund' on those that can be. */
type MemberTransactionsProps = {
  memberId: string;
  transactions: AdminTransaction[];
};

export function MemberTransactions({ memberId, transactions }: MemberTransactionsProps) {
  const t = useT();
  return (
    <Panel title={t('admin.member.payments.title')}>
      {transactions.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.member.payments.none')}</p>
      ) : (
        <SimpleTable
          columns={[
            { label: t('admin.member.columns.date') },
            { label: t('admin.member.columns.description') },
            { label: t('admin.member.columns.amount') },
            { label: t('admin.member.columns.status') },
            { label: t('admin.member.columns.actions'), hidden: true },
          ]}
        >
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.reference} memberId={memberId} transaction={transaction} />
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}

function TransactionRow({ memberId, transaction }: { memberId: string; transaction: AdminTransaction }) {
  const t = useT();
  const locale = useLocale();
  const amount = formatMoney(transaction.amount, transaction.currency, locale);
  const date = formatDate(transaction.paidAt ?? transaction.createdAt, locale);

  return (
    <tr>
      <Cell>{date}</Cell>
      <Cell>
        {transaction.description}
        <span className="block font-mono text-xs text-stone-500">{transaction.reference}</span>
      </Cell>
      <Cell>{amount}</Cell>
      <Cell>
        {t(paymentStatusLabels[transaction.status])}
        {transaction.refundPending && (
          <span className="block text-xs text-amber-700">{t('admin.member.payments.refundPending')}</span>
        )}
        {transaction.status !== 'refunded' && transaction.refundedAmount > 0 && (
          <span className="block text-xs text-stone-500">
            {t('admin.member.payments.partlyRefunded', {
              amount: formatMoney(transaction.refundedAmount, transaction.currency, locale),
            })}
          </span>
        )}
      </Cell>
      <Cell>{transaction.refundable && <RefundDialog memberId={memberId} transaction={transaction} />}</Cell>
    </tr>
  );
}

/** The member's invoices, newest first. */
export function MemberInvoices({ invoices }: { invoices: AdminMember['invoices'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Panel title={t('admin.member.invoices.title')}>
      {invoices.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.member.invoices.none')}</p>
      ) : (
        <SimpleTable
          columns={[
            { label: t('admin.member.invoices.number') },
            { label: t('admin.member.columns.date') },
            { label: t('admin.member.columns.description') },
            { label: t('admin.member.columns.amount') },
            { label: t('admin.member.columns.status') },
          ]}
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <Cell>{invoice.number}</Cell>
              <Cell>{formatDate(invoice.issuedAt, locale)}</Cell>
              <Cell>{invoice.description}</Cell>
              <Cell>{formatMoney(invoice.amount, invoice.currency, locale)}</Cell>
              <Cell>
                {t(invoice.status === 'paid' ? paymentStatusLabels.success : paymentStatusLabels.refunded)}
              </Cell>
            </tr>
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}
