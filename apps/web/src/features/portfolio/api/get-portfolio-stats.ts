import * as getPortfolioStatsEndpoint from '@creators-archive/contract/portfolio/get-portfolio-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function getPortfolioStats() {
  return callEndpoint(getPortfolioStatsEndpoint);
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
