import * as deletePaymentMethodEndpoint from '@creators-archive/contract/payment-methods/delete-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { paymentMethodsQueryKey } from './find-payment-methods';

/** Forgets a saved card; answers the cards left (another becomes the default when it was). */
export async function deletePaymentMethod(id: string) {
  return withFallbackMessage(
    await callEndpoint(deletePaymentMethodEndpoint, { params: { id } }),
    translator(pageLanguage())('billing.errors.removeCard'),
  );
}

/**
 * The cards are the answer; the membership is asked for again too, as without a default card left
 * it renews by a link to pay instead (`renews_with`, the subscriptions feature's `['subscriptions', 'me']`).
 */
export function useDeletePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deletePaymentMethod(id)),
    onSuccess: (cards) => client.setQueryData(paymentMethodsQueryKey, cards),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
        client.invalidateQueries({ queryKey: ['subscriptions', 'me'] }),
      ]),
  });
}
