import { createHash, randomBytes } from 'node:crypto';
import { ErrorReason, type Session } from '@creators-archive/contract';
import type { RefreshedTokens } from '@creators-archive/contract/auth/refresh-session';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Transaction } from '../repositories';
import type { AuthSessionsRepository } from './auth-sessions.repository';
import type { UsersRepository } from '../users/users.repository';
import { toUser } from '../users/user-view';
import type { AccessTokens } from './access-tokens';
import type { Passwords } from './passwords';

export const REFRESH_TOKEN_DAYS = 30;
/** A rotated token used again within this window is a race between tabs, not a theft. */
export const REUSE_GRACE_MS = 10_000;

const invalidCredentials = () =>
  new AppError(401, ErrorReason.invalidCredentials, 'Invalid email or password');
const invalidRefreshToken = () =>
  new AppError(401, ErrorReason.invalidRefreshToken, 'Your session has ended. Sign in again.');

export type RegisterInput = { email: string; password: string; fullName: string; phone?: string | undefined };

export class AuthService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      authSessions: AuthSessionsRepository;
      transaction: Transaction<'users' | 'authSessions'>;
      accessTokens: AccessTokens;
      passwords: Passwords;
      clock: Clock;
    },
  ) {}

  async register(input: RegisterInput, userAgent: string | undefined): Promise<Session> {
    this.deps.passwords.assertAcceptable(input.password);
    const passwordHash = await this.deps.passwords.hash(input.password);
    const now = this.deps.clock.now();
    return this.deps.transaction(async ({ users, authSessions }) => {
      const user = await users.insert({
        email: input.email.trim(),
        passwordHash,
        fullName: input.fullName,
        phone: input.phone ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!user) {
        throw new AppError(409, ErrorReason.emailTaken, 'An account with this email already exists', {
          fields: { email: 'An account with this email already exists' },
        });
      }
      return this.openSession(authSessions, user, userAgent, now);
    });
  }

  async signIn(email: string, password: string, userAgent: string | undefined): Promise<Session> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) {
      await this.deps.passwords.verifyNothing(password);
      throw invalidCredentials();
    }
    if (!(await this.deps.passwords.verify(user.passwordHash, password))) throw invalidCredentials();
    const now = this.deps.clock.now();
    return this.deps.transaction(({ authSessions }) => this.openSession(authSessions, user, userAgent, now));
  }

  async refresh(refreshToken: string): Promise<RefreshedTokens> {
    const now = this.deps.clock.now();
    const { authSessions, users } = this.deps;
    const record = await authSessions.findRefreshToken(hashToken(refreshToken));
    if (!record || record.sessionRevokedAt || record.expiresAt <= now) throw invalidRefreshToken();

    if (record.rotatedAt) throw await this.rejectReuse(record.sessionId, record.rotatedAt, now);

    const user = await users.findById(record.userId);
    if (!user) throw invalidRefreshToken();

    return this.deps.transaction(async ({ authSessions: sessions }) => {
      if (!(await sessions.markRotated(record.id, now))) throw invalidRefreshToken();
      const next = await this.issueRefreshToken(sessions, record.sessionId, now);
      await sessions.touchSession(record.sessionId, now);
      const access = await this.deps.accessTokens.sign({
        userId: user.id,
        role: user.role,
        sessionId: record.sessionId,
      });
      return {
        accessToken: access.token,
        refreshToken: next,
        expiresAt: access.expiresAt,
        expiresIn: access.expiresIn,
      };
    });
  }

  async signOut(sessionId: string): Promise<void> {
    await this.deps.authSessions.revokeSession(sessionId, this.deps.clock.now());
  }

  /** Past the grace window a used token means it leaked: the whole sign-in is revoked. */
  private async rejectReuse(sessionId: string, rotatedAt: Date, now: Date): Promise<AppError> {
    if (now.getTime() - rotatedAt.getTime() <= REUSE_GRACE_MS) return invalidRefreshToken();
    await this.deps.authSessions.revokeSession(sessionId, now);
    return new AppError(
      401,
      ErrorReason.refreshTokenReused,
      'This sign-in was ended because an old refresh token was used again. Sign in again.',
    );
  }

  private async openSession(
    authSessions: AuthSessionsRepository,
    user: UserRow,
    userAgent: string | undefined,
    now: Date,
  ): Promise<Session> {
    const sessionId = await authSessions.createSession(user.id, userAgent, now);
    const refreshToken = await this.issueRefreshToken(authSessions, sessionId, now);
    const access = await this.deps.accessTokens.sign({ userId: user.id, role: user.role, sessionId });
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt,
      expires_in: access.expiresIn,
      user: toUser(user),
    };
  }

  private async issueRefreshToken(
    authSessions: AuthSessionsRepository,
    sessionId: string,
    now: Date,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
    await authSessions.addRefreshToken(sessionId, hashToken(token), now, expiresAt);
    return token;
  }
}

/** Refresh tokens are 256 random bits, so a fast hash is enough to keep the stored copy useless. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
