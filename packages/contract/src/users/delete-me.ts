import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZMfaCode } from '../auth/verify-mfa-factor';
import { ZTextLine } from '../entities/text';
import { mePath } from '../session-paths';

export const method = 'DELETE';
export const path = mePath;

export const ZDeleteMeRequest = z.object({
  password: ZTextLine.min(1, 'validation.passwordRequired').max(1024),
  /** Needed when the account has a verified second factor. */
  code: ZMfaCode.optional(),
});
export type DeleteMeRequest = z.input<typeof ZDeleteMeRequest>;

export const ZDeleteMeResponse = successEnvelope(z.object({ deleted: z.literal(true) }));
export type DeleteMeResponse = z.infer<typeof ZDeleteMeResponse>;
