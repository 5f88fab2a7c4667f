import { idempotencyKeyHeader } from '@creators-archive/contract/subscriptions/checkout-fields';
import * as startCheckoutEndpoint from '@creators-archive/contract/subscriptions/start-checkout';
import type { StartCheckoutRequest } from '@creators-archive/contract/subscriptions/start-checkout';
import type { Checkout } from '@creators-archive/contract';
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { Checkout, StartCheckoutRequest };

/**
 * A member pays for a plan from the billing page: a new membership, or the next period on this
 * plan. Unexplained failures read 'Failed to start payment'.
 */
export async function startCheckout(request: StartCheckoutRequest, idempotencyKey: string) {
  return withFallbackMessage(
    await callEndpoint(startCheckoutEndpoint, {
      body: request,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
    translator(pageLanguage())('subscriptions.errors.startPayment'),
  );
}

/** Each submission sends its own Idempotency-Key; the same request sent again after no answer, the same key. */
export function useStartCheckout() {
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: async (request: StartCheckoutRequest) => {
      const response = await startCheckout(request, attempt.keyFor(request));
      attempt.settle(response);
      return unwrap(response);
    },
  });
}
