import { ZBookingStatus, type BookingStatus } from '@creators-archive/contract/studios/booking';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../i18n/use-t';
import { useBookingQueue } from '../api/find-bookings';
import { AdminBookingRow } from './admin-booking-row';
import { bookingStatusLabels } from './booking-status-badge';

export const bookingStatuses = ZBookingStatus.options;

/** The status tabs' addresses: requested, the default, has none. */
export function bookingQueuePath(status: BookingStatus): string {
  return status === 'requested' ? '/admin/bookings' : `/admin/bookings?status=${status}`;
}

/** Studio bookings in one state (admins), soonest first, a page at a time; requested ones are decided here. */
export function BookingQueue({ status }: { status: BookingStatus }) {
  const t = useT();
  const queue = useBookingQueue(status);
  const bookings = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="booking-queue-heading" className="space-y-4">
      <nav aria-label={t('studios.queue.statusNav')}>
        <ul className="flex flex-wrap gap-2 border-b border-stone-200">
          {bookingStatuses.map((option) => (
            <li key={option}>
              <Link
                to={bookingQueuePath(option)}
                aria-current={option === status ? 'page' : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm ${
                  option === status
                    ? 'border-stone-900 font-medium text-stone-900'
                    : 'border-transparent text-stone-600 hover:text-stone-900'
                }`}
              >
                {t(bookingStatusLabels[option])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2
        id="booking-queue-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-stone-900 focus:outline-none"
      >
        {t('studios.queue.heading', { status })}
      </h2>
      {queue.isPending && <Spinner label={t('studios.queue.loading', { status })} />}
      {queue.isError && (
        <p role="alert" className="text-sm text-red-700">
          {queue.error.message}
        </p>
      )}
      {queue.isSuccess && bookings.length === 0 && (
        <p className="text-sm text-stone-600">{t('studios.queue.none', { status })}</p>
      )}
      {bookings.length > 0 && (
        <ul
          aria-labelledby="booking-queue-heading"
          className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white px-4"
        >
          {bookings.map((booking) => (
            <AdminBookingRow key={booking.id} booking={booking} onDecided={() => heading.current?.focus()} />
          ))}
        </ul>
      )}
      {queue.hasNextPage && (
        <Button
          variant="secondary"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? t('studios.queue.loadingMore') : t('studios.queue.loadMore')}
        </Button>
      )}
    </section>
  );
}
