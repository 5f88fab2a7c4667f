import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZBooking } from './booking';

export * from './booking';

/** The member's own booking requests, soonest upcoming first, then past ones newest first. */
export const method = 'GET';
export const path = '/v1/studios/bookings/me';

export const ZFindMyBookingsResponse = successEnvelope(z.array(ZBooking));
export type FindMyBookingsResponse = z.infer<typeof ZFindMyBookingsResponse>;
