import * as getCampaignEndpoint from '@creators-archive/contract/admin/get-campaign';
import type { Campaign } from '@creators-archive/contract/admin/get-campaign';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Campaign };

/** A discount e-mail campaign and where each recipient's message stands (admins). */
export async function getCampaign(id: string) {
  return withFallbackMessage(
    await callEndpoint(getCampaignEndpoint, { params: { id } }),
    translator(pageLanguage())('admin.sendCodes.errors.fetchCampaign'),
  );
}

export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['discount-codes', 'campaign', id],
    queryFn: async () => unwrap(await getCampaign(id)),
    // Polled while its e-mails go out: every read asks the server.
    staleTime: 0,
  });
}

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
