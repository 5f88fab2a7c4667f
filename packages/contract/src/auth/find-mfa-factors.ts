import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'GET';
export const path = '/v1/auth/mfa/factors';

export const ZMfaFactor = z.object({
  id: z.uuid(),
  type: z.literal('totp'),
  status: z.enum(['unverified', 'verified']),
  createdAt: z.string(),
  /** When an unverified factor's set-up lapses and the factor is removed; null once verified. */
  expiresAt: z.string().nullable(),
});
export type MfaFactor = z.infer<typeof ZMfaFactor>;

export const ZFindMfaFactorsResponse = successEnvelope(z.object({ items: z.array(ZMfaFactor) }));
export type FindMfaFactorsResponse = z.infer<typeof ZFindMfaFactorsResponse>;
