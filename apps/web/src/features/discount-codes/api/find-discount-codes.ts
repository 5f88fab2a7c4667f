import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import { path } from '@creators-archive/contract/admin/find-discount-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { AdminDiscountCode };

/** Every discount code with its redemption count, newest first (admins). */
export async function findDiscountCodes() {
  return withFallbackMessage(
    await apiClient.get<AdminDiscountCode[]>(path),
    translator(pageLanguage())('admin.discountCodes.errors.fetch'),
  );
}

export const discountCodesQueryKey = ['discount-codes', 'list'] as const;

export function discountCodesQueryOptions() {
  return queryOptions({
    queryKey: discountCodesQueryKey,
    queryFn: async () => unwrap(await findDiscountCodes()),
  });
}

export function useDiscountCodes() {
  return useQuery(discountCodesQueryOptions());
}
