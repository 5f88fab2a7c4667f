import {
  DIRECTORY_PAGE_SIZE,
  findDesignersPath,
  type DesignerSort,
} from '@creators-archive/contract/directory/designer-search';
import type {
  DesignerCard,
  FindDesignersResponse,
} from '@creators-archive/contract/directory/find-designers';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { DesignerCard };
export type DesignersPage = FindDesignersResponse['data'];
export type { DesignerSort };

/** What a visitor narrows the directory by; every field is optional, as in the URL. */
export type DesignerFilters = {
  q?: string | undefined;
  country?: string | undefined;
  discipline?: string | undefined;
  /** Designers open to this kind of work. */
  openTo?: OpenToKind | undefined;
  verified?: boolean | undefined;
  sort?: DesignerSort | undefined;
};

export function findDesigners(filters: DesignerFilters & { cursor?: string; limit?: number }) {
  return apiClient.get<DesignersPage>(findDesignersPath, {
    q: filters.q || undefined,
    country: filters.country || undefined,
    discipline: filters.discipline || undefined,
    openTo: filters.openTo,
    verified: filters.verified === undefined ? undefined : String(filters.verified),
    sort: filters.sort,
    cursor: filters.cursor,
    limit: filters.limit,
  });
}

/** Empty values dropped, so `?q=` and no `q` share one cache entry. */
function normalised(filters: DesignerFilters): DesignerFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as DesignerFilters;
}

/** The directory as pages followed by cursor; the pages stay cached, so back shows them again. */
export function findDesignersInfiniteQueryOptions(filters: DesignerFilters) {
  const key = normalised(filters);
  return infiniteQueryOptions({
    queryKey: ['designers', 'list', key],
    queryFn: async ({ pageParam }) =>
      unwrap(await findDesigners({ ...key, cursor: pageParam, limit: DIRECTORY_PAGE_SIZE })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.pagination.nextCursor ?? undefined,
    // While a new search loads, the previous results stay on screen (dimmed) instead of blinking.
    placeholderData: keepPreviousData,
  });
}

export function useDesigners(filters: DesignerFilters) {
  return useInfiniteQuery(findDesignersInfiniteQueryOptions(filters));
}

/** One short list, for the home page's featured and latest rows. */
export function findDesignersQueryOptions(filters: DesignerFilters & { limit: number }) {
  const { limit, ...rest } = filters;
  const key = normalised(rest);
  return queryOptions({
    queryKey: ['designers', 'short-list', key, limit],
    queryFn: async () => unwrap(await findDesigners({ ...key, limit })).items,
  });
}

export function useDesignersShortList(filters: DesignerFilters & { limit: number }) {
  return useQuery(findDesignersQueryOptions(filters));
}
