import type { z } from 'zod';
import { ZCheckout } from '../entities/subscription';
import { successEnvelope } from '../envelope';
import { ZCheckoutFields } from './checkout-fields';

/**
 * A member pays for a plan from the billing page: a new subscription when they have none or it
 * has expired (it starts once paid), otherwise the next period paid in advance, on this plan from
 * the end of the current one. Accepts an Idempotency-Key.
 */
export const method = 'POST';
export const path = '/v1/subscriptions/checkout';

export const ZStartCheckoutRequest = ZCheckoutFields;
export type StartCheckoutRequest = z.input<typeof ZStartCheckoutRequest>;

export const ZStartCheckoutResponse = successEnvelope(ZCheckout);
export type StartCheckoutResponse = z.infer<typeof ZStartCheckoutResponse>;
