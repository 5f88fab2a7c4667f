import type { BookingStatus } from '@creators-archive/contract/studios/booking';
import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';
import type { MessageId } from '@creators-archive/i18n';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import type { AdminMember } from '../api/get-member';
import { Panel } from './panel';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';

const verificationStatusLabels: Record<VerificationStatus, MessageId> = {
  pending: 'admin.member.verificationHistory.status.pending',
  approved: 'admin.member.verificationHistory.status.approved',
  rejected: 'admin.member.verificationHistory.status.rejected',
  withdrawn: 'admin.member.verificationHistory.status.withdrawn',
};

/** The member's applications to the vetted program, newest first, with a rejection's reason. */
export function MemberVerificationHistory({ requests }: { requests: AdminMember['verificationRequests'] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Panel title={t('admin.member.verificationHistory.title')}>
      {requests.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.member.verificationHistory.never')}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {requests.map((request) => (
            <li key={request.id} className="space-y-1 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-stone-900">
                <span className="font-medium">{t(verificationStatusLabels[request.status])}</span>
                <span>
                  {t('admin.member.verificationHistory.sent', {
                    date: formatDate(request.submittedAt, locale),
                  })}
                </span>
                {request.decidedAt && (
                  <span className="text-stone-600">
                    {t('admin.member.verificationHistory.decided', {
                      date: formatDate(request.decidedAt, locale),
                    })}
                  </span>
                )}
              </p>
              {request.reason && (
                <p className="text-stone-700">
                  <T
                    id="admin.member.verificationHistory.reason"
                    values={{ reason: request.reason }}
                    components={{ 0: <span className="font-medium" /> }}
                  />
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const bookingStatusLabels: Record<BookingStatus, MessageId> = {
  requested: 'admin.member.bookings.status.requested',
  confirmed: 'admin.member.bookings.status.confirmed',
  declined: 'admin.member.bookings.status.declined',
  cancelled: 'admin.member.bookings.status.cancelled',
};

/** The member's studio bookings, at the studio's own date and time. */
export function MemberBookings({ bookings }: { bookings: AdminMember['bookings'] }) {
  const t = useT();
  return (
    <Panel title={t('admin.member.bookings.title')}>
      {bookings.length === 0 ? (
        <p className="text-sm text-stone-600">{t('admin.member.bookings.none')}</p>
      ) : (
        <SimpleTable
          columns={[
            { label: t('admin.member.bookings.columns.studio') },
            { label: t('admin.member.bookings.columns.when') },
            { label: t('admin.member.bookings.columns.purpose') },
            { label: t('admin.member.columns.status') },
          ]}
        >
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <Cell>
                {booking.studio.name}
                <span className="block text-xs text-stone-500">{booking.studio.city}</span>
              </Cell>
              <Cell>
                {t('admin.member.bookings.when', {
                  date: booking.date,
                  time: booking.startTime,
                  hours: booking.hours,
                })}
              </Cell>
              <Cell>{booking.purpose}</Cell>
              <Cell>{t(bookingStatusLabels[booking.status])}</Cell>
            </tr>
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}
