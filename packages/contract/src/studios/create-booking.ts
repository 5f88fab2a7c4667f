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
 * booking.
 */
export const method = 'POST';
export const path = '/v1/studios/:id/bookings';

export const ZStudioParams = z.object({ id: z.uuid({ message: 'Not a studio id' }) });

export const ZCreateBookingBody = z.object({
  date: z.string().regex(LOCAL_DATE_PATTERN, 'Choose a date'),
  startTime: z
    .string()
    .regex(TIME_OF_DAY_PATTERN, 'Choose a start time')
    .refine(
      (time) => Number(time.slice(3)) % BOOKING_START_STEP_MINUTES === 0,
      'Start on the hour or the half hour',
    ),
  hours: z.coerce
    .number()
    .int('Choose whole hours')
    .min(BOOKING_HOURS_MIN, `Book at least ${BOOKING_HOURS_MIN} hour`)
    .max(BOOKING_HOURS_MAX, `Book at most ${BOOKING_HOURS_MAX} hours`),
  purpose: ZTextBlock.trim()
    .min(1, 'Say what the session is for')
    .max(BOOKING_PURPOSE_MAX, `Write at most ${BOOKING_PURPOSE_MAX} characters`),
});
export type CreateBookingBody = z.input<typeof ZCreateBookingBody>;

export const ZCreateBookingResponse = successEnvelope(ZBooking);
export type CreateBookingResponse = z.infer<typeof ZCreateBookingResponse>;
