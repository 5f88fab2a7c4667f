import type { Booking } from '@creators-archive/contract/studios/booking';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { T, useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/find-my-bookings';
import { formatStudioDate } from '../studio-time';
import { BookingStatusBadge, cancelledBecauseText } from './booking-status-badge';
import { BookingTime } from './booking-time';

/** The member's booking requests, upcoming first: state, the team's note, cancelling while it may be. */
export function MyBookings() {
  const t = useT();
  const headingId = useId();
  const bookings = useMyBookings();

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('studios.myBookings.heading')}
      </h2>
      {bookings.isPending && <Spinner label={t('studios.myBookings.loading')} />}
      {bookings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {bookings.error.message}
        </p>
      )}
      {bookings.isSuccess && bookings.data.length === 0 && (
        <p className="text-sm text-stone-600">{t('studios.myBookings.none')}</p>
      )}
      {bookings.isSuccess && bookings.data.length > 0 && (
        <ul aria-label={t('studios.myBookings.heading')} className="divide-y divide-stone-100">
          {bookings.data.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const t = useT();
  const locale = useLocale();
  const cancel = useCancelBooking();
  const { studio } = booking;
  const day = formatStudioDate(booking.date, locale);

  const cancelBooking = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      notify.success(t('studios.myBookings.cancelled'));
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <li aria-label={`${studio.name}, ${day}`} className="space-y-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            <BookingStatusBadge status={booking.status} />
            {studio.name}, {studio.city}
          </p>
          <p className="text-sm text-stone-700">
            <BookingTime booking={booking} />
          </p>
        </div>
        {booking.cancellable && (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={cancel.isPending}>
                {t('studios.myBookings.cancel')}
              </Button>
            }
            title={t('studios.myBookings.cancelTitle')}
            confirmLabel={t('studios.myBookings.cancelConfirm')}
            dismissLabel={t('studios.myBookings.keep')}
            onConfirm={cancelBooking}
          >
            {t('studios.myBookings.cancelText', {
              status: booking.status,
              studio: studio.name,
              date: day,
              start: booking.startTime,
            })}
          </ConfirmDialog>
        )}
      </div>
      <p className="text-sm text-stone-700">{booking.purpose}</p>
      {booking.status === 'cancelled' && booking.cancelledBecause && (
        <p className="text-sm text-stone-600">
          {t(cancelledBecauseText[booking.cancelledBecause], {
            date: booking.cancelledAt ? formatDate(booking.cancelledAt, locale) : 'undated',
          })}
        </p>
      )}
      {booking.adminNote && (
        <p className="text-sm text-stone-700">
          {/* The team's words go in as an element, so nothing in them is read as the message's tags. */}
          <T
            id="studios.myBookings.teamNote"
            values={{ note: <>{booking.adminNote}</> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        </p>
      )}
      <p className="text-xs text-stone-500">
        {t('studios.askedOn', { date: formatDate(booking.createdAt, locale) })}
      </p>
    </li>
  );
}
