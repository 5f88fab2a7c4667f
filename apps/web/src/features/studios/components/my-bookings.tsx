import type { Booking } from '@creators-archive/contract/studios/booking';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/find-my-bookings';
import { formatStudioDate } from '../studio-time';
import { BookingStatusBadge, cancelledBecauseText } from './booking-status-badge';
import { BookingTime } from './booking-time';

/** The member's booking requests, upcoming first: state, the team's note, cancelling while it may be. */
export function MyBookings() {
  const headingId = useId();
  const bookings = useMyBookings();

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        My bookings
      </h2>
      {bookings.isPending && <Spinner label="Loading your bookings" />}
      {bookings.isError && (
        <p role="alert" className="text-sm text-red-700">
          {bookings.error.message}
        </p>
      )}
      {bookings.isSuccess && bookings.data.length === 0 && (
        <p className="text-sm text-stone-600">You have not asked for studio time yet.</p>
      )}
      {bookings.isSuccess && bookings.data.length > 0 && (
        <ul aria-label="My bookings" className="divide-y divide-stone-100">
          {bookings.data.map((booking) => (
            <BookingRow key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const cancel = useCancelBooking();
  const { studio } = booking;

  const cancelBooking = async () => {
    try {
      await cancel.mutateAsync(booking.id);
      notify.success('Booking cancelled');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <li aria-label={`${studio.name}, ${formatStudioDate(booking.date)}`} className="space-y-2 py-4">
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
                Cancel booking
              </Button>
            }
            title="Cancel this booking?"
            confirmLabel="Yes, cancel it"
            dismissLabel="Keep it"
            onConfirm={cancelBooking}
          >
            Your {booking.status} time at {studio.name} on {formatStudioDate(booking.date)} from{' '}
            {booking.startTime} is given up, and the studio is told.
          </ConfirmDialog>
        )}
      </div>
      <p className="text-sm text-stone-700">{booking.purpose}</p>
      {booking.status === 'cancelled' && booking.cancelledBecause && (
        <p className="text-sm text-stone-600">
          {cancelledBecauseText[booking.cancelledBecause]}
          {booking.cancelledAt && ` on ${formatDate(booking.cancelledAt)}`}.
        </p>
      )}
      {booking.adminNote && (
        <p className="text-sm text-stone-700">
          <span className="font-medium">Note from the team:</span> {booking.adminNote}
        </p>
      )}
      <p className="text-xs text-stone-500">Asked on {formatDate(booking.createdAt)}</p>
    </li>
  );
}
