import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '@creators-archive/contract';
import type { MemberRow } from '../users';
import { toUser } from '../users';
import type { AccessTokens, Aal } from '../../credentials/access-tokens';
import type { AuthSessionsRepository } from './auth-sessions.repository';

export const REFRESH_TOKEN_DAYS = 30;

/** Links and refresh tokens are 256 random bits, so a fast hash keeps the stored copy useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 bits from the operating system's secure generator, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Opens sign-ins and issues their tokens; used by sign-in, registration and second-factor verify. */
export class SessionIssuer {
  constructor(private readonly accessTokens: AccessTokens) {}

  async open(
    authSessions: AuthSessionsRepository,
    user: MemberRow,
    options: { userAgent: string | undefined; now: Date; aal: Aal; mfaRequired: boolean },
  ): Promise<Session> {
    const refreshToken = newSecretToken();
    const sessionId = await authSessions.createSession(
      { userId: user.id, userAgent: options.userAgent, now: options.now, aal: options.aal },
      { tokenHash: hashToken(refreshToken), expiresAt: refreshTokenExpiry(options.now) },
    );
    const access = await this.accessTokens.sign({
      userId: user.id,
      role: user.role,
      sessionId,
      aal: options.aal,
      mfaRequired: options.mfaRequired,
    });
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt,
      expires_in: access.expiresIn,
      user: toUser(user),
      aal: options.aal,
      mfa_required: options.mfaRequired,
      // An aal1 sign-in owes a code exactly when the member has a verified factor.
      mfa_enrollment_required: user.role === 'admin' && options.aal === 'aal1' && !options.mfaRequired,
    };
  }

  async issueRefreshToken(
    authSessions: AuthSessionsRepository,
    sessionId: string,
    now: Date,
  ): Promise<string> {
    const token = newSecretToken();
    await authSessions.addRefreshToken(sessionId, hashToken(token), now, refreshTokenExpiry(now));
    return token;
  }
}

function refreshTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
}
