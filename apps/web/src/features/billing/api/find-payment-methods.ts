import type { PaymentMethod } from '@creators-archive/contract';
import * as findPaymentMethodsEndpoint from '@creators-archive/contract/payment-methods/find-payment-methods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { PaymentMethod };

/** The member's saved cards, the default first. Unexplained failures read 'Failed to fetch payment methods'. */
export async function findPaymentMethods() {
  return withFallbackMessage(
    await callEndpoint(findPaymentMethodsEndpoint),
    translator(pageLanguage())('billing.errors.fetchPaymentMethods'),
  );
}

export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: async () => unwrap(await findPaymentMethods()),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
