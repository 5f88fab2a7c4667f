import * as getFeedEndpoint from '@creators-archive/contract/follows/get-feed';
import { FEED_PAGE_SIZE } from '@creators-archive/contract/follows/follow-paths';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type FeedPage = getFeedEndpoint.GetFeedResponse['data'];
export type FeedWork = FeedPage['items'][number];

/** The member's feed as pages followed by cursor, newest work first. */
export function feedInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['follows', 'feed'],
    queryFn: async ({ pageParam }) =>
      unwrap(await callEndpoint(getFeedEndpoint, { query: { cursor: pageParam, limit: FEED_PAGE_SIZE } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
  });
}

export function useFeed() {
  return useInfiniteQuery(feedInfiniteQueryOptions());
}
