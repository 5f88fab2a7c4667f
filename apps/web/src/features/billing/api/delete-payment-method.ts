import type { PaymentMethod } from '@creators-archive/contract';
import { toPath } from '@creators-archive/contract/endpoint';
import { path } from '@creators-archive/contract/payment-methods/delete-payment-method';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';
import { paymentMethodsQueryKey } from './find-payment-methods';

/** Forgets a saved card; answers the cards left (another becomes the default when it was). */
export async function deletePaymentMethod(id: string) {
  return withFallbackMessage(
    await apiClient.delete<PaymentMethod[]>(toPath(path, { id })),
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
