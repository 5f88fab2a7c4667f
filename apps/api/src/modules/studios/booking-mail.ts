import { defaultLocale } from '@creators-archive/i18n';
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

/**
 * Studios keep no language of their own, and the member's is not theirs: they are written to in
 * the product's default language.
 */
export const studioMailLocale = defaultLocale;
