import { toPath } from '@creators-archive/contract/endpoint';
import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';
import { path } from '@creators-archive/contract/verification/withdraw-verification-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';
import { myVerificationQueryKey } from './get-my-verification';

/** Withdraws the member's pending request; its document is deleted. */
export async function withdrawVerificationRequest(id: string) {
  return withFallbackMessage(
    await apiClient.delete<VerificationRequest>(toPath(path, { id })),
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
