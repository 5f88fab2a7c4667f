import * as findBookingsEndpoint from '@creators-archive/contract/admin/find-bookings';
import type { AdminBooking, FindBookingsResponse } from '@creators-archive/contract/admin/find-bookings';
import type { BookingStatus } from '@creators-archive/contract/studios/booking';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AdminBooking };
export type BookingsPage = FindBookingsResponse['data'];

/** Studio bookings in one state (admins), soonest first, a page after `cursor`. */
export async function findBookings(query: { status: BookingStatus; cursor?: string | undefined }) {
  return withFallbackMessage(
    await callEndpoint(findBookingsEndpoint, { query: { status: query.status, cursor: query.cursor } }),
    translator(pageLanguage())('studios.errors.fetchBookings'),
  );
}

export const bookingQueueQueryKey = ['studios', 'admin', 'bookings'] as const;

export function bookingQueueQueryOptions(status: BookingStatus) {
  return infiniteQueryOptions({
    queryKey: [...bookingQueueQueryKey, status],
    queryFn: async ({ pageParam }) => unwrap(await findBookings({ status, cursor: pageParam })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useBookingQueue(status: BookingStatus) {
  return useInfiniteQuery(bookingQueueQueryOptions(status));
}
