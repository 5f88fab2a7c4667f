import { toPath } from '@creators-archive/contract/endpoint';
import type { PortfolioItem } from '@creators-archive/contract';
import { path } from '@creators-archive/contract/portfolio/set-cover';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export function setCover(id: string) {
  return apiClient.post<PortfolioItem>(toPath(path, { id }));
}

export function useSetCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await setCover(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ['portfolio'] }),
  });
}
