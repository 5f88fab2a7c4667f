import * as getBillingDetailsEndpoint from '@creators-archive/contract/invoices/get-billing-details';
import * as updateBillingDetailsEndpoint from '@creators-archive/contract/invoices/update-billing-details';
import type { BillingDetailsRequest } from '@creators-archive/contract/invoices/update-billing-details';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export const billingDetailsQueryKey = ['billing', 'details'] as const;

/** The billing name, address and tax number printed on the member's later invoices. */
export async function getBillingDetails() {
  return withFallbackMessage(
    await callEndpoint(getBillingDetailsEndpoint),
    translator(pageLanguage())('billing.errors.fetchBillingDetails'),
  );
}

export function useBillingDetails() {
  return useQuery({
    queryKey: billingDetailsQueryKey,
    queryFn: async () => unwrap(await getBillingDetails()),
  });
}

/** Replaces the billing details; the answer is what is kept. */
export async function updateBillingDetails(request: BillingDetailsRequest) {
  return withFallbackMessage(
    await callEndpoint(updateBillingDetailsEndpoint, { body: request }),
    translator(pageLanguage())('billing.errors.saveBillingDetails'),
  );
}

export function useUpdateBillingDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBillingDetails,
    onSuccess: (response) => {
      if (response.success) client.setQueryData(billingDetailsQueryKey, response.data);
    },
  });
}
