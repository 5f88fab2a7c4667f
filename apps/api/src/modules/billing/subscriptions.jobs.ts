import { z } from 'zod';
import { defineJob } from '../../jobs/job-registry';

/** Gives back the smallest charge a card check took, once the card is saved. */
export const cardCheckRefundJob = defineJob({
  type: 'payments.card-check-refund',
  payload: z.object({ reference: z.string() }),
});

/**
 * Gives back in full a payment the provider took that granted nothing: its checkout had expired,
 * or its discount was no longer valid when it was paid.
 */
export const refusedPaymentRefundJob = defineJob({
  type: 'payments.refused-payment-refund',
  payload: z.object({ reference: z.string() }),
});

/** Processes one stored webhook delivery: asks the provider about its payment, then settles it. */
export const webhookEventJob = defineJob({
  type: 'payments.webhook',
  payload: z.object({ eventId: z.uuid() }),
});

/** Forgets a saved card at the provider once the member removed it or deleted their account. */
export const deactivateAuthorizationJob = defineJob({
  type: 'payments.deactivate-authorization',
  payload: z.object({ authorizationCode: z.string().min(1) }),
});

/**
 * Charges the renewal that is due with the card a member has just saved, after the saving
 * committed; the card becomes their default.
 */
export const renewalRetryWithNewCardJob = defineJob({
  type: 'payments.renewal-retry-with-new-card',
  payload: z.object({ userId: z.uuid(), authorizationCode: z.string().min(1) }),
});
