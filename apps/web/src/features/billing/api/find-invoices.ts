import type { Invoice } from '@creators-archive/contract';
import * as findInvoicesEndpoint from '@creators-archive/contract/invoices/find-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Invoice };

/** The member's invoices, newest first. Unexplained failures read 'Failed to fetch invoices'. */
export async function findInvoices() {
  return withFallbackMessage(
    await callEndpoint(findInvoicesEndpoint),
    translator(pageLanguage())('billing.errors.fetchInvoices'),
  );
}

export const invoicesQueryKey = ['billing', 'invoices'] as const;

export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: invoicesQueryKey,
    queryFn: async () => unwrap(await findInvoices()),
  });
}

export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
