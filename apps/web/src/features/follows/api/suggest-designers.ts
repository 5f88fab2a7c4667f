import * as suggestDesignersEndpoint from '@creators-archive/contract/follows/suggest-designers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type SuggestedDesigner = suggestDesignersEndpoint.SuggestDesignersResponse['data']['items'][number];

/** Designers to follow, for a member who follows nobody yet. */
export function suggestedDesignersQueryOptions() {
  return queryOptions({
    // Under the feed's key: following someone reads both again.
    queryKey: ['follows', 'feed', 'suggestions'],
    queryFn: async () => unwrap(await callEndpoint(suggestDesignersEndpoint)).items,
  });
}

export function useSuggestedDesigners(enabled: boolean) {
  return useQuery({ ...suggestedDesignersQueryOptions(), enabled });
}
