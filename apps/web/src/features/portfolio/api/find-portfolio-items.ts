import type { FindPortfolioItemsResponse } from '@creators-archive/contract/portfolio/find-portfolio-items';
import { portfolioItemsPath as path } from '@creators-archive/contract/portfolio/portfolio-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type PortfolioPage = FindPortfolioItemsResponse['data'];
export type FindPortfolioItemsQuery = { page?: number; limit?: number; category?: string; userId?: string };

export function findPortfolioItems(query: FindPortfolioItemsQuery) {
  return apiClient.get<PortfolioPage>(path, query);
}

export function portfolioItemsQueryOptions(query: FindPortfolioItemsQuery) {
  return queryOptions({
    queryKey: ['portfolio', 'list', query],
    queryFn: async () => unwrap(await findPortfolioItems(query)),
    placeholderData: keepPreviousData,
  });
}

/** Polls while any item is still processing, so it turns ready without a reload. */
export function usePortfolioItems(query: FindPortfolioItemsQuery) {
  return useQuery({
    ...portfolioItemsQueryOptions(query),
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => item.status === 'processing') ? 1500 : false,
  });
}
