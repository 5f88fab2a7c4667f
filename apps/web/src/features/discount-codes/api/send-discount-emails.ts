import {
  path,
  type SendDiscountEmailsRequest,
  type SendDiscountEmailsResult,
} from '@creators-archive/contract/subscriptions/send-discount-emails';
import { useMutation } from '@tanstack/react-query';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';
import { unwrap } from '../../../lib/query-client';

export type { SendDiscountEmailsRequest, SendDiscountEmailsResult };

/** E-mails a code to a list of addresses (admins), or with `dryRun` says what would be sent. */
export async function sendDiscountEmails(request: SendDiscountEmailsRequest) {
  return withFallbackMessage(
    await apiClient.post<SendDiscountEmailsResult>(path, request),
    request.dryRun ? 'Failed to check the addresses' : 'Failed to send the discount code',
  );
}

export function useSendDiscountEmails() {
  return useMutation({
    mutationFn: async (request: SendDiscountEmailsRequest) => unwrap(await sendDiscountEmails(request)),
  });
}
