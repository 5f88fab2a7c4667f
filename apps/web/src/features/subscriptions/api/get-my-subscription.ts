import type { MySubscription } from '@creators-archive/contract';
import * as getMySubscriptionEndpoint from '@creators-archive/contract/subscriptions/get-my-subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { MySubscription };

/** The member's membership, or null when they never had one. Unexplained failures read 'Failed to fetch subscription'. */
export async function getMySubscription() {
  return withFallbackMessage(
    await callEndpoint(getMySubscriptionEndpoint),
    translator(pageLanguage())('subscriptions.errors.fetchMembership'),
  );
}

/** The same, for the poll after a payment, which asks the server every time and must see the change at once. */
export async function pollMySubscription() {
  return withFallbackMessage(
    await callEndpoint(getMySubscriptionEndpoint),
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
