import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'POST';
export const path = '/v1/auth/mfa/factors';

export const ZEnrollMfaFactorRequest = z.object({ type: z.literal('totp').default('totp') }).strict();
export type EnrollMfaFactorRequest = z.input<typeof ZEnrollMfaFactorRequest>;

export const ZEnrolledFactor = z.object({
  id: z.uuid(),
  type: z.literal('totp'),
  totp: z.object({
    /** An SVG image as a data URL, ready for an <img src>. */
    qr_code: z.string(),
    /** Base32, for typing into an authenticator app by hand. */
    secret: z.string(),
    uri: z.string(),
  }),
});
export type EnrolledFactor = z.infer<typeof ZEnrolledFactor>;

export const ZEnrollMfaFactorResponse = successEnvelope(ZEnrolledFactor);
export type EnrollMfaFactorResponse = z.infer<typeof ZEnrollMfaFactorResponse>;
