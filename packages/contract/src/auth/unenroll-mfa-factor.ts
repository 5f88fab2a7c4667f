import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'DELETE';
export const path = '/v1/auth/mfa/factors/:id';

export const ZUnenrollMfaFactorResponse = successEnvelope(z.object({ id: z.uuid() }));
export type UnenrollMfaFactorResponse = z.infer<typeof ZUnenrollMfaFactorResponse>;
