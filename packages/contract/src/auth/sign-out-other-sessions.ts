import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'POST';
export const path = '/v1/auth/sessions/sign-out-others';

export const ZSignOutOtherSessionsResponse = successEnvelope(z.object({ signedOut: z.number().int() }));
export type SignOutOtherSessionsResponse = z.infer<typeof ZSignOutOtherSessionsResponse>;
