import * as createDiscountCodeEndpoint from '@creators-archive/contract/admin/create-discount-code';
import type { CreateDiscountCodeRequest } from '@creators-archive/contract/admin/create-discount-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/** Creates a discount code (admins). */
export async function createDiscountCode(request: CreateDiscountCodeRequest) {
  return withFallbackMessage(
    await callEndpoint(createDiscountCodeEndpoint, { body: request }),
    translator(pageLanguage())('admin.discountCodes.errors.create'),
  );
}

export function useCreateDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateDiscountCodeRequest) => unwrap(await createDiscountCode(request)),
    onSettled: () => client.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
