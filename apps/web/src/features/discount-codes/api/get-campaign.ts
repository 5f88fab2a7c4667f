import { path, type Campaign } from '@creators-archive/contract/admin/get-campaign';
import { toPath } from '@creators-archive/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { Campaign };

/** A discount e-mail campaign and where each recipient's message stands (admins). */
export async function getCampaign(id: string, options: { fresh?: boolean } = {}) {
  return withFallbackMessage(
    await apiClient.get<Campaign>(toPath(path, { id }), undefined, options),
    translator(pageLanguage())('admin.sendCodes.errors.fetchCampaign'),
  );
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['discount-codes', 'campaign', id],
    queryFn: async () => unwrap(await getCampaign(id, { fresh: true })),
  });
}

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
