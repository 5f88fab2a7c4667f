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
  /** Authenticator assurance level: aal2 once a second factor was verified. */
  aal: z.enum(['aal1', 'aal2']),
  /** True while a member with a second factor has not entered its code in this sign-in. */
  mfa_required: z.boolean(),
  /**
   * True for an admin who has no second factor yet: admin-only calls answer 403
   * MFA_ENROLLMENT_REQUIRED until one is enrolled and verified (the MFA calls stay open).
   */
  mfa_enrollment_required: z.boolean(),
  /**
   * Opaque; given at sign-in and registration. The client keeps it across sign-outs and sends it
   * as `deviceToken` with its next sign-in, so failures from other places do not slow it down.
   */
  device_token: z.string().optional(),
});
export type Session = z.infer<typeof ZSession>;
