import { ErrorReason } from '@creators-archive/contract';
import { reasonError } from '../i18n/error-messages';
import { AppError } from '../lib/app-error';
import type { AccessTokenClaims } from './access-tokens';

/** The caller as services see them: the auth plugin puts the role and assurance the database has now. */
export type Caller = Pick<AccessTokenClaims, 'userId' | 'role' | 'aal'>;

/**
 * Whether the caller acts as an admin: the admin role at aal2, a sign-in that passed a second
 * factor. The auth plugin reads the role, the suspension and the sign-in's assurance from the
 * database on every request and hands a suspended member's request no caller, so a demoted or
 * suspended admin loses these powers on their next request, not when their access token expires.
 * Every rule that lets an admin do more than a member asks this, and nothing else.
 */
export function actsAsAdmin(caller: Caller | undefined): boolean {
  return caller?.role === 'admin' && caller.aal === 'aal2';
}

/**
 * The one answer to a caller who does not act as an admin, on an admin route and in every service
 * that acts as one: 403 FORBIDDEN, or 403 MFA_ENROLLMENT_REQUIRED to an admin whose sign-in passed
 * no second factor. Nothing when the caller acts as an admin.
 */
export function adminRefusal(caller: Caller | undefined): AppError | undefined {
  if (actsAsAdmin(caller)) return undefined;
  // Admin work needs a second factor: only a sign-in that passed one is aal2.
  return caller?.role === 'admin'
    ? reasonError(403, ErrorReason.mfaEnrollmentRequired)
    : AppError.forbidden();
}
