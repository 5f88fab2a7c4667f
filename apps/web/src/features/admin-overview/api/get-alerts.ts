import * as findAlertsEndpoint from '@creators-archive/contract/admin/find-alerts';
import type { FindAlertsResponse } from '@creators-archive/contract/admin/find-alerts';
import { useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type AdminAlerts = FindAlertsResponse['data'];

/** What admins must look at about money: the last 30 days' alerts and the disputes still open. */
export async function getAlerts() {
  return withFallbackMessage(
    await callEndpoint(findAlertsEndpoint),
    translator(pageLanguage())('admin.alerts.errors.fetch'),
  );
}

export function useAlerts() {
  return useQuery({ queryKey: ['admin-overview', 'alerts'], queryFn: async () => unwrap(await getAlerts()) });
}
