import { path, type Analytics } from '@creators-archive/contract/analytics/get-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function getAnalytics(days: 30 | 90) {
  return apiClient.get<Analytics>(path, { days });
}

export function analyticsQueryOptions(days: 30 | 90) {
  return queryOptions({
    queryKey: ['analytics', days],
    queryFn: async () => unwrap(await getAnalytics(days)),
    placeholderData: keepPreviousData,
  });
}

export function useAnalytics(days: 30 | 90) {
  return useQuery(analyticsQueryOptions(days));
}
