import * as getOverviewEndpoint from '@creators-archive/contract/admin/get-overview';
import type { Overview } from '@creators-archive/contract/admin/get-overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Overview };

/** The admin dashboard's figures, the last 90 days day by day and the latest activity. */
export async function getOverview() {
  return withFallbackMessage(
    await callEndpoint(getOverviewEndpoint),
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
