import * as decideBooking from '@creators-archive/contract/admin/decide-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { bookingQueueQueryKey } from './find-bookings';

/** The module holds both decisions; each answers the booking as the queue shows it. */
const confirmEndpoint = {
  method: decideBooking.confirmMethod,
  path: decideBooking.confirmPath,
  ZDecideBookingResponse: decideBooking.ZDecideBookingResponse,
} as const;
const declineEndpoint = {
  method: decideBooking.declineMethod,
  path: decideBooking.declinePath,
  ZDecideBookingResponse: decideBooking.ZDecideBookingResponse,
} as const;

/** Confirms a requested booking (admins); the member is e-mailed the note, if any, and a calendar file. */
export async function confirmBooking({ id, note }: { id: string; note: string }) {
  return withFallbackMessage(
    await callEndpoint(confirmEndpoint, { params: { id }, body: note ? { note } : {} }),
    translator(pageLanguage())('studios.errors.confirmBooking'),
  );
}

/** Declines a requested booking with the note the member is e-mailed (admins). */
export async function declineBooking({ id, note }: { id: string; note: string }) {
  return withFallbackMessage(
    await callEndpoint(declineEndpoint, { params: { id }, body: { note } }),
    translator(pageLanguage())('studios.errors.declineBooking'),
  );
}

/**
 * Answers the envelope for the dialog to show; every status tab is asked for again after, and the
 * console's overview (open bookings) and members' pages (their bookings).
 */
function useDecision(decide: typeof confirmBooking) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: bookingQueueQueryKey }),
        client.invalidateQueries({ queryKey: ['admin-overview'] }),
        client.invalidateQueries({ queryKey: ['admin-members', 'member'] }),
      ]),
  });
}

export function useConfirmBooking() {
  return useDecision(confirmBooking);
}

export function useDeclineBooking() {
  return useDecision(declineBooking);
}
