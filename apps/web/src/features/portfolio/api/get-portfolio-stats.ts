import { path, type PortfolioStats } from '@creators-archive/contract/portfolio/get-portfolio-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function getPortfolioStats() {
  return apiClient.get<PortfolioStats>(path);
}

export function portfolioStatsQueryOptions() {
  return queryOptions({
    queryKey: ['portfolio', 'stats'],
    queryFn: async () => unwrap(await getPortfolioStats()),
  });
}

export function usePortfolioStats() {
  return useQuery(portfolioStatsQueryOptions());
}
