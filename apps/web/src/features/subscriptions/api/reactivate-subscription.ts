import * as reactivateSubscriptionEndpoint from '@creators-archive/contract/subscriptions/reactivate-subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { mySubscriptionQueryKey } from './get-my-subscription';
import { membershipChanged } from '../membership-changed';

/** Undoes a cancel before the period ends. Unexplained failures read 'Failed to reactivate subscription'. */
export async function reactivateSubscription() {
  return withFallbackMessage(
    await callEndpoint(reactivateSubscriptionEndpoint),
    translator(pageLanguage())('subscriptions.errors.reactivate'),
  );
}

export function useReactivateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await reactivateSubscription()),
    onSuccess: (subscription) => client.setQueryData(mySubscriptionQueryKey, subscription),
    onSettled: () => membershipChanged(client),
  });
}
