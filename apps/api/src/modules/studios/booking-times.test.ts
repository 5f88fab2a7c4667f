import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_DAYS } from '@creators-archive/contract/studios/booking-rules';
import { checkBookingTime, instantOf, overlaps } from './booking-times';

describe('a wall-clock time in a zone', () => {
  it('is the instant the zone’s clocks show it', () => {
    expect(instantOf('2026-12-02', '10:00', 'Africa/Lagos')?.toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(instantOf('2026-12-02', '10:00', 'Africa/Nairobi')?.toISOString()).toBe(
      '2026-12-02T07:00:00.000Z',
    );
    expect(instantOf('2026-12-02', '10:00', 'Africa/Accra')?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(instantOf('2026-12-02', '00:30', 'Africa/Johannesburg')?.toISOString()).toBe(
      '2026-12-01T22:30:00.000Z',
    );
  });

  it('follows daylight saving on either side of a change', () => {
    // London moves from GMT to BST on 29 March 2026 at 01:00 UTC.
    expect(instantOf('2026-03-28', '12:00', 'Europe/London')?.toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(instantOf('2026-03-29', '12:00', 'Europe/London')?.toISOString()).toBe('2026-03-29T11:00:00.000Z');
  });

  it('reads a skipped time after the gap and a repeated time at its first occurrence', () => {
    // New York skips 02:00–03:00 on 8 March 2026 and repeats 01:00–02:00 on 1 November 2026.
    expect(instantOf('2026-03-08', '02:30', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(instantOf('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('does not exist on a date the calendar lacks', () => {
    expect(instantOf('2026-02-30', '10:00', 'Africa/Lagos')).toBeUndefined();
    expect(instantOf('2026-13-01', '10:00', 'Africa/Lagos')).toBeUndefined();
  });
});

describe('checking a booking’s time', () => {
  // Open Monday to Friday 09:00–18:00 and Saturday 10:00–14:00; closed on Sunday.
  const lagos = {
    timeZone: 'Africa/Lagos',
    openingHours: [
      ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
      { day: 6, opens: '10:00', closes: '14:00' },
    ],
  };
  const now = new Date('2026-11-24T10:00:00Z');
  // 2 December 2026 is a Wednesday, 6 December a Sunday.
  const wednesday = '2026-12-02';

  it('answers the instants of a time within opening hours', () => {
    expect(checkBookingTime({ date: wednesday, startTime: '10:00', hours: 2 }, lagos, now)).toEqual({
      ok: true,
      times: { startsAt: new Date('2026-12-02T09:00:00Z'), endsAt: new Date('2026-12-02T11:00:00Z') },
    });
  });

  it('refuses a day the studio is closed', () => {
    expect(checkBookingTime({ date: '2026-12-06', startTime: '10:00', hours: 1 }, lagos, now)).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('refuses a start before opening and an end after closing, and takes an end exactly at closing', () => {
    const at = (startTime: string, hours: number) =>
      checkBookingTime({ date: wednesday, startTime, hours }, lagos, now);
    expect(at('08:30', 2)).toEqual({ ok: false, reason: 'outside_opening_hours' });
    expect(at('17:00', 2)).toEqual({ ok: false, reason: 'outside_opening_hours' });
    expect(at('16:00', 2).ok).toBe(true);
    expect(at('09:00', 8).ok).toBe(true);
    expect(checkBookingTime({ date: '2026-12-05', startTime: '12:00', hours: 3 }, lagos, now)).toEqual({
      ok: false,
      reason: 'outside_opening_hours',
    });
  });

  it('refuses a time that has passed, including earlier today on the studio’s clock', () => {
    expect(checkBookingTime({ date: '2026-11-23', startTime: '10:00', hours: 1 }, lagos, now)).toEqual({
      ok: false,
      reason: 'past',
    });
    // 10:00 UTC is 11:00 in Lagos: 11:00 has just started, 11:30 is still ahead.
    expect(checkBookingTime({ date: '2026-11-24', startTime: '11:00', hours: 1 }, lagos, now)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkBookingTime({ date: '2026-11-24', startTime: '11:30', hours: 1 }, lagos, now).ok).toBe(true);
  });

  it(`refuses a time more than ${BOOKING_HORIZON_DAYS} days ahead`, () => {
    const horizon = new Date(now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60 * 1000);
    const lastDay = horizon.toISOString().slice(0, 10);
    const dayAfter = new Date(horizon.getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const everyDay = {
      ...lagos,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '23:00' })),
    };
    // The horizon ends at 11:00 Lagos time on its last day.
    expect(checkBookingTime({ date: lastDay, startTime: '11:00', hours: 1 }, everyDay, now).ok).toBe(true);
    expect(checkBookingTime({ date: lastDay, startTime: '11:30', hours: 1 }, everyDay, now)).toEqual({
      ok: false,
      reason: 'beyond_horizon',
    });
    expect(checkBookingTime({ date: dayAfter, startTime: '09:00', hours: 1 }, everyDay, now)).toEqual({
      ok: false,
      reason: 'beyond_horizon',
    });
  });

  it('refuses a date that does not exist', () => {
    expect(checkBookingTime({ date: '2026-11-31', startTime: '10:00', hours: 1 }, lagos, now)).toEqual({
      ok: false,
      reason: 'no_such_date',
    });
  });
});

describe('overlapping bookings', () => {
  const lagos = (startTime: string, hours: number) =>
    interval(instantOf('2026-12-02', startTime, 'Africa/Lagos'), hours);
  const nairobi = (startTime: string, hours: number) =>
    interval(instantOf('2026-12-02', startTime, 'Africa/Nairobi'), hours);

  it('are compared as instants across time zones', () => {
    // 10:00–12:00 in Lagos is 09:00–11:00 UTC; 11:00–13:00 in Nairobi is 08:00–10:00 UTC.
    expect(overlaps(lagos('10:00', 2), nairobi('11:00', 2))).toBe(true);
    // 13:00–14:00 in Nairobi is 10:00–11:00 UTC, inside the Lagos session although its clock reads later.
    expect(overlaps(lagos('10:00', 2), nairobi('13:00', 1))).toBe(true);
    // 09:00–11:00 in Nairobi is 06:00–08:00 UTC, before it.
    expect(overlaps(lagos('10:00', 2), nairobi('09:00', 2))).toBe(false);
  });

  it('do not include one ending as the other starts', () => {
    expect(overlaps(lagos('10:00', 2), lagos('12:00', 1))).toBe(false);
    expect(overlaps(lagos('12:00', 1), lagos('10:00', 2))).toBe(false);
  });
});

function interval(startsAt: Date | undefined, hours: number) {
  if (!startsAt) throw new Error('no such time');
  return { startsAt, endsAt: new Date(startsAt.getTime() + hours * 60 * 60 * 1000) };
}
