import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'POST';
export const path = '/v1/auth/mfa/factors/:id/challenge';

export const ZMfaFactorParams = z.object({ id: z.uuid({ error: 'validation.notAFactorId' }) });

export const ZMfaChallenge = z.object({
  id: z.uuid(),
  /** Unix time in seconds; a challenge lives 5 minutes and is used once. */
  expiresAt: z.number().int(),
});
export type MfaChallenge = z.infer<typeof ZMfaChallenge>;

export const ZChallengeMfaFactorResponse = successEnvelope(ZMfaChallenge);
export type ChallengeMfaFactorResponse = z.infer<typeof ZChallengeMfaFactorResponse>;
