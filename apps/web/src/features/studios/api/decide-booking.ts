import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import { confirmPath, declinePath } from '@creators-archive/contract/admin/decide-booking';
import { toPath } from '@creators-archive/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { bookingQueueQueryKey } from './find-bookings';

/** Confirms a requested booking (admins); the member is e-mailed the note, if any, and a calendar file. */
export async function confirmBooking({ id, note }: { id: string; note: string }) {
  return withFallbackMessage(
    await apiClient.post<AdminBooking>(toPath(confirmPath, { id }), note ? { note } : {}),
    translator(pageLanguage())('studios.errors.confirmBooking'),
  );
}

/** Declines a requested booking with the note the member is e-mailed (admins). */
export async function declineBooking({ id, note }: { id: string; note: string }) {
  return withFallbackMessage(
    await apiClient.post<AdminBooking>(toPath(declinePath, { id }), { note }),
    translator(pageLanguage())('studios.errors.declineBooking'),
  );
}

/** Answers the envelope for the dialog to show; every status tab is asked for again after. */
function useDecision(decide: typeof confirmBooking) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => client.invalidateQueries({ queryKey: bookingQueueQueryKey }),
  });
}

export function useConfirmBooking() {
  return useDecision(confirmBooking);
}

export function useDeclineBooking() {
  return useDecision(declineBooking);
}
