import type { Transaction } from '@creators-archive/contract';
import * as findTransactionsEndpoint from '@creators-archive/contract/subscriptions/find-transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Transaction };

/** Every payment the member attempted, newest first. Unexplained failures read 'Failed to fetch transactions'. */
export async function findTransactions() {
  return withFallbackMessage(
    await callEndpoint(findTransactionsEndpoint),
    translator(pageLanguage())('subscriptions.errors.fetchTransactions'),
  );
}

export const transactionsQueryKey = ['subscriptions', 'transactions'] as const;

export function transactionsQueryOptions() {
  return queryOptions({
    queryKey: transactionsQueryKey,
    queryFn: async () => unwrap(await findTransactions()),
  });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
