import { toPath } from '@creators-archive/contract/endpoint';
import { path } from '@creators-archive/contract/portfolio/delete-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function deletePortfolioItem(id: string) {
  return apiClient.delete<{ id: string }>(toPath(path, { id }));
}

export function useDeletePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deletePortfolioItem(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
