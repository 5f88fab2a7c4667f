import {
  customerActionStates,
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentVerification,
} from '../../payments/provider';

/**
 * Issuer answers that no retry can change: the card is gone (lost, stolen, picked up, closed), out
 * of date, not a card that may be charged this way, or the authorization is no longer honoured.
 * Paystack passes the issuer's words through as `gateway_response` ("Invalid authorization",
 * "Authorization code not found", "Expired Card", "Lost Card", "Stolen Card", "Restricted Card");
 * the list follows the hard declines of Stripe's decline codes (lost_card, stolen_card,
 * pickup_card, expired_card, incorrect_number, invalid_account, restricted_card,
 * revocation_of_authorization, stop_payment_order, transaction_not_allowed). "Do not honour" and
 * "Insufficient funds" are soft: the same card often succeeds days later.
 */
const hardDeclines: readonly RegExp[] = [
  /invalid authori[sz]ation/i,
  /authori[sz]ation (code )?(not found|does not exist)/i,
  /authori[sz]ation.*(revoked|deactivated)|revocation of authori[sz]ation/i,
  /\blost\b/i,
  /\bstolen\b/i,
  /pick ?up card/i,
  /expired card|card (has )?expired/i,
  /restricted card/i,
  /invalid (card|card number|account)|no such (card|account)|account closed|closed account/i,
  /not permitted to (the )?cardholder|transaction not (allowed|permitted)/i,
  /stop payment/i,
];

export function isHardDecline(words: string | null): boolean {
  return words !== null && hardDeclines.some((pattern) => pattern.test(words));
}

/** Why the provider could not be asked to charge, for the metrics: never a member's decline. */
export type ProviderRefusal =
  'unauthorized' | 'rate_limited' | 'api_error' | 'validation_error' | 'refused' | 'unreachable';

/** What a renewal charge came to, read from the provider's answer or its refusal. */
export type RenewalChargeOutcome =
  | { kind: 'paid' }
  | { kind: 'declined'; hard: boolean; words: string }
  /** Pending or processing at the provider: waited for until a deadline, then one decline. */
  | { kind: 'waiting' }
  /** The provider did not take the call: nothing is counted against the member. */
  | { kind: 'provider_refused'; reason: ProviderRefusal };

/**
 * A renewal charge's answer. Only `success` pays. `failed` and `reversed` are declines; so is any
 * state that waits for the cardholder (an OTP, a PIN, a phone number, a birthday, an address, a
 * 3-D Secure page) and `abandoned` or `ongoing`, since nobody is present at a renewal to answer.
 * `pending`, `processing` and `queued` are still being decided.
 */
export function renewalChargeOutcome(verification: PaymentVerification): RenewalChargeOutcome {
  const { state, gatewayResponse } = verification;
  if (state === 'success') return { kind: 'paid' };
  if (state === 'failed' || state === 'reversed') {
    return { kind: 'declined', hard: isHardDecline(gatewayResponse), words: gatewayResponse ?? 'Declined' };
  }
  if (customerActionStates.includes(state) || state === 'abandoned' || state === 'ongoing') {
    return {
      kind: 'declined',
      hard: false,
      words: `The card asked for the cardholder (${state}), who is not present at a renewal`,
    };
  }
  return { kind: 'waiting' };
}

/**
 * A charge call that threw. Only a processor's refusal (Paystack's `processor_error`) is the card
 * declining; a wrong key (401), too many requests (429), Paystack's own trouble (`api_error`), a
 * request it found invalid or a configuration it refused (`validation_error`, which a key of
 * another Paystack account also meets), or no answer at all say nothing about the member's card.
 * Anything else is not a provider's answer and is thrown again.
 */
export function renewalChargeRefusal(error: unknown): RenewalChargeOutcome {
  if (error instanceof PaymentProviderUnavailable) return { kind: 'provider_refused', reason: 'unreachable' };
  if (!(error instanceof PaymentProviderRefused)) throw error;
  if (error.status === 401) return { kind: 'provider_refused', reason: 'unauthorized' };
  if (error.status === 429) return { kind: 'provider_refused', reason: 'rate_limited' };
  if (error.type === 'processor_error') {
    return { kind: 'declined', hard: isHardDecline(error.message), words: error.message };
  }
  if (error.type === 'api_error' || error.type === 'validation_error') {
    return { kind: 'provider_refused', reason: error.type };
  }
  return { kind: 'provider_refused', reason: 'refused' };
}
