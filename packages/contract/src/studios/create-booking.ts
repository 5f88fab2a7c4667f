import { z } from 'zod';
import { ZTextBlock } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZBooking } from './booking';
import {
  BOOKING_HOURS_MAX,
  BOOKING_HOURS_MIN,
  BOOKING_PURPOSE_MAX,
  BOOKING_START_STEP_MINUTES,
  LOCAL_DATE_PATTERN,
  TIME_OF_DAY_PATTERN,
} from './booking-rules';

/**
 * Asks a studio for time (verified members): stored as `requested`, e-mailed to the studio and the
 * member. 422 BOOKING_NOT_AVAILABLE when it is past, too far ahead or outside opening hours in the
 * studio's time zone; 409 BOOKING_OVERLAP when it overlaps the member's own requested or confirmed
 * booking; 429 BOOKING_LIMIT_REACHED past BOOKINGS_PER_DAY bookings in 24 hours. The studio is
 * e-mailed once the booking has stood for a few minutes, if it is still open then.
 */
export const method = 'POST';
export const path = '/v1/studios/:id/bookings';

export const ZStudioParams = z.object({ id: z.uuid({ error: 'validation.notAStudioId' }) });

export const ZCreateBookingBody = z.object({
  date: z.string().regex(LOCAL_DATE_PATTERN, 'validation.dateRequired'),
  startTime: z
    .string()
    .regex(TIME_OF_DAY_PATTERN, 'validation.startTimeRequired')
    .refine(
      (time) => Number(time.slice(3)) % BOOKING_START_STEP_MINUTES === 0,
      'validation.startOnHourOrHalfHour',
    ),
  hours: z.coerce
    .number()
    .int('validation.wholeHours')
    .min(BOOKING_HOURS_MIN, 'validation.bookAtLeast1Hour')
    .max(BOOKING_HOURS_MAX, 'validation.bookAtMost8Hours'),
  purpose: ZTextBlock.trim()
    .min(1, 'validation.bookingPurposeRequired')
    .max(BOOKING_PURPOSE_MAX, 'validation.writeAtMost1000Characters'),
});
export type CreateBookingBody = z.input<typeof ZCreateBookingBody>;

export const ZCreateBookingResponse = successEnvelope(ZBooking);
export type CreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;
