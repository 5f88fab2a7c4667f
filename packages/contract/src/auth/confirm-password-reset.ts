import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPassword } from '../entities/user';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/auth/reset-password/confirm';

export const ZConfirmPasswordResetRequest = z.object({
  token: ZTextLine.min(1, 'validation.linkIncomplete').max(200),
  password: ZPassword,
});
export type ConfirmPasswordResetRequest = z.input<typeof ZConfirmPasswordResetRequest>;

/** No session: the member signs in again, with their second factor when they have one. */
export const ZConfirmPasswordResetResponse = successEnvelope(z.object({ reset: z.literal(true) }));
export type ConfirmPasswordResetResponse = z.infer<typeof ZConfirmPasswordResetResponse>;
