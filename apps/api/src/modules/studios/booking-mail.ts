import type { StudioSession } from '../../mail/templates';
import type { BookingWithStudio } from './studios.repository';

/** A booking as the e-mails about it show it: on the studio's clock. */
export function sessionOf(booking: BookingWithStudio): StudioSession {
  return {
    studioName: booking.studio.name,
    city: booking.studio.city,
    date: booking.localDate,
    startTime: booking.startTime,
    endsAt: booking.endsAt,
    timeZone: booking.studio.timeZone,
  };
}
