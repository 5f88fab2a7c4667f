import * as createCollectionEndpoint from '@creators-archive/contract/collections/create-collection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type CreateCollectionRequest = createCollectionEndpoint.CreateCollectionRequest;

/** Makes a collection; the member's lists of them are read again. */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateCollectionRequest) =>
      unwrap(await callEndpoint(createCollectionEndpoint, { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['collections', 'mine'] }),
  });
}
