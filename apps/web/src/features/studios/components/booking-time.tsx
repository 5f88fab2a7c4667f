import type { Booking } from '@creators-archive/contract/studios/booking';
import { T, useLocale } from '../../../i18n/use-t';
import { formatStudioDate, studioClockTime } from '../studio-time';

/** When a booking is, on the studio's clock with its zone named: 'Tue, 14 Apr 2026, 10:00–13:00 (3 hours)'. */
export function BookingTime({
  booking,
}: {
  booking: Pick<Booking, 'date' | 'startTime' | 'endsAt' | 'hours' | 'studio'>;
}) {
  const locale = useLocale();
  const { date, startTime, endsAt, hours, studio } = booking;
  return (
    <span>
      <T
        id="studios.bookingTime"
        values={{
          date: formatStudioDate(date, locale),
          start: startTime,
          end: studioClockTime(endsAt, studio.timeZone),
          hours,
          timeZone: studio.timeZone,
        }}
        components={{ 0: <span className="text-stone-600" /> }}
      />
    </span>
  );
}
