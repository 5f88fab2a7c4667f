import * as deletePortfolioItemEndpoint from '@creators-archive/contract/portfolio/delete-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function deletePortfolioItem(id: string) {
  return callEndpoint(deletePortfolioItemEndpoint, { params: { id } });
}

/**
 * The member's works and figures are asked for again, and so are the views and likes (the work may
 * be among the most viewed) and the directory, whose card shows the cover and counts the works.
 */
export function useDeletePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deletePortfolioItem(id)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['portfolio'] }),
        client.invalidateQueries({ queryKey: ['analytics'] }),
        client.invalidateQueries({ queryKey: ['designers'] }),
      ]),
  });
}
