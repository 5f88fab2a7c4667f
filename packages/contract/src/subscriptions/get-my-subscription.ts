import type { z } from 'zod';
import { ZMySubscription } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** The member's subscription, or null when they never had one. */
export const method = 'GET';
export const path = '/v1/subscriptions/me';

export const ZGetMySubscriptionResponse = successEnvelope(ZMySubscription.nullable());
export type GetMySubscriptionResponse = z.infer<typeof ZGetMySubscriptionResponse>;
