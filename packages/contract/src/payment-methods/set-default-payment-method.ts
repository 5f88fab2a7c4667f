import { z } from 'zod';
import { ZPaymentMethod } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** Makes a saved card the one renewals charge; answers every saved card. Another member's card answers 404. */
export const method = 'PUT';
export const path = '/v1/payment-methods/:id/default';

export const ZPaymentMethodParams = z.object({ id: z.uuid({ error: 'validation.notAPaymentMethodId' }) });

export const ZSetDefaultPaymentMethodResponse = successEnvelope(z.array(ZPaymentMethod));
export type SetDefaultPaymentMethodResponse = z.infer<typeof ZSetDefaultPaymentMethodResponse>;
