import { toPath } from '@creators-archive/contract/endpoint';
import { portfolioLikePath } from '@creators-archive/contract/portfolio/portfolio-paths';
import type { ToggleLikeResponse } from '@creators-archive/contract/portfolio/toggle-like';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';
import type { PortfolioPage } from './find-portfolio-items';

export function toggleLike(id: string) {
  return apiClient.post<ToggleLikeResponse['data']>(toPath(portfolioLikePath, { id }));
}

/**
 * The answer's count is written into every page of works holding the item, so the gallery's tile
 * behind the lightbox shows it without asking for the designer's 50 works again.
 */
export function useToggleLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await toggleLike(id)),
    onSuccess: ({ likeCount }, id) =>
      client.setQueriesData<PortfolioPage>(
        { queryKey: ['portfolio', 'list'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, likeCount } : item)),
          },
      ),
  });
}
