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

export function useDeletePaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deletePaymentMethod(id)),
    onSuccess: (cards) => client.setQueryData(paymentMethodsQueryKey, cards),
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
