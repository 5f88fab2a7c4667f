import { z } from 'zod';
import { ZTextLine } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZBooking, ZBookingStatus } from '../studios/booking';

/** Studio bookings (admins) by status, soonest first, in cursor pages. */
export const method = 'GET';
export const path = '/v1/admin/bookings';

export const ZFindBookingsQuery = z.object({
  status: ZBookingStatus.default('requested'),
  cursor: ZTextLine.max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type FindBookingsQuery = z.input<typeof ZFindBookingsQuery>;

/** A booking with who asked and the studio's contact, for the admin queue. */
export const ZAdminBooking = ZBooking.extend({
  member: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  studioContactEmail: z.string(),
});
export type AdminBooking = z.infer<typeof ZAdminBooking>;

export const ZFindBookingsResponse = successEnvelope(
  z.object({
    items: z.array(ZAdminBooking),
    pagination: z.object({ limit: z.number().int(), nextCursor: z.string().nullable() }),
  }),
);
export type FindBookingsResponse = z.infer<typeof ZFindBookingsResponse>;
