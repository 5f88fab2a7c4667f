import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZAdminDiscountCode } from './discount-code';

/** Every discount code with its redemption count, newest first (admins). */
export const method = 'GET';
export const path = '/v1/admin/discount-codes';

export const ZFindDiscountCodesResponse = successEnvelope(z.array(ZAdminDiscountCode));
export type FindDiscountCodesResponse = z.infer<typeof ZFindDiscountCodesResponse>;
