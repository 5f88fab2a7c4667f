import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZEmail } from '../entities/user';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/users/me/email';

export const ZRequestEmailChangeRequest = z.object({
  email: ZEmail,
  password: ZTextLine.min(1, 'validation.passwordRequired').max(1024),
});
export type RequestEmailChangeRequest = z.input<typeof ZRequestEmailChangeRequest>;

/** The address changes once the link sent to the new one is opened. */
export const ZRequestEmailChangeResponse = successEnvelope(z.object({ sent: z.literal(true) }));
export type RequestEmailChangeResponse = z.infer<typeof ZRequestEmailChangeResponse>;
