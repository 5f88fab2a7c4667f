import * as deactivateDiscountCodeEndpoint from '@creators-archive/contract/admin/deactivate-discount-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

/** Stops a code from being used from now on (admins). */
export async function deactivateDiscountCode(id: string) {
  return withFallbackMessage(
    await callEndpoint(deactivateDiscountCodeEndpoint, { params: { id } }),
    translator(pageLanguage())('admin.discountCodes.errors.deactivate'),
  );
}

export function useDeactivateDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await deactivateDiscountCode(id)),
    onSettled: () => client.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
}
