import { idempotencyKeyHeader } from '@creators-archive/contract/subscriptions/checkout-fields';
import * as joinWaitlistEndpoint from '@creators-archive/contract/subscriptions/join-waitlist';
import type {
  JoinWaitlistRequest,
  JoinWaitlistResponse,
} from '@creators-archive/contract/subscriptions/join-waitlist';
import { useMutation } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { pageLanguage } from '../../../i18n/i18n';
import { translator } from '../../../i18n/use-t';
import { withFallbackMessage } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { unwrap } from '../../../lib/query-client';

export type { JoinWaitlistRequest };
export type WaitlistCheckout = JoinWaitlistResponse['data'];

/**
 * Starts a membership payment from the join page: a member's own (the bearer token goes with every
 * call), or a visitor's with the account details. Unexplained failures read 'Failed to start payment'.
 */
export async function joinWaitlist(request: JoinWaitlistRequest, idempotencyKey: string) {
  return withFallbackMessage(
    await callEndpoint(joinWaitlistEndpoint, {
      body: request,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
    translator(pageLanguage())('subscriptions.errors.startPayment'),
  );
}

/** Each submission sends its own Idempotency-Key; the same request sent again after no answer, the same key. */
export function useJoinWaitlist() {
  const attempt = useIdempotencyKey();
  return useMutation({
    mutationFn: async (request: JoinWaitlistRequest) => {
      const response = await joinWaitlist(request, attempt.keyFor(request));
      attempt.settle(response);
      return unwrap(response);
    },
  });
}
