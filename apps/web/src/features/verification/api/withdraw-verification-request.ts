import * as withdrawVerificationRequestEndpoint from '@creators-archive/contract/verification/withdraw-verification-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';
import { myVerificationQueryKey } from './get-my-verification';

/** Withdraws the member's pending request; its document is deleted. */
export async function withdrawVerificationRequest(id: string) {
  return withFallbackMessage(
    await callEndpoint(withdrawVerificationRequestEndpoint, { params: { id } }),
    translator(pageLanguage())('verification.errors.withdraw'),
  );
}

export function useWithdrawVerificationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await withdrawVerificationRequest(id)),
    onSettled: () => client.invalidateQueries({ queryKey: myVerificationQueryKey }),
  });
}
