import type { Plan } from '@creators-archive/contract';
import { path } from '@creators-archive/contract/subscriptions/find-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, failure } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { Plan };

/** The plans on offer in display order. A failure the API did not explain (no answer, a proxy's page) reads 'Failed to fetch plans'. */
export async function findPlans() {
  const response = await apiClient.get<Plan[]>(path);
  if (!response.success && !isServerError(response.error.details))
    return failure(response.error.code, 'Failed to fetch plans', response.error.details);
  return response;
}

/** Every error the API sends carries a reason; the client's own failures carry none. */
function isServerError(details: unknown): boolean {
  return typeof details === 'object' && details !== null && 'reason' in details;
}

export function plansQueryOptions() {
  return queryOptions({
    queryKey: ['subscriptions', 'plans'],
    queryFn: async () => unwrap(await findPlans()),
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
