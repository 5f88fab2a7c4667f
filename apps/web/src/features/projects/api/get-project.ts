import { toPath } from '@creators-archive/contract/endpoint';
import type { GetPortfolioItemResponse } from '@creators-archive/contract/portfolio/get-portfolio-item';
import { portfolioItemPath as path } from '@creators-archive/contract/portfolio/portfolio-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type Project = GetPortfolioItemResponse['data'];

export function getProject(id: string) {
  return apiClient.get<Project>(toPath(path, { id }));
}

/**
 * The project, or null when there is none to show at this id (unknown, not an id, or its
 * designer suspended): an answer the page shows and the server renders with a 404, not a failure
 * to retry. Opening it counts a view, once per visitor per day.
 */
export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['portfolio', 'item', id],
    queryFn: async () => {
      const answer = await getProject(id);
      if (!answer.success && [400, 404].includes(answer.error.code)) return null;
      return unwrap(answer);
    },
  });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
