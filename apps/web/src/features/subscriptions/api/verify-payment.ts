import * as verifyPaymentEndpoint from '@creators-archive/contract/subscriptions/verify-payment';
import {
  checkoutClaimHeader,
  type VerifyPaymentResult,
} from '@creators-archive/contract/subscriptions/verify-payment';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';

export type { VerifyPaymentResult };

/**
 * Where a payment stands; a successful one is fulfilled by asking. A visitor's checkout sends its
 * claim token, which answers the session of the account the payment made. Always asked of the
 * server, as it is polled. Unexplained failures read 'Failed to verify payment'.
 */
export async function verifyPayment(reference: string, claimToken?: string | null) {
  return withFallbackMessage(
    await callEndpoint(verifyPaymentEndpoint, {
      params: { ref: reference },
      headers: claimToken ? { [checkoutClaimHeader]: claimToken } : undefined,
    }),
    translator(pageLanguage())('subscriptions.errors.verifyPayment'),
  );
}
