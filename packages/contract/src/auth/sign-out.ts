import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { signOutPath } from '../session-paths';

export const method = 'POST';
export const path = signOutPath;

export const ZSignOutResponse = successEnvelope(z.object({ signedOut: z.literal(true) }));
export type SignOutResponse = z.infer<typeof ZSignOutResponse>;
