import type { FindWorksResponse, WorkCard } from '@creators-archive/contract/works/find-works';
import { findWorksPath, WORKS_PAGE_SIZE, type WorkSort } from '@creators-archive/contract/works/work-search';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { WorkCard, WorkSort };
export type WorksPage = FindWorksResponse['data'];

/** What a visitor narrows the works by; every field is optional, as in the URL. */
export type WorkFilters = {
  q?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
  /** `#rrggbb`, lower case. */
  color?: string | undefined;
  sort?: WorkSort | undefined;
};

export function findWorks(filters: WorkFilters & { cursor?: string; limit?: number }) {
  return apiClient.get<WorksPage>(findWorksPath, {
    q: filters.q || undefined,
    category: filters.category || undefined,
    tag: filters.tag || undefined,
    color: filters.color || undefined,
    sort: filters.sort,
    cursor: filters.cursor,
    limit: filters.limit,
  });
}

/** Empty values dropped, so `?q=` and no `q` share one cache entry. */
function normalised(filters: WorkFilters): WorkFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as WorkFilters;
}

/** The works as pages followed by cursor; the pages stay cached, so back shows them again. */
export function findWorksInfiniteQueryOptions(filters: WorkFilters) {
  const key = normalised(filters);
  return infiniteQueryOptions({
    queryKey: ['works', 'list', key],
    queryFn: async ({ pageParam }) =>
      unwrap(await findWorks({ ...key, cursor: pageParam, limit: WORKS_PAGE_SIZE })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
    // While a new search loads, the previous results stay on screen (dimmed) instead of blinking.
    placeholderData: keepPreviousData,
  });
}

export function useWorks(filters: WorkFilters) {
  return useInfiniteQuery(findWorksInfiniteQueryOptions(filters));
}
