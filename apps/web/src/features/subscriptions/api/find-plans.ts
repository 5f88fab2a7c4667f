import type { Plan } from '@creators-archive/contract';
import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Plan };

/** The plans on offer in display order. A failure the API did not explain (no answer, a proxy's page) reads 'Failed to fetch plans'. */
export async function findPlans() {
  return withFallbackMessage(
    await callEndpoint(findPlansEndpoint),
    translator(pageLanguage())('subscriptions.errors.fetchPlans'),
  );
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
