import { z } from 'zod';
import { ZPaymentMethod } from '../entities/subscription';
import { successEnvelope } from '../envelope';

/** The member's saved cards, the default first. */
export const method = 'GET';
export const path = '/v1/payment-methods';

export const ZFindPaymentMethodsResponse = successEnvelope(z.array(ZPaymentMethod));
export type FindPaymentMethodsResponse = z.infer<typeof ZFindPaymentMethodsResponse>;
