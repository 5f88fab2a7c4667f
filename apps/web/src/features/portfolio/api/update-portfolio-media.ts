import * as updatePortfolioMediaEndpoint from '@creators-archive/contract/portfolio/update-portfolio-media';
import type { UpdatePortfolioMediaRequest } from '@creators-archive/contract/portfolio/update-portfolio-media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function updatePortfolioMedia(id: string, mediaId: string, changes: UpdatePortfolioMediaRequest) {
  return callEndpoint(updatePortfolioMediaEndpoint, { params: { id, mediaId }, body: changes });
}

/** The member's works are asked for again: a caption or alt text shows wherever the image does. */
export function useUpdatePortfolioMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      mediaId,
      changes,
    }: {
      id: string;
      mediaId: string;
      changes: UpdatePortfolioMediaRequest;
    }) => unwrap(await updatePortfolioMedia(id, mediaId, changes)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
