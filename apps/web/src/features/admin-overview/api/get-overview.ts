import { path, type Overview } from '@creators-archive/contract/admin/get-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { Overview };

/** The admin dashboard's figures, the last 90 days day by day and the latest activity. */
export async function getOverview() {
  return withFallbackMessage(
    await apiClient.get<Overview>(path),
    translator(pageLanguage())('admin.overview.errors.fetch'),
  );
}

export const overviewQueryKey = ['admin-overview'] as const;

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: overviewQueryKey,
    queryFn: async () => unwrap(await getOverview()),
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
