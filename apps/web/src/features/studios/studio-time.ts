import type { OpeningHours } from '@creators-archive/contract/studios/studio';

/**
 * Studio hours and bookings are on the studio's wall clock, not the member's: these read and
 * write dates and times in the studio's IANA time zone.
 */

/** Bookings start on the hour or half hour. */
const START_STEP_MINUTES = 30;

/** ISO weekdays, Monday first. */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** 'Monday' … 'Sunday' in the member's language, for an ISO weekday (1 Monday … 7 Sunday). */
export function weekdayName(isoDay: number, locale?: string): string {
  // 5 January 2026 was a Monday.
  return new Date(Date.UTC(2026, 0, 4 + isoDay)).toLocaleDateString(locale, {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

/** The zone as people say it, with its IANA name: 'West Africa Standard Time (Africa/Lagos)'. */
export function timeZoneLabel(timeZone: string, locale?: string): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/** Today's `YYYY-MM-DD` on the studio's calendar. */
export function studioToday(timeZone: string, now = new Date()): string {
  // Canadian English writes dates as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone });
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` date. */
export function isoWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start times a day's opening hours leave room for: on the half hour, at least an hour before closing. */
export function startTimesWithin(hours: OpeningHours): string[] {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const firstStart = Math.ceil(opens / START_STEP_MINUTES) * START_STEP_MINUTES;
  const times: string[] = [];
  for (let start = firstStart; start + 60 <= closes; start += START_STEP_MINUTES) times.push(timeOf(start));
  return times;
}

/** A studio calendar date for reading: 'Tue, 14 Apr 2026'. */
export function formatStudioDate(date: string, locale?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An instant on the studio's clock, `HH:MM`. */
export function studioClockTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
}

/** A country's name in the member's language, from its ISO 3166-1 code. */
export function countryName(code: string, locale?: string): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
