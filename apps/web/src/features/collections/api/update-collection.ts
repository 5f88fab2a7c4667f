import * as updateCollectionEndpoint from '@creators-archive/contract/collections/update-collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type UpdateCollectionRequest = updateCollectionEndpoint.UpdateCollectionRequest;

/** Renames, describes or changes who sees a collection; every view of collections is read again. */
export function useUpdateCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateCollectionRequest) =>
      unwrap(await callEndpoint(updateCollectionEndpoint, { params: { id }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collections'] }),
  });
}
