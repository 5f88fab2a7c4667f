import { path, type CreateBookingBody } from '@creators-archive/contract/studios/create-booking';
import { toPath } from '@creators-archive/contract/endpoint';
import type { Booking } from '@creators-archive/contract/studios/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { myBookingsQueryKey } from './find-my-bookings';

type BookingRequest = { studioId: string; body: CreateBookingBody };

/**
 * Asks a studio for time. Answers the envelope, so the form can show a 422 beside the field it
 * names or in its alert, and a 409 overlap in its alert.
 */
export async function createBooking({ studioId, body }: BookingRequest) {
  return withFallbackMessage(
    await apiClient.post<Booking>(toPath(path, { id: studioId }), body),
    translator(pageLanguage())('studios.errors.sendBooking'),
  );
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => client.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
