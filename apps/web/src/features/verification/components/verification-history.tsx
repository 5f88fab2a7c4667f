import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useWithdrawVerificationRequest } from '../api/withdraw-verification-request';
import { VerificationStatusBadge } from './status-badge';

/** The member's requests, newest first: state, dates, a rejection's reason, withdrawing a pending one. */
export function VerificationHistory({ requests }: { requests: VerificationRequest[] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="verification-history-heading"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="verification-history-heading" className="text-lg font-semibold text-stone-900">
        {t('verification.history.heading')}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-stone-600">{t('verification.history.none')}</p>
      ) : (
        <ul aria-label={t('verification.history.heading')} className="divide-y divide-stone-100">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestRow({ request }: { request: VerificationRequest }) {
  const t = useT();
  const locale = useLocale();
  const withdraw = useWithdrawVerificationRequest();
  const submitted = formatDate(request.submittedAt, locale);
  const decided = request.decidedAt && formatDate(request.decidedAt, locale);

  const withdrawRequest = async () => {
    try {
      await withdraw.mutateAsync(request.id);
      notify.success(t('verification.history.withdrawn'));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <li aria-label={t('verification.history.application', { date: submitted })} className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-900">
          <VerificationStatusBadge status={request.status} />
          <span>{t('verification.sentOn', { date: submitted })}</span>
          {decided && (
            <span className="text-stone-600">
              ·{' '}
              {request.status === 'withdrawn'
                ? t('verification.history.withdrawnOn', { date: decided })
                : t('verification.history.decidedOn', { date: decided })}
            </span>
          )}
        </p>
        {request.status === 'pending' && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={withdraw.isPending}>
                {t('verification.history.withdraw')}
              </Button>
            }
            title={t('verification.history.withdrawTitle')}
            confirmLabel={t('verification.history.withdrawConfirm')}
            dismissLabel={t('verification.history.keep')}
            onConfirm={withdrawRequest}
          >
            {request.hasDocument
              ? t('verification.history.withdrawTextWithDocument')
              : t('verification.history.withdrawText')}
          </ConfirmDialog>
        )}
      </div>
      {request.status === 'rejected' && request.reason && (
        <p className="text-sm text-stone-700">
          {/* The team's words go in as an element, so nothing in them is read as the message's tags. */}
          <T
            id="verification.reason"
            values={{ reason: <>{request.reason}</> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        </p>
      )}
    </li>
  );
}
