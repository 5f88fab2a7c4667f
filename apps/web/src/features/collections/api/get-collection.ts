import type { GetCollectionResponse } from '@creators-archive/contract/collections/get-collection';
import { collectionPath } from '@creators-archive/contract/collections/collection-paths';
import { toPath } from '@creators-archive/contract/endpoint';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type CollectionWithItems = GetCollectionResponse['data'];

/** Works a page of a collection shows at once. */
const COLLECTION_PAGE_SIZE = 24;

export function getCollection(id: string, cursor?: string) {
  return apiClient.get<CollectionWithItems>(toPath(collectionPath, { id }), {
    cursor,
    limit: COLLECTION_PAGE_SIZE,
  });
}

/**
 * The collection, page after page of its works; each page null when there is none to show at
 * this id (unknown, not an id, private and not the caller's, or its owner suspended): an answer
 * the page shows and the server renders with a 404, not a failure to retry.
 */
export function collectionQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: ['collections', 'one', id],
    queryFn: async ({ pageParam }) => {
      const answer = await getCollection(id, pageParam);
      if (!answer.success && [400, 404].includes(answer.error.code)) return null;
      return unwrap(answer);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage?.pagination.nextCursor ?? undefined,
  });
}

export function useCollection(id: string) {
  return useInfiniteQuery(collectionQueryOptions(id));
}
