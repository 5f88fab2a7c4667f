import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZSession } from '../entities/session';
import { ZEmail, ZFullName, ZPassword, ZPhone } from '../entities/user';
import { registerUserPath } from '../session-paths';

export const method = 'POST';
export const path = registerUserPath;

export const ZRegisterUserRequest = z.object({
  email: ZEmail,
  password: ZPassword,
  fullName: ZFullName,
  phone: ZPhone.optional(),
});
export type RegisterUserRequest = z.input<typeof ZRegisterUserRequest>;

export const ZRegisterUserResponse = successEnvelope(ZSession);
export type RegisterUserResponse = z.infer<typeof ZRegisterUserResponse>;
