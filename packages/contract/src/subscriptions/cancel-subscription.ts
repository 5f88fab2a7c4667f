import type { z } from 'zod';
import { ZMySubscription } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/**
 * Stops renewals: `cancelled`, the time recorded, auto-renew off. The membership lasts until the
 * period's end, then expires. Cancelling again changes nothing. 404 SUBSCRIPTION_NOT_FOUND without
 * one; 409 SUBSCRIPTION_EXPIRED once it has expired.
 */
export const method = 'POST';
export const path = '/v1/subscriptions/cancel';

export const ZCancelSubscriptionResponse = successEnvelope(ZMySubscription);
export type CancelSubscriptionResponse = z.infer<typeof ZCancelSubscriptionResponse>;
