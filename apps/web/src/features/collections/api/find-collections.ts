import * as findCollectionsEndpoint from '@creators-archive/contract/collections/find-collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type OwnCollection = findCollectionsEndpoint.OwnCollection;

/**
 * The member's own collections, most recently changed first (one page holds all a member may
 * keep); with `itemId`, each says whether it holds that work.
 */
export function ownCollectionsQueryOptions(itemId?: string) {
  return queryOptions({
    queryKey: ['collections', 'mine', itemId ?? null],
    queryFn: async () =>
      unwrap(await callEndpoint(findCollectionsEndpoint, { query: itemId ? { itemId } : {} })),
  });
}

export function useOwnCollections(itemId?: string, enabled = true) {
  return useQuery({ ...ownCollectionsQueryOptions(itemId), enabled });
}
