import type { Invoice } from '@creators-archive/contract';
import { path } from '@creators-archive/contract/invoices/find-invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { Invoice };

/** The member's invoices, newest first. Unexplained failures read 'Failed to fetch invoices'. */
export async function findInvoices() {
  return withFallbackMessage(
    await apiClient.get<Invoice[]>(path),
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
