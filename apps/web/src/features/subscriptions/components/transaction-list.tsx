import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useTransactions, type Transaction } from '../api/find-transactions';

const statusNames: Record<Transaction['status'], string> = {
  pending: 'Pending',
  abandoned: 'Not completed',
  success: 'Paid',
  failed: 'Declined',
  refunded: 'Refunded',
};

/** card, bank_transfer, mobile_money → Card, Bank transfer, Mobile money. */
function channelName(channel: string | null): string {
  if (!channel) return '—';
  const words = channel.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every payment the member attempted, newest first, whatever came of it. */
export function TransactionList() {
  const transactions = useTransactions();

  return (
    <section
      aria-labelledby="transactions-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="transactions-heading" className="text-lg font-semibold text-stone-900">
        Transactions
      </h2>
      {transactions.isPending && <Spinner label="Loading transactions" />}
      {transactions.isError && (
        <p role="alert" className="text-sm text-red-700">
          {transactions.error.message}
        </p>
      )}
      {transactions.data?.length === 0 && <p className="text-sm text-stone-600">No payments yet.</p>}
      {transactions.data && transactions.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Description
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Channel
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Reference
                </th>
                <th scope="col" className="py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {transactions.data.map((transaction) => (
                <tr key={transaction.reference}>
                  <td className="py-3 pr-4 text-stone-700">{formatDate(transaction.createdAt)}</td>
                  <td className="py-3 pr-4 text-stone-900">{transaction.description}</td>
                  <td className="py-3 pr-4 text-stone-700">{channelName(transaction.channel)}</td>
                  <td className="py-3 pr-4 text-stone-900">
                    {formatMoney(transaction.amount, transaction.currency)}
                  </td>
                  <td className="py-3 pr-4 font-mono text-xs text-stone-600">{transaction.reference}</td>
                  <td className="py-3 text-stone-700">{statusNames[transaction.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
