import * as createBookingEndpoint from '@creators-archive/contract/studios/create-booking';
import type { CreateBookingBody } from '@creators-archive/contract/studios/create-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { myBookingsQueryKey } from './find-my-bookings';

type BookingRequest = { studioId: string; body: CreateBookingBody };

/**
 * Asks a studio for time. Answers the envelope, so the form can show a 422 beside the field it
 * names or in its alert, and a 409 overlap in its alert.
 */
export async function createBooking({ studioId, body }: BookingRequest) {
  return withFallbackMessage(
    await callEndpoint(createBookingEndpoint, { params: { id: studioId }, body }),
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
