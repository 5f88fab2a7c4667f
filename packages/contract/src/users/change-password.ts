import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZPassword } from '../entities/user';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/users/me/password';

export const ZChangePasswordRequest = z.object({
  currentPassword: ZTextLine.min(1, 'validation.currentPasswordRequired').max(1024),
  newPassword: ZPassword,
});
export type ChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** Every other sign-in of the account is ended. */
export const ZChangePasswordResponse = successEnvelope(z.object({ changed: z.literal(true) }));
export type ChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
