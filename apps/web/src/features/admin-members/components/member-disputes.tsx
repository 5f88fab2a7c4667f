import type { Dispute } from '@creators-archive/contract/admin/find-alerts';
import type { Currency } from '@creators-archive/contract';
import type { MessageId } from '@creators-archive/i18n';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Panel } from './panel';

/** The provider's statuses and resolutions in the page's language; one it adds later shows as it wrote it. */
const statusLabels: Partial<Record<string, MessageId>> = {
  'awaiting-merchant-feedback': 'admin.member.disputes.statuses.awaitingMerchantFeedback',
  'awaiting-bank-feedback': 'admin.member.disputes.statuses.awaitingBankFeedback',
  pending: 'admin.member.disputes.statuses.pending',
  resolved: 'admin.member.disputes.statuses.resolved',
  archived: 'admin.member.disputes.statuses.archived',
};
const resolutionLabels: Partial<Record<string, MessageId>> = {
  'merchant-accepted': 'admin.member.disputes.resolutions.merchantAccepted',
  declined: 'admin.member.disputes.resolutions.declined',
  reversed: 'admin.member.disputes.resolutions.reversed',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** An open dispute is due soon from this many days before its answer is due. */
const DUE_SOON_DAYS = 3;

/** Whether an open dispute's answer is late, due within three days, or neither (null). */
export function dueUrgency(dueAt: string, now: Date): 'overdue' | 'soon' | null {
  const left = Date.parse(dueAt) - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS * DAY_MS ? 'soon' : null;
}

/**
 * The payer's disputes of the member's payments, newest first: when each was opened, its payment
 * and amount, the provider's status, the date its answer is due (marked, in words as well as in
 * colour, when it is late or due within three days and still open), and how it was resolved.
 */
export function MemberDisputes({ disputes }: { disputes: Dispute[] }) {
  const t = useT();
  const locale = useLocale();
  const now = new Date();
  const [opened, amount, status, due, resolution] = [
    t('admin.member.disputes.opened'),
    t('admin.member.columns.amount'),
    t('admin.member.disputes.status'),
    t('admin.member.disputes.due'),
    t('admin.member.disputes.resolution'),
  ];
  const columns = [opened, amount, status, due, resolution];
  const wordsFor = (labels: Partial<Record<string, MessageId>>, word: string) => {
    const label = labels[word];
    return label ? t(label) : word;
  };

  return (
    <Panel title={t('admin.member.disputes.title')}>
      {disputes.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.member.disputes.none')}</p>
      ) : (
        <SimpleTable columns={columns.map((label) => ({ label }))}>
          {disputes.map((dispute) => {
            const urgency =
              dispute.resolvedAt === null && dispute.dueAt !== null ? dueUrgency(dispute.dueAt, now) : null;
            return (
              <tr key={dispute.id}>
                <Cell label={opened}>{formatDate(dispute.openedAt, locale)}</Cell>
                <Cell label={amount}>
                  {formatMoney(dispute.amount, dispute.currency as Currency, locale)}
                  <span className="block font-mono text-xs text-stone-500">{dispute.paymentReference}</span>
                </Cell>
                <Cell label={status}>{wordsFor(statusLabels, dispute.status)}</Cell>
                <Cell label={due}>
                  {dispute.dueAt && (
                    <span className={urgency ? 'font-semibold text-red-700' : undefined}>
                      <time dateTime={dispute.dueAt}>{formatDate(dispute.dueAt, locale)}</time>
                      {urgency && (
                        <span className="block text-xs">
                          {t(
                            urgency === 'overdue'
                              ? 'admin.member.disputes.overdue'
                              : 'admin.member.disputes.dueSoon',
                          )}
                        </span>
                      )}
                    </span>
                  )}
                </Cell>
                <Cell label={resolution}>
                  {dispute.resolution !== null && (
                    <>
                      {wordsFor(resolutionLabels, dispute.resolution)}
                      {dispute.resolvedAt && (
                        <span className="block text-xs text-stone-500">
                          {formatDate(dispute.resolvedAt, locale)}
                        </span>
                      )}
                    </>
                  )}
                </Cell>
              </tr>
            );
          })}
        </SimpleTable>
      )}
    </Panel>
  );
}
