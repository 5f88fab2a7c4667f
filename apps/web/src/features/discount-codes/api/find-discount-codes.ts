import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import * as findDiscountCodesEndpoint from '@creators-archive/contract/admin/find-discount-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { AdminDiscountCode };

/** Every discount code with its redemption count, newest first (admins). */
export async function findDiscountCodes() {
  return withFallbackMessage(
    await callEndpoint(findDiscountCodesEndpoint),
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
