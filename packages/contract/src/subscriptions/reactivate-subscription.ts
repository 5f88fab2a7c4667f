import type { z } from 'zod';
import { ZMySubscription } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/**
 * Undoes a cancel before the period ends: `active`, the cancel time cleared, auto-renew on.
 * Reactivating an active subscription changes nothing. 409 SUBSCRIPTION_EXPIRED after the period
 * ended: only a new checkout brings it back.
 */
export const method = 'POST';
export const path = '/v1/subscriptions/reactivate';

export const ZReactivateSubscriptionResponse = successEnvelope(ZMySubscription);
export type ReactivateSubscriptionResponse = z.infer<typeof ZReactivateSubscriptionResponse>;
