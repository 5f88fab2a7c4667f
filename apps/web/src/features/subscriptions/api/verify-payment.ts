import { toPath } from '@creators-archive/contract/endpoint';
import {
  checkoutClaimHeader,
  path,
  type VerifyPaymentResult,
} from '@creators-archive/contract/subscriptions/verify-payment';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { apiClient, withFallbackMessage } from '../../../lib/api-client';

export type { VerifyPaymentResult };

/**
 * Where a payment stands; a successful one is fulfilled by asking. A visitor's checkout sends its
 * claim token, which answers the session of the account the payment made. Always asked of the
 * server, as it is polled. Unexplained failures read 'Failed to verify payment'.
 */
export async function verifyPayment(reference: string, claimToken?: string | null) {
  return withFallbackMessage(
    await apiClient.get<VerifyPaymentResult>(toPath(path, { ref: reference }), undefined, {
      fresh: true,
      headers: claimToken ? { [checkoutClaimHeader]: claimToken } : undefined,
    }),
    translator(pageLanguage())('subscriptions.errors.verifyPayment'),
  );
}
