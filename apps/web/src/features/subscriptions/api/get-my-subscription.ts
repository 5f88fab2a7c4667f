import type { MySubscription } from '@creators-archive/contract';
import { path } from '@creators-archive/contract/subscriptions/get-my-subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { MySubscription };

/** The member's membership, or null when they never had one. Unexplained failures read 'Failed to fetch subscription'. */
export async function getMySubscription() {
  return withFallbackMessage(
    await apiClient.get<MySubscription | null>(path),
    translator(pageLanguage())('subscriptions.errors.fetchMembership'),
  );
}

/** The same, asked of the server every time: a poll after a payment must see the change at once. */
export async function pollMySubscription() {
  return withFallbackMessage(
    await apiClient.get<MySubscription | null>(path, undefined, { fresh: true }),
    translator(pageLanguage())('subscriptions.errors.pollMembership'),
  );
}

export const mySubscriptionQueryKey = ['subscriptions', 'me'] as const;

export function mySubscriptionQueryOptions() {
  return queryOptions({
    queryKey: mySubscriptionQueryKey,
    queryFn: async () => unwrap(await getMySubscription()),
  });
}

export function useMySubscription() {
  return useQuery(mySubscriptionQueryOptions());
}
