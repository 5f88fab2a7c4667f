import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZTextLine } from '../entities/text';

export const method = 'POST';
export const path = '/v1/users/me/email/confirm';

export const ZConfirmEmailChangeRequest = z.object({
  token: ZTextLine.min(1, 'validation.linkIncomplete').max(200),
});
export type ConfirmEmailChangeRequest = z.input<typeof ZConfirmEmailChangeRequest>;

export const ZConfirmEmailChangeResponse = successEnvelope(z.object({ email: z.string() }));
export type ConfirmEmailChangeResponse = z.infer<typeof ZConfirmEmailChangeResponse>;
