import * as cancelSubscriptionEndpoint from '@creators-archive/contract/subscriptions/cancel-subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { mySubscriptionQueryKey } from './get-my-subscription';
import { membershipChanged } from '../membership-changed';

/** Stops renewals; the membership lasts to the period's end. Unexplained failures read 'Failed to cancel subscription'. */
export async function cancelSubscription() {
  return withFallbackMessage(
    await callEndpoint(cancelSubscriptionEndpoint),
    translator(pageLanguage())('subscriptions.errors.cancel'),
  );
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await cancelSubscription()),
    onSuccess: (subscription) => client.setQueryData(mySubscriptionQueryKey, subscription),
    onSettled: () => membershipChanged(client),
  });
}
