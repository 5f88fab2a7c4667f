import * as addItemEndpoint from '@creators-archive/contract/collections/add-collection-item';
import * as removeItemEndpoint from '@creators-archive/contract/collections/remove-collection-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/**
 * Saves a work in a collection or takes it out (`saved` says which); both are harmless to repeat.
 * Every view of collections is read again: the ticks, the counts and the covers move with it.
 */
export function useSaveToCollection(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ collectionId, saved }: { collectionId: string; saved: boolean }) =>
      unwrap(
        saved
          ? await callEndpoint(addItemEndpoint, { params: { id: collectionId }, body: { itemId } })
          : await callEndpoint(removeItemEndpoint, { params: { id: collectionId, itemId } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collections'] }),
  });
}
