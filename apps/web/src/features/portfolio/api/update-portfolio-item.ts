import * as updatePortfolioItemEndpoint from '@creators-archive/contract/portfolio/update-portfolio-item';
import type { UpdatePortfolioItemRequest } from '@creators-archive/contract/portfolio/update-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function updatePortfolioItem(id: string, changes: UpdatePortfolioItemRequest) {
  return callEndpoint(updatePortfolioItemEndpoint, { params: { id }, body: changes });
}

/**
 * The member's works and figures by category are asked for again, and so are the most viewed works
 * (by title) and the directory, whose card names the cover.
 */
export function useUpdatePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdatePortfolioItemRequest }) =>
      unwrap(await updatePortfolioItem(id, changes)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portfolio'] }),
        client.invalidateQueries({ queryKey: ['analytics'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
