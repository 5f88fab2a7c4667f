import { createEvent, type EventAttributes } from 'ics';
import type { MailMessage } from '../../mail/mail';
import type { BookingWithStudio } from './studios.repository';

type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** The package validates `timestamp` (DTSTAMP) but its types leave it out. */
type StampedEvent = EventAttributes & { timestamp: number };

/**
 * A confirmed booking as an RFC 5545 calendar file: one VEVENT whose start and end are in UTC,
 * so every calendar shows it at the studio's hour in the reader's own zone. The UID is the
 * booking's, so a second copy of the file updates the same event instead of adding another.
 */
export function bookingCalendarFile(booking: BookingWithStudio, stampedAt: Date): MailAttachment {
  const event: StampedEvent = {
    uid: `${booking.id}@creators-archive`,
    productId: 'creators-archive/studio-bookings',
    timestamp: stampedAt.getTime(),
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Studio session at ${booking.studio.name}`,
    location: `${booking.studio.name}, ${booking.studio.city}, ${booking.studio.country}`,
    description: booking.purpose,
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return {
    filename: 'studio-booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    contentBase64: Buffer.from(value, 'utf8').toString('base64'),
  };
}
