import * as setDefaultPaymentMethodEndpoint from '@creators-archive/contract/payment-methods/set-default-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { paymentMethodsQueryKey } from './find-payment-methods';

/** Makes a saved card the one renewals charge; answers every saved card. */
export async function setDefaultPaymentMethod(id: string) {
  return withFallbackMessage(
    await callEndpoint(setDefaultPaymentMethodEndpoint, { params: { id } }),
    translator(pageLanguage())('billing.errors.setDefaultCard'),
  );
}

export function useSetDefaultPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await setDefaultPaymentMethod(id)),
    onSuccess: (cards) => client.setQueryData(paymentMethodsQueryKey, cards),
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}
