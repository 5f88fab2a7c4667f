import * as cancelBookingEndpoint from '@creators-archive/contract/studios/cancel-booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { myBookingsQueryKey } from './find-my-bookings';

/** Cancels the member's requested or confirmed booking; 409 BOOKING_NOT_OPEN once it has started. */
export async function cancelBooking(id: string) {
  return withFallbackMessage(
    await callEndpoint(cancelBookingEndpoint, { params: { id } }),
    translator(pageLanguage())('studios.errors.cancelBooking'),
  );
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await cancelBooking(id)),
    onSettled: () => client.invalidateQueries({ queryKey: myBookingsQueryKey }),
  });
}
