import * as deletePortfolioMediaEndpoint from '@creators-archive/contract/portfolio/delete-portfolio-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function deletePortfolioMedia(id: string, mediaId: string) {
  return callEndpoint(deletePortfolioMediaEndpoint, { params: { id, mediaId } });
}

/**
 * The member's works are asked for again, and the directory, whose card shows the cover (removing
 * the first image makes the next one the cover).
 */
export function useDeletePortfolioMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, mediaId }: { id: string; mediaId: string }) =>
      unwrap(await deletePortfolioMedia(id, mediaId)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portfolio'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
