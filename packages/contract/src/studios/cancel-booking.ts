import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZBooking } from './booking';

/**
 * The member cancels their requested or confirmed booking until it starts; 409 BOOKING_NOT_OPEN
 * after. 429 BOOKING_LIMIT_REACHED past BOOKING_CANCELLATIONS_PER_DAY cancellations in 24 hours.
 */
export const method = 'POST';
export const path = '/v1/studios/bookings/:id/cancel';

export const ZBookingParams = z.object({ id: z.uuid({ error: 'validation.notABookingId' }) });

export const ZCancelBookingResponse = successEnvelope(ZBooking);
export type CancelBookingResponse = z.infer<typeof ZCancelBookingResponse>;
