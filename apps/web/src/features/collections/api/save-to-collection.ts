import type { CollectionItemChange } from '@creators-archive/contract/collections/add-collection-item';
import {
  collectionItemPath,
  collectionItemsPath,
} from '@creators-archive/contract/collections/collection-paths';
import { toPath } from '@creators-archive/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

/**
 * Saves a work in a collection or takes it out (`saved` says which); both are harmless to repeat.
 * Every view of collections is read again: the ticks, the counts and the covers move with it. The
 * addresses come from the Zod-free paths module: a public collection's page shows its owner the
 * Remove buttons on a first visit.
 */
export function useSaveToCollection(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, saved }: { collectionId: string; saved: boolean }) =>
      unwrap(
        saved
          ? await apiClient.post<CollectionItemChange>(toPath(collectionItemsPath, { id: collectionId }), {
              itemId,
            })
          : await apiClient.delete<CollectionItemChange>(
              toPath(collectionItemPath, { id: collectionId, itemId }),
            ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collections'] }),
  });
}
