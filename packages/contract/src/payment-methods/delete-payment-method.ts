import { z } from 'zod';
import { ZPaymentMethod } from '../entities/subscription';
import { successEnvelope } from '../envelope';

export { ZPaymentMethodParams } from './set-default-payment-method';

/**
 * Forgets a saved card; when it was the default, the newest other card becomes the default.
 * Answers the cards left. Another member's card answers 404.
 */
export const method = 'DELETE';
export const path = '/v1/payment-methods/:id';

export const ZDeletePaymentMethodResponse = successEnvelope(z.array(ZPaymentMethod));
export type DeletePaymentMethodResponse = z.infer<typeof ZDeletePaymentMethodResponse>;
