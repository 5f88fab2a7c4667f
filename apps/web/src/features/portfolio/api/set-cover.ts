import * as setCoverEndpoint from '@creators-archive/contract/portfolio/set-cover';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function setCover(id: string) {
  return callEndpoint(setCoverEndpoint, { params: { id } });
}

/** The member's works are asked for again, and the directory, whose card shows the cover. */
export function useSetCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await setCover(id)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portfolio'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
