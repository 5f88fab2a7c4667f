import * as updatePortfolioItemEndpoint from '@creators-archive/contract/portfolio/update-portfolio-item';
import type { UpdatePortfolioItemRequest } from '@creators-archive/contract/portfolio/update-portfolio-item';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export function updatePortfolioItem(id: string, changes: UpdatePortfolioItemRequest) {
  return callEndpoint(updatePortfolioItemEndpoint, { params: { id }, body: changes });
}

export function useUpdatePortfolioItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdatePortfolioItemRequest }) =>
      unwrap(await updatePortfolioItem(id, changes)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
