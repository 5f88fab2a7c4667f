import { ErrorReason } from '@creators-archive/contract';
import {
  BOOKING_CANCELLATIONS_PER_DAY,
  BOOKINGS_PER_DAY,
} from '@creators-archive/contract/studios/booking-rules';
import { defaultLocale } from '@creators-archive/i18n';
import { bookingLimitMessage } from '../../i18n/error-messages';
import { translatorFor } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';

/**
 * What a member may do with studio bookings, so a booking cannot be a way to send text to a
 * studio's inbox again and again. The counts are read from the bookings themselves, under the
 * member's row lock, so every process agrees on them.
 */

/** The window the daily limits count in: any 24 hours, not a calendar day. */
export const LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * A booking is written to its studio once it has stood this long, if it is still open then. One
 * cancelled (or declined) sooner sends the studio nothing at all: neither the request nor the
 * cancellation.
 */
export const STUDIO_QUIET_MINUTES = 10;
export const STUDIO_QUIET_MS = STUDIO_QUIET_MINUTES * 60_000;

export type LimitedBookingAction = 'bookings' | 'cancellations';

export const perDay: Record<LimitedBookingAction, number> = {
  bookings: BOOKINGS_PER_DAY,
  cancellations: BOOKING_CANCELLATIONS_PER_DAY,
};

/**
 * When the member may act again, given the times of their latest actions of the kind (newest
 * first, at least the `limit` latest within the window): undefined while fewer than `limit` fall
 * within the last 24 hours, else the moment the `limit`-th newest leaves the window.
 */
export function nextAllowedAt(latest: Date[], limit: number, now: Date): Date | undefined {
  const windowStart = now.getTime() - LIMIT_WINDOW_MS;
  const within = latest.filter((at) => at.getTime() > windowStart).sort((a, b) => b.getTime() - a.getTime());
  const leaving = within[limit - 1];
  return leaving && new Date(leaving.getTime() + LIMIT_WINDOW_MS);
}

/**
 * 429 with Retry-After: the member reached the limit of `action` until `retryAt`. Its English words
 * are the catalogue's, as every other language's are, so the wait is said the same way in each.
 */
export function bookingLimitReached(action: LimitedBookingAction, retryAt: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  const details = { limited: action, perDay: perDay[action], retryAfterSeconds };
  const message = bookingLimitMessage(details);
  return new AppError(
    429,
    ErrorReason.bookingLimitReached,
    translatorFor(defaultLocale)(message.id, message.values),
    details,
  );
}
