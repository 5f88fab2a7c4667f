import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZSession } from '../entities/session';
import { ZTextLine } from '../entities/text';
import { signInPath } from '../session-paths';

export const method = 'POST';
export const path = signInPath;

export const ZSignInRequest = z.object({
  email: ZTextLine.trim().toLowerCase().min(1, 'validation.emailRequired'),
  password: ZTextLine.min(1, 'validation.passwordRequired').max(1024),
  /** The `device_token` of an earlier sign-in on this device. */
  deviceToken: ZTextLine.max(1024).optional(),
});
export type SignInRequest = z.input<typeof ZSignInRequest>;

export const ZSignInResponse = successEnvelope(ZSession);
export type SignInResponse = z.infer<typeof ZSignInResponse>;
