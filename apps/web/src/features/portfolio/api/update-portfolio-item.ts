import { toPath } from '@creators-archive/contract/endpoint';
import type { PortfolioItem } from '@creators-archive/contract';
import {
  path,
  type UpdatePortfolioItemRequest,
} from '@creators-archive/contract/portfolio/update-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function updatePortfolioItem(id: string, changes: UpdatePortfolioItemRequest) {
  return apiClient.patch<PortfolioItem>(toPath(path, { id }), changes);
}

export function useUpdatePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdatePortfolioItemRequest }) =>
      unwrap(await updatePortfolioItem(id, changes)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
