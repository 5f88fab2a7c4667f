import * as createPaymentMethodEndpoint from '@creators-archive/contract/payment-methods/create-payment-method';
import type { CreatePaymentMethodRequest } from '@creators-archive/contract/payment-methods/create-payment-method';
import { idempotencyKeyHeader } from '@creators-archive/contract/subscriptions/checkout-fields';
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { CreatePaymentMethodRequest };

/**
 * Adds a card: a card-only checkout for the provider's smallest amount, refunded at once.
 * Unexplained failures read 'Failed to add card'.
 */
export async function createPaymentMethod(request: CreatePaymentMethodRequest, idempotencyKey: string) {
  return withFallbackMessage(
    await callEndpoint(createPaymentMethodEndpoint, {
      body: request,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
    translator(pageLanguage())('billing.errors.addCard'),
  );
}

/** Each press sends its own Idempotency-Key; the same request sent again after no answer, the same key. */
export function useCreatePaymentMethod() {
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: async (request: CreatePaymentMethodRequest) => {
      const response = await createPaymentMethod(request, attempt.keyFor(request));
      attempt.settle(response);
      return unwrap(response);
    },
  });
}
