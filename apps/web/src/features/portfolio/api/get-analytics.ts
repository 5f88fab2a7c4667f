import * as getAnalyticsEndpoint from '@creators-archive/contract/analytics/get-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function getAnalytics(days: 30 | 90) {
  return callEndpoint(getAnalyticsEndpoint, { query: { days } });
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
