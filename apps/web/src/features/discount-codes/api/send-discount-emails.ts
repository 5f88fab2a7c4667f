import * as sendDiscountEmailsEndpoint from '@creators-archive/contract/subscriptions/send-discount-emails';
import type {
  SendDiscountEmailsRequest,
  SendDiscountEmailsResult,
} from '@creators-archive/contract/subscriptions/send-discount-emails';
import { useMutation } from '@tanstack/react-query';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { SendDiscountEmailsRequest, SendDiscountEmailsResult };

/** E-mails a code to a list of addresses (admins), or with `dryRun` says what would be sent. */
export async function sendDiscountEmails(request: SendDiscountEmailsRequest) {
  const t = translator(pageLanguage());
  return withFallbackMessage(
    await callEndpoint(sendDiscountEmailsEndpoint, { body: request }),
    request.dryRun ? t('admin.sendCodes.errors.check') : t('admin.sendCodes.errors.send'),
  );
}

export function useSendDiscountEmails() {
  return useMutation({
    mutationFn: async (request: SendDiscountEmailsRequest) => unwrap(await sendDiscountEmails(request)),
  });
}
