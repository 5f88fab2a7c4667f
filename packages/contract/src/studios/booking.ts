import { z } from 'zod';

export * from './booking-rules';

export const ZBookingStatus = z.enum(['requested', 'confirmed', 'declined', 'cancelled']);
export type BookingStatus = z.infer<typeof ZBookingStatus>;

export const ZBookingCancelledBecause = z.enum([
  'member',
  'verification_lost',
  'subscription_ended',
  'member_suspended',
]);
export type BookingCancelledBecause = z.infer<typeof ZBookingCancelledBecause>;

/** A booking request as its member sees it. Instants are ISO 8601; date and time are the studio's. */
export const ZBooking = z.object({
  id: z.uuid(),
  studio: z.object({
    id: z.uuid(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    timeZone: z.string(),
  }),
  /** `YYYY-MM-DD` on the studio's calendar. */
  date: z.string(),
  /** `HH:MM` on the studio's clock. */
  startTime: z.string(),
  hours: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  purpose: z.string(),
  status: ZBookingStatus,
  /** The admin's note on confirming or declining. */
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledBecause: ZBookingCancelledBecause.nullable(),
  /** Whether the member may still cancel it (requested or confirmed, not yet started). */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof ZBooking>;
