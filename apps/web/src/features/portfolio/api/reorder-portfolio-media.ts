import * as reorderPortfolioMediaEndpoint from '@creators-archive/contract/portfolio/reorder-portfolio-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function reorderPortfolioMedia(id: string, mediaIds: string[]) {
  return callEndpoint(reorderPortfolioMediaEndpoint, { params: { id }, body: { mediaIds } });
}

/** The member's works are asked for again, and the directory, whose card shows the cover (the first image). */
export function useReorderPortfolioMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, mediaIds }: { id: string; mediaIds: string[] }) =>
      unwrap(await reorderPortfolioMedia(id, mediaIds)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portfolio'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
