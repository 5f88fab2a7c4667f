import { describe, expect, it } from 'vitest';
import { ErrorReason } from '@creators-archive/contract';
import { localizedError } from '../../i18n/error-messages';
import { bookingLimitReached, LIMIT_WINDOW_MS, nextAllowedAt } from './booking-limits';

const now = new Date('2026-06-10T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('the daily limits of studio bookings', () => {
  it('allows an action while fewer than the limit fall within the last 24 hours', () => {
    expect(nextAllowedAt([], 5, now)).toBeUndefined();
    expect(nextAllowedAt([ago(1), ago(2), ago(3), ago(4)], 5, now)).toBeUndefined();
    // Older than 24 hours: no longer counted.
    expect(nextAllowedAt([ago(1), ago(2), ago(3), ago(4), ago(24 * 60)], 5, now)).toBeUndefined();
  });

  it('refuses the next once the limit is reached, until the limit-th newest leaves the window', () => {
    const latest = [ago(300), ago(5), ago(200), ago(60), ago(120)];
    expect(nextAllowedAt(latest, 5, now)).toEqual(new Date(ago(300).getTime() + LIMIT_WINDOW_MS));
    // More than the limit (the limit was lowered): the wait ends when only limit − 1 remain.
    const more = [ago(1), ago(2), ago(3), ago(4), ago(5), ago(6)];
    expect(nextAllowedAt(more, 5, now)).toEqual(new Date(ago(5).getTime() + LIMIT_WINDOW_MS));
  });

  it('says which limit was reached and how long to wait, in whole seconds and minutes', () => {
    const error = bookingLimitReached('cancellations', new Date(now.getTime() + 90_500), now);
    expect(error.status).toBe(429);
    expect(error.reason).toBe(ErrorReason.bookingLimitReached);
    expect(error.details).toEqual({ limited: 'cancellations', perDay: 5, retryAfterSeconds: 91 });
    expect(error.message).toBe(
      'You can cancel at most 5 studio bookings in 24 hours. Try again in 2 minutes.',
    );
  });

  it('says a long wait in hours and minutes, as a person would, in English and in French', () => {
    const waits: [seconds: number, english: string, french: string][] = [
      [24 * 60 * 60, '24 hours', '24 heures'],
      [3 * 60 * 60 + 5 * 60, '3 hours 5 minutes', '3 heures 5 minutes'],
      [60 * 60 + 60, '1 hour 1 minute', '1 heure 1 minute'],
      [60 * 60, '1 hour', '1 heure'],
      [12 * 60, '12 minutes', '12 minutes'],
      [59 * 60 + 1, '1 hour', '1 heure'],
      [1, '1 minute', '1 minute'],
    ];
    for (const [seconds, english, french] of waits) {
      const error = bookingLimitReached('bookings', new Date(now.getTime() + seconds * 1000), now);
      expect(error.message).toBe(
        `You can ask for at most 5 studio bookings in 24 hours. Try again in ${english}.`,
      );
      expect(localizedError(error, 'fr').message).toBe(
        `Vous pouvez demander au plus 5 réservations de studio en 24 heures. Réessayez dans ${french}.`,
      );
    }
  });
});
