import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'POST';
export const path = '/v1/auth/logout';

export const ZSignOutResponse = successEnvelope(z.object({ signedOut: z.literal(true) }));
export type SignOutResponse = z.infer<typeof ZSignOutResponse>;
