import { ZConfirmBookingBody, ZDeclineBookingBody } from '@creators-archive/contract/admin/decide-booking';
import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import type { BookingCancelledBecause } from '@creators-archive/contract/studios/booking';
import type { MessageId } from '@creators-archive/i18n';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { unwrap } from '../../../lib/query-client';
import { useConfirmBooking, useDeclineBooking } from '../api/decide-booking';
import { formatStudioDate } from '../studio-time';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTime } from './booking-time';

/** The admin's reasons for a cancellation, in the third person, with the day: `{ date }` or `{ date: 'undated' }`. */
const cancelledBecause: Record<BookingCancelledBecause, MessageId> = {
  member: 'studios.admin.cancelledBy.member',
  verification_lost: 'studios.admin.cancelledBy.verificationLost',
  subscription_ended: 'studios.admin.cancelledBy.subscriptionEnded',
  member_suspended: 'studios.admin.cancelledBy.memberSuspended',
};

type AdminBookingRowProps = { booking: AdminBooking; onDecided: () => void };

/** One booking in the queue: who asked, where, when and why, and deciding it while requested. */
export function AdminBookingRow({ booking, onDecided }: AdminBookingRowProps) {
  const t = useT();
  const locale = useLocale();
  const confirm = useConfirmBooking();
  const decline = useDeclineBooking();
  const { member, studio } = booking;
  const when = t('studios.admin.when', {
    studio: studio.name,
    date: formatStudioDate(booking.date, locale),
    time: booking.startTime,
  });

  return (
    <li aria-label={`${member.fullName}, ${when}`} className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            <BookingStatusBadge status={booking.status} />
            {member.fullName}
            <a href={`mailto:${member.email}`} className="font-normal text-stone-700 underline">
              {member.email}
            </a>
          </p>
          <p className="text-sm text-stone-700">
            {studio.name}, {studio.city} ·{' '}
            <a href={`mailto:${booking.studioContactEmail}`} className="underline">
              {booking.studioContactEmail}
            </a>
          </p>
          <p className="text-sm text-stone-700">
            <BookingTime booking={booking} />
          </p>
        </div>
        {booking.status === 'requested' && (
          <div className="flex flex-wrap gap-2">
            <ReasonDialog
              trigger={<Button variant="secondary">{t('studios.admin.confirm')}</Button>}
              title={t('studios.admin.confirmTitle', { member: member.fullName })}
              description={t('studios.admin.confirmText', { member: member.fullName, when })}
              schema={ZConfirmBookingBody.required()}
              name="note"
              label={t('studios.admin.confirmNote')}
              confirmLabel={t('studios.admin.confirmConfirm')}
              onConfirm={async (note) => {
                unwrap(await confirm.mutateAsync({ id: booking.id, note }));
                notify.success(t('studios.admin.confirmed', { member: member.fullName }));
              }}
              onClosed={onDecided}
            />
            <ReasonDialog
              trigger={<Button variant="secondary">{t('studios.admin.decline')}</Button>}
              title={t('studios.admin.declineTitle', { member: member.fullName })}
              description={t('studios.admin.declineText', { member: member.fullName, when })}
              schema={ZDeclineBookingBody}
              name="note"
              label={t('studios.admin.declineNote')}
              confirmLabel={t('studios.admin.declineConfirm')}
              onConfirm={async (note) => {
                unwrap(await decline.mutateAsync({ id: booking.id, note }));
                notify.success(t('studios.admin.declined', { member: member.fullName }));
              }}
              onClosed={onDecided}
            />
          </div>
        )}
      </div>
      <p className="text-sm text-stone-700">
        {/* The member's words go in as an element, so nothing in them is read as the message's tags. */}
        <T
          id="studios.admin.purpose"
          values={{ purpose: <>{booking.purpose}</> }}
          components={{ 0: <span className="font-medium" /> }}
        />
      </p>
      {booking.adminNote && (
        <p className="text-sm text-stone-700">
          <T
            id="studios.admin.note"
            values={{ note: <>{booking.adminNote}</> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        </p>
      )}
      {booking.cancelledBecause && (
        <p className="text-sm text-stone-600">
          {t(cancelledBecause[booking.cancelledBecause], {
            date: booking.cancelledAt ? formatDate(booking.cancelledAt, locale) : 'undated',
          })}
        </p>
      )}
      <p className="text-xs text-stone-500">
        {t('studios.askedOn', { date: formatDate(booking.createdAt, locale) })}
      </p>
    </li>
  );
}
