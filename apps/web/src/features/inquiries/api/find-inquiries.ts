import * as findInquiriesEndpoint from '@creators-archive/contract/inquiries/find-inquiries';
import type { InquiryStatus } from '@creators-archive/contract/inquiries/inquiry';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export const inquiriesQueryKey = ['inquiries'] as const;

/** The signed-in designer's inbox, newest first, in one status or all; a page after `cursor`. */
export function inquiriesQueryOptions(status: InquiryStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: [...inquiriesQueryKey, status ?? 'all'],
    queryFn: async ({ pageParam }) =>
      unwrap(await callEndpoint(findInquiriesEndpoint, { query: { status, cursor: pageParam } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useInquiries(status: InquiryStatus | undefined) {
  return useInfiniteQuery(inquiriesQueryOptions(status));
}
