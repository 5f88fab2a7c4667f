import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZSession } from '../entities/session';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/auth/mfa/factors/:id/verify';

export const ZMfaCode = ZTextLine.trim().regex(/^[0-9]{6}$/, 'validation.mfaCodeInvalid');

export const ZVerifyMfaFactorRequest = z.object({ challengeId: z.uuid(), code: ZMfaCode });
export type VerifyMfaFactorRequest = z.input<typeof ZVerifyMfaFactorRequest>;

/** A new session at aal2; the one that asked is ended. */
export const ZVerifyMfaFactorResponse = successEnvelope(ZSession);
export type VerifyMfaFactorResponse = z.infer<typeof ZVerifyMfaFactorResponse>;
