import * as deleteCollectionEndpoint from '@creators-archive/contract/collections/delete-collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/** Deletes a collection (the works in it stay where they are). */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await callEndpoint(deleteCollectionEndpoint, { params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collections'] }),
  });
}
