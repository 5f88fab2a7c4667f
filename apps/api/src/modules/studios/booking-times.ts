import { BOOKING_HORIZON_DAYS } from '@creators-archive/contract/studios/booking-rules';
import type { OpeningHoursRow } from '../../db/schema';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The zone's offset from UTC at an instant, in milliseconds (east positive), read through Intl. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** Milliseconds of a `YYYY-MM-DD` date at `HH:MM` as if it were UTC; undefined for a date that does not exist. */
function wallClockMs(date: string, time: string): number | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  if ([year, month, day, hour, minute].some((value) => value === undefined || Number.isNaN(value))) {
    return undefined;
  }
  const wall = Date.UTC(year as number, (month as number) - 1, day as number, hour, minute);
  // Date.UTC rolls 31 April over into May; such a date is refused rather than moved.
  return new Date(wall).toISOString().slice(0, 10) === date ? wall : undefined;
}

/**
 * The instant a wall-clock time on a date names in an IANA zone. Across a daylight-saving change
 * it answers as calendars do: a time the clocks skipped is read with the offset before the change
 * (so it lands after the gap), and a time that happened twice is its earlier occurrence.
 * Undefined when the date does not exist.
 */
export function instantOf(date: string, time: string, timeZone: string): Date | undefined {
  const wall = wallClockMs(date, time);
  if (wall === undefined) return undefined;
  const before = wall - offsetAt(timeZone, wall - dayMs);
  const after = wall - offsetAt(timeZone, wall + dayMs);
  const names = (instant: number) => instant + offsetAt(timeZone, instant) === wall;
  const candidates = [before, after].filter(names).sort((a, b) => a - b);
  return new Date(candidates[0] ?? before);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

export type BookingRequest = { date: string; startTime: string; hours: number };

export type BookingTimes = { startsAt: Date; endsAt: Date };

export type Unavailability = 'no_such_date' | 'past' | 'beyond_horizon' | 'closed' | 'outside_opening_hours';

export type BookingTimeVerdict = { ok: true; times: BookingTimes } | { ok: false; reason: Unavailability };

/**
 * Whether a studio can be asked for this time: a real date, starting in the future and at most
 * BOOKING_HORIZON_DAYS ahead, on a day the studio opens, from opening to closing at the latest.
 * Everything is compared as instants, so a daylight-saving change inside the day is counted right.
 */
export function checkBookingTime(
  request: BookingRequest,
  studio: { timeZone: string; openingHours: OpeningHoursRow[] },
  now: Date,
): BookingTimeVerdict {
  const startsAt = instantOf(request.date, request.startTime, studio.timeZone);
  if (!startsAt) return { ok: false, reason: 'no_such_date' };
  const endsAt = new Date(startsAt.getTime() + request.hours * hourMs);
  if (startsAt.getTime() <= now.getTime()) return { ok: false, reason: 'past' };
  if (startsAt.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * dayMs) {
    return { ok: false, reason: 'beyond_horizon' };
  }
  const weekday = isoWeekday(request.date);
  const hours = studio.openingHours.find((row) => row.day === weekday);
  if (!hours) return { ok: false, reason: 'closed' };
  const opensAt = instantOf(request.date, hours.opens, studio.timeZone);
  const closesAt = instantOf(request.date, hours.closes, studio.timeZone);
  if (!opensAt || !closesAt || startsAt < opensAt || endsAt > closesAt) {
    return { ok: false, reason: 'outside_opening_hours' };
  }
  return { ok: true, times: { startsAt, endsAt } };
}

/** Whether two half-open intervals share a moment; one ending as the other starts does not. */
export function overlaps(a: BookingTimes, b: BookingTimes): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
