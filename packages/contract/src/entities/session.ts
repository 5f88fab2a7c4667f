import { z } from 'zod';
import { ZUser } from './user';

export const ZSession = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Unix time in seconds when the access token expires. */
  expires_at: z.number().int(),
  /** Seconds the access token lives. */
  expires_in: z.number().int(),
  user: ZUser,
});
export type Session = z.infer<typeof ZSession>;
