import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/auth/reset-password';

export const ZRequestPasswordResetRequest = z.object({
  email: ZTextLine.trim().toLowerCase().min(1, 'validation.emailRequired').max(254),
});
export type RequestPasswordResetRequest = z.input<typeof ZRequestPasswordResetRequest>;

/** The same answer whether or not the address has an account. */
export const ZRequestPasswordResetResponse = successEnvelope(z.object({ sent: z.literal(true) }));
export type RequestPasswordResetResponse = z.infer<typeof ZRequestPasswordResetResponse>;
