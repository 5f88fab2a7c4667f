import {
  ZVerificationStatus,
  type VerificationStatus,
} from '@creators-archive/contract/verification/verification-request';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { useVerificationQueue } from '../api/find-verification-requests';
import { statusLabels, VerificationStatusBadge } from './status-badge';

export const verificationStatuses = ZVerificationStatus.options;

type VerificationQueueProps = {
  status: VerificationStatus;
  onStatusChange: (status: VerificationStatus) => void;
};

/** The review queue (admins): requests in one state, oldest first, each opening its review. */
export function VerificationQueue({ status, onStatusChange }: VerificationQueueProps) {
  const t = useT();
  const locale = useLocale();
  const queue = useVerificationQueue(status);
  const requests = queue.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-label={t('verification.queue.label')} className="space-y-4">
      <div className="flex flex-wrap items-end justify-end gap-3">
        <label className="flex items-center gap-2 text-sm text-stone-800">
          {t('verification.queue.status')}
          <select
            value={status}
            onChange={(event) => onStatusChange(event.target.value as VerificationStatus)}
            className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {verificationStatuses.map((option) => (
              <option key={option} value={option}>
                {t(statusLabels[option])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {queue.isPending && <Spinner label={t('verification.queue.loading')} />}
      {queue.isError && (
        <p role="alert" className="text-sm text-red-700">
          {queue.error.message}
        </p>
      )}
      {queue.isSuccess && requests.length === 0 && (
        <p className="text-sm text-stone-600">{t('verification.queue.none', { status })}</p>
      )}
      {requests.length > 0 && (
        <div className="rounded-2xl border border-stone-200 bg-white px-4">
          <SimpleTable
            columns={[
              { label: t('verification.queue.columns.member') },
              { label: t('verification.queue.columns.email') },
              { label: t('verification.queue.columns.sent') },
              { label: t('verification.queue.columns.status') },
              { label: t('verification.queue.columns.document') },
            ]}
          >
            {requests.map((request) => (
              <tr key={request.id}>
                <th scope="row" className="py-3 pr-4 font-medium">
                  <Link to={`/admin/verification/${request.id}`} className="text-stone-900 underline">
                    {request.member.fullName}
                  </Link>
                </th>
                <Cell label={t('verification.queue.columns.email')}>{request.member.email}</Cell>
                <Cell label={t('verification.queue.columns.sent')}>
                  {formatDate(request.submittedAt, locale)}
                </Cell>
                <Cell label={t('verification.queue.columns.status')} className="">
                  <VerificationStatusBadge status={request.status} />
                </Cell>
                <Cell label={t('verification.queue.columns.document')}>
                  {request.hasDocument ? t('verification.queue.yes') : t('verification.queue.no')}
                </Cell>
              </tr>
            ))}
          </SimpleTable>
        </div>
      )}
      {queue.hasNextPage && (
        <Button
          variant="secondary"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {t('verification.queue.loadMore')}
        </Button>
      )}
    </section>
  );
}
