import { z } from 'zod';
import { successEnvelope } from '../envelope';

export const method = 'GET';
export const path = '/v1/auth/sessions';

export const ZSignInSession = z.object({
  id: z.uuid(),
  /** Read from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
  aal: z.enum(['aal1', 'aal2']),
});
export type SignInSession = z.infer<typeof ZSignInSession>;

export const ZFindSessionsResponse = successEnvelope(z.object({ items: z.array(ZSignInSession) }));
export type FindSessionsResponse = z.infer<typeof ZFindSessionsResponse>;
