/**
 * Studio booking rules, free of Zod so the API's pure checks and the web form share them.
 * A booking is 1 to 8 whole hours starting on the hour or half hour, on a future date in the
 * studio's own time zone, within that day's opening hours.
 */
export const BOOKING_HOURS_MIN = 1;
export const BOOKING_HOURS_MAX = 8;
export const BOOKING_PURPOSE_MAX = 1000;
/** How far ahead a member may ask for studio time. */
export const BOOKING_HORIZON_DAYS = 180;
/** Sessions start on the hour or the half hour. */
export const BOOKING_START_STEP_MINUTES = 30;
/** `HH:MM`, 24-hour clock. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Bookings a member may make in any 24 hours, whatever becomes of them. */
export const BOOKINGS_PER_DAY = 5;
/** Bookings a member may cancel in any 24 hours. */
export const BOOKING_CANCELLATIONS_PER_DAY = 5;
