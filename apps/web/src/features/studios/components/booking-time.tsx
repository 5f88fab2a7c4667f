import type { Booking } from '@creators-archive/contract/studios/booking';
import { formatStudioDate, studioClockTime } from '../studio-time';

/** When a booking is, on the studio's clock with its zone named: 'Tue, 14 Apr 2026, 10:00–13:00 (3 hours)'. */
export function BookingTime({
  booking,
}: {
  booking: Pick<Booking, 'date' | 'startTime' | 'endsAt' | 'hours' | 'studio'>;
}) {
  const { date, startTime, endsAt, hours, studio } = booking;
  return (
    <span>
      {formatStudioDate(date)}, {startTime}–{studioClockTime(endsAt, studio.timeZone)} ({hours}{' '}
      {hours === 1 ? 'hour' : 'hours'}) <span className="text-stone-600">{studio.timeZone} time</span>
    </span>
  );
}
