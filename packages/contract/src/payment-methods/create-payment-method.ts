import { z } from 'zod';
import { ZCheckout, ZCurrency } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/**
 * Adds a card: a card-only checkout for the smallest amount the provider takes in the currency
 * (the member's country's when none is given), refunded at once; the card is saved when the
 * provider says it can be charged again. Accepts an Idempotency-Key.
 */
export const method = 'POST';
export const path = '/v1/payment-methods';

export const ZCreatePaymentMethodRequest = z.object({ currency: ZCurrency.optional() });
export type CreatePaymentMethodRequest = z.input<typeof ZCreatePaymentMethodRequest>;

export const ZCreatePaymentMethodResponse = successEnvelope(ZCheckout);
export type CreatePaymentMethodResponse = z.infer<typeof ZCreatePaymentMethodResponse>;
