import type { AdminAlertKind } from '@creators-archive/contract/admin/find-alerts';
import type { Currency } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAlerts } from '../api/get-alerts';

const kindLabels: Record<AdminAlertKind, MessageId> = {
  refund_failed: 'admin.alerts.kinds.refund_failed',
  card_check_refund_failed: 'admin.alerts.kinds.card_check_refund_failed',
  payment_needs_review: 'admin.alerts.kinds.payment_needs_review',
  dispute_opened: 'admin.alerts.kinds.dispute_opened',
  dispute_reminded: 'admin.alerts.kinds.dispute_reminded',
};

/**
 * What needs an admin about money: open disputes with the date their answer is due, then the last
 * 30 days' alerts (a failed refund, a card check not refunded, a payment needing review, a dispute
 * opened or awaiting an answer), each linking to the member.
 */
export function AdminAlerts() {
  const t = useT();
  const locale = useLocale();
  const alerts = useAlerts();
  const money = (amount: number | null, currency: string | null) =>
    amount !== null && currency ? formatMoney(amount, currency as Currency, locale) : '';

  return (
    <section
      aria-labelledby="alerts-heading"
      className="space-y-4 rounded-2xl border border-amber-200 bg-white p-6"
    >
      <h2 id="alerts-heading" className="text-lg font-semibold text-stone-900">
        {t('admin.alerts.title')}
      </h2>
      {alerts.isError && (
        <p role="alert" className="text-sm text-red-700">
          {alerts.error.message}
        </p>
      )}
      {alerts.isSuccess && (
        <>
          <h3 className="text-sm font-medium text-stone-700">{t('admin.alerts.disputes.title')}</h3>
          {alerts.data.openDisputes.length === 0 ? (
            <p className="text-sm text-stone-600">{t('admin.alerts.disputes.none')}</p>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {alerts.data.openDisputes.map((dispute) => (
                <li key={dispute.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                  <span className="text-stone-900">
                    {t('admin.alerts.disputes.line', {
                      reference: dispute.paymentReference,
                      amount: money(dispute.amount, dispute.currency),
                      status: dispute.status,
                    })}
                  </span>
                  {dispute.dueAt && (
                    <strong className="text-red-700">
                      {t('admin.alerts.disputes.dueBy', { date: formatDate(dispute.dueAt, locale) })}
                    </strong>
                  )}
                  {dispute.memberId && (
                    <Link
                      to={`/admin/members/${dispute.memberId}`}
                      className="ml-auto underline underline-offset-4"
                    >
                      {t('admin.alerts.viewMember')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          {alerts.data.alerts.length === 0 ? (
            <p className="text-sm text-stone-600">{t('admin.alerts.empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {alerts.data.alerts.map((alert) => (
                <li key={alert.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                  <span className="text-stone-900">
                    {t(kindLabels[alert.kind], {
                      reference: alert.paymentReference ?? '',
                      amount: money(alert.amount, alert.currency),
                    })}
                  </span>
                  <time dateTime={alert.createdAt} className="text-stone-500">
                    {formatDateTime(alert.createdAt, locale)}
                  </time>
                  {alert.memberId && (
                    <Link
                      to={`/admin/members/${alert.memberId}`}
                      className="ml-auto underline underline-offset-4"
                    >
                      {t('admin.alerts.viewMember')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
