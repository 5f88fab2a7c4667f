import { z } from 'zod';
import { ZTextBlock } from '../entities/text';
import { successEnvelope } from '../envelope';
import { ZAdminBooking } from './find-bookings';

/**
 * Admins confirm or decline a requested booking with a note the member is e-mailed (a confirmed
 * booking's e-mail carries an .ics calendar file); audited. 409 BOOKING_NOT_OPEN unless requested.
 */
export const confirmMethod = 'POST';
export const confirmPath = '/v1/admin/bookings/:id/confirm';
export const declineMethod = 'POST';
export const declinePath = '/v1/admin/bookings/:id/decline';

export const ZAdminBookingParams = z.object({ id: z.uuid({ error: 'validation.notABookingId' }) });

/** Optional when confirming, required when declining. */
export const ZBookingNote = ZTextBlock.trim().max(1000, 'validation.writeAtMost1000Characters');

export const ZConfirmBookingBody = z.object({ note: ZBookingNote.optional() });
export type ConfirmBookingBody = z.input<typeof ZConfirmBookingBody>;

export const ZDeclineBookingBody = z.object({
  note: ZBookingNote.min(1, 'validation.decisionNoteRequired'),
});
export type DeclineBookingBody = z.input<typeof ZDeclineBookingBody>;

export const ZDecideBookingResponse = successEnvelope(ZAdminBooking);
export type DecideBookingResponse = z.infer<typeof ZDecideBookingResponse>;
