import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZAdminDiscountCode } from './discount-code';

/** Stops a code from being used from now on (admins; audited). Deactivating again changes nothing. */
export const method = 'POST';
export const path = '/v1/admin/discount-codes/:id/deactivate';

export const ZDiscountCodeParams = z.object({ id: z.uuid({ error: 'validation.notADiscountCodeId' }) });

export const ZDeactivateDiscountCodeResponse = successEnvelope(ZAdminDiscountCode);
export type DeactivateDiscountCodeResponse = z.infer<typeof ZDeactivateDiscountCodeResponse>;
