import * as deletePortfolioItemEndpoint from '@creators-archive/contract/portfolio/delete-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function deletePortfolioItem(id: string) {
  return callEndpoint(deletePortfolioItemEndpoint, { params: { id } });
}

export function useDeletePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deletePortfolioItem(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
