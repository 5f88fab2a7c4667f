import * as findMyBookingsEndpoint from '@creators-archive/contract/studios/find-my-bookings';
import type { Booking } from '@creators-archive/contract/studios/find-my-bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Booking };

/** The member's own booking requests, soonest upcoming first, then past ones newest first. */
export async function findMyBookings() {
  return withFallbackMessage(
    await callEndpoint(findMyBookingsEndpoint),
    translator(pageLanguage())('studios.errors.fetchMyBookings'),
  );
}

export const myBookingsQueryKey = ['studios', 'bookings', 'me'] as const;

export function myBookingsQueryOptions() {
  return queryOptions({ queryKey: myBookingsQueryKey, queryFn: async () => unwrap(await findMyBookings()) });
}

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
