import type { PaymentStatus } from '@creators-archive/contract';
import { ZRefundPaymentBody } from '@creators-archive/contract/admin/refund-payment';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import type { AdminMember, AdminTransaction } from '../api/get-member';
import { useRefundPayment } from '../api/member-actions';
import { Panel } from './panel';

const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  abandoned: 'Abandoned',
  success: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The member's payments, newest first, 'Refund' on those that can be. */
type MemberTransactionsProps = {
  memberId: string;
  transactions: AdminTransaction[];
};

export function MemberTransactions({ memberId, transactions }: MemberTransactionsProps) {
  return (
    <Panel title="Payments">
      {transactions.length === 0 ? (
        <p className="text-sm text-stone-600">No payments yet.</p>
      ) : (
        <SimpleTable
          columns={[
            { label: 'Date' },
            { label: 'Description' },
            { label: 'Amount' },
            { label: 'Status' },
            { label: 'Actions', hidden: true },
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
  const refund = useRefundPayment(memberId);
  const amount = formatMoney(transaction.amount, transaction.currency);
  const date = formatDate(transaction.paidAt ?? transaction.createdAt);

  return (
    <tr>
      <Cell>{date}</Cell>
      <Cell>
        {transaction.description}
        <span className="block font-mono text-xs text-stone-500">{transaction.reference}</span>
      </Cell>
      <Cell>{amount}</Cell>
      <Cell>{paymentStatusLabels[transaction.status]}</Cell>
      <Cell>
        {transaction.refundable && (
          <ReasonDialog
            trigger={<Button variant="secondary">Refund</Button>}
            title={`Refund ${amount}?`}
            description={`The payment of ${date} (${transaction.reference}) is refunded in full through the payment provider. It reads refunded once the provider confirms.`}
            schema={ZRefundPaymentBody}
            name="reason"
            confirmLabel="Refund the payment"
            onConfirm={async (reason) => {
              const answer = await refund.mutateAsync({ reference: transaction.reference, reason });
              // Said here, where the answer tells whether the provider refunded at once (the
              // sandbox) or will confirm later (Paystack, by webhook).
              notify.success(
                answer.refund === 'processed'
                  ? `${amount} is refunded`
                  : `${amount} is being refunded; the payment reads refunded once the provider confirms`,
              );
            }}
          />
        )}
      </Cell>
    </tr>
  );
}

/** The member's invoices, newest first. */
export function MemberInvoices({ invoices }: { invoices: AdminMember['invoices'] }) {
  return (
    <Panel title="Invoices">
      {invoices.length === 0 ? (
        <p className="text-sm text-stone-600">No invoices yet.</p>
      ) : (
        <SimpleTable
          columns={[
            { label: 'Number' },
            { label: 'Date' },
            { label: 'Description' },
            { label: 'Amount' },
            { label: 'Status' },
          ]}
        >
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <Cell>{invoice.number}</Cell>
              <Cell>{formatDate(invoice.issuedAt)}</Cell>
              <Cell>{invoice.description}</Cell>
              <Cell>{formatMoney(invoice.amount, invoice.currency)}</Cell>
              <Cell>{invoice.status === 'paid' ? 'Paid' : 'Refunded'}</Cell>
            </tr>
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}
