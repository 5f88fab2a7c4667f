import { ErrorReason, type Session } from '@creators-archive/contract';
import type { Locale } from '@creators-archive/i18n';
import type { SignInSession } from '@creators-archive/contract/auth/find-sessions';
import type { RefreshedTokens } from '@creators-archive/contract/auth/refresh-session';
import type { AccessTokenClaims, AccessTokens } from '../../credentials/access-tokens';
import type { Passwords } from '../../credentials/passwords';
import type { UserRow } from '../../db/schema';
import type { Scope, Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { authMails } from './auth.mail';
import type { UsersRepository } from '../users';
import { FAILED_ATTEMPT_WINDOW_MINUTES, type AbuseLimits, type Attempt } from './abuse-limits';
import type { AuthRepositories } from './auth-repositories';
import type { AuthSessionsRepository } from './auth-sessions.repository';
import { describeDevice, type DeviceTokens } from './devices';
import type { MfaRepository } from './mfa.repository';
import { REFRESH_TOKEN_DAYS, hashToken, newSecretToken, type SessionIssuer } from './session-issuer';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export { REFRESH_TOKEN_DAYS } from './session-issuer';
/** A rotated token used again within this window is a race between tabs, not a theft. */
export const REUSE_GRACE_MS = 10_000;
export const PASSWORD_RESET_MINUTES = 30;

const invalidCredentials = () => reasonError(401, ErrorReason.invalidCredentials);
const invalidRefreshToken = () => reasonError(401, ErrorReason.invalidRefreshToken);

export type SignInInput = {
  email: string;
  password: string;
  /** From an earlier sign-in on this device, if the client kept it. */
  deviceToken?: string | undefined;
  userAgent: string | undefined;
  clientAddress: string;
};

export type RegisterInput = {
  email: string;
  password: string;
  fullName: string;
  phone?: string | undefined;
  /** The language of the request that registers, which the member's e-mails are then written in. */
  locale: Locale;
  userAgent: string | undefined;
  clientAddress: string;
};

/** An address another account has: at sign-up and at a change of address alike. */
export const emailTaken = () => reasonError(409, ErrorReason.emailTaken, {}, ['email']);

export class AuthService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      authSessions: AuthSessionsRepository;
      mfa: MfaRepository;
      transaction: Transaction<Pick<AuthRepositories, 'users' | 'authSessions' | 'accountTokens' | 'jobs'>>;
      accessTokens: AccessTokens;
      sessions: SessionIssuer;
      passwords: Passwords;
      limits: AbuseLimits;
      devices: DeviceTokens;
      background: BackgroundTasks;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** 409 EMAIL_TAKEN for a taken address; how often anyone may ask is limited per address and in total. */
  async register(input: RegisterInput): Promise<Session> {
    await this.deps.limits.consumeRegistration(input.clientAddress);
    await this.deps.limits.consume('register', input.email);
    this.deps.passwords.assertAcceptable(input.password);
    const passwordHash = await this.deps.passwords.hash(input.password);
    const now = this.deps.clock.now();
    const session = await this.deps.transaction(async ({ users, authSessions }) => {
      const user = await users.register({
        email: input.email.trim(),
        passwordHash,
        fullName: input.fullName,
        phone: input.phone ?? null,
        locale: input.locale,
        createdAt: now,
        updatedAt: now,
      });
      if (!user) {
        throw emailTaken();
      }
      return this.deps.sessions.open(authSessions, user, {
        userAgent: input.userAgent,
        now,
        aal: 'aal1',
        mfaRequired: false,
      });
    });
    return { ...session, device_token: this.deps.devices.issue(session.user.id) };
  }

  /**
   * A member with a verified factor gets an aal1 session that only opens the MFA endpoints. The
   * answer carries a device token; sent back with a later sign-in it lets this device through
   * while failures from elsewhere slow everyone else down.
   */
  async signIn(input: SignInInput): Promise<Session> {
    const { limits, users, passwords } = this.deps;
    const user = await users.findByEmail(input.email);
    const device = user ? this.deps.devices.recognise(input.deviceToken, user.id) : undefined;
    const attempt: Attempt = {
      account: input.email,
      client: device ? { device } : { address: input.clientAddress },
    };
    await limits.assertAttemptAllowed('login', attempt);
    const passwordMatches = user
      ? await passwords.verify(user.passwordHash, input.password)
      : await passwords.verifyNothing(input.password).then(() => false);
    if (!user || !passwordMatches) {
      const failure = await limits.recordFailure('login', attempt);
      if (user && failure.alertOwner) {
        this.deps.background.run('failed sign-in alert', () =>
          this.alertOwner(user, failure.accountFailures),
        );
      }
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is suspended.
    if (user.suspendedAt) throw AppError.accountSuspended();
    await limits.recordSuccess('login', attempt);
    const now = this.deps.clock.now();
    const mfaRequired = await this.deps.mfa.hasVerifiedFactor(user.id);
    const session = await this.deps.transaction(({ authSessions }) =>
      this.deps.sessions.open(authSessions, user, {
        userAgent: input.userAgent,
        now,
        aal: 'aal1',
        mfaRequired,
      }),
    );
    return { ...session, device_token: this.deps.devices.issue(user.id, device) };
  }

  /**
   * Signs in the browser that paid for a membership as a visitor, to the account that payment
   * created: the payments area holds the proof (the checkout's claim, taken once). A factor
   * enrolled since still asks for its code.
   */
  async signInAfterCheckout(
    userId: string,
    userAgent: string | undefined,
    /** Spends the checkout's claim in the session's transaction: both happen, or neither. */
    takeClaim: (scope: Scope) => Promise<boolean>,
  ): Promise<Session | undefined> {
    const user = await this.deps.users.findById(userId);
    if (!user || user.suspendedAt) return undefined;
    const now = this.deps.clock.now();
    const mfaRequired = await this.deps.mfa.hasVerifiedFactor(user.id);
    const session = await this.deps.transaction(async ({ authSessions }, scope) => {
      if (!(await takeClaim(scope))) return undefined;
      return this.deps.sessions.open(authSessions, user, { userAgent, now, aal: 'aal1', mfaRequired });
    });
    return session && { ...session, device_token: this.deps.devices.issue(user.id) };
  }

  async refresh(refreshToken: string): Promise<RefreshedTokens> {
    const now = this.deps.clock.now();
    const { authSessions, users } = this.deps;
    const record = await authSessions.findRefreshToken(hashToken(refreshToken));
    if (!record || record.sessionRevokedAt || record.expiresAt <= now) throw invalidRefreshToken();
    await this.deps.limits.consume('refresh', record.userId);

    if (record.rotatedAt) throw await this.rejectReuse(record.sessionId, record.rotatedAt, now);

    const user = await users.findById(record.userId);
    if (!user) throw invalidRefreshToken();
    if (user.suspendedAt) throw AppError.accountSuspended();
    const mfaRequired = record.aal === 'aal1' && (await this.deps.mfa.hasVerifiedFactor(user.id));

    return this.deps.transaction(async ({ authSessions: sessions }) => {
      if (!(await sessions.markRotated(record.id, now))) throw invalidRefreshToken();
      const next = await this.deps.sessions.issueRefreshToken(sessions, record.sessionId, now);
      await sessions.touchSession(record.sessionId, now);
      const access = await this.deps.accessTokens.sign({
        userId: user.id,
        role: user.role,
        sessionId: record.sessionId,
        aal: record.aal,
        mfaRequired,
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

  /**
   * Answers at once and the same way for any address: the lookup, the token and the e-mail happen
   * after the answer, so neither the body nor the timing tells whether an account exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    await this.deps.limits.consume('reset', email);
    this.deps.background.run('password reset', () => this.sendPasswordReset(email));
  }

  /** Waits for work started after an answer (reset e-mails); for tests and shutdown. */
  async settled(): Promise<void> {
    await this.deps.background.settled();
  }

  /** Tells the owner about repeated wrong passwords: counts and a time, nothing the guesser typed. */
  private async alertOwner(user: UserRow, failures: number): Promise<void> {
    const now = this.deps.clock.now();
    const attempts = { failures, windowMinutes: FAILED_ATTEMPT_WINDOW_MINUTES, at: now };
    const settingsUrl = pageAddress(this.deps.publicUrl, '/account/settings', user.locale);
    await this.deps.transaction(({ jobs }) =>
      queueMail(
        jobs,
        authMails(user.locale).failedSignIns(user.email, user.fullName, attempts, settingsUrl),
        now,
      ),
    );
  }

  private async sendPasswordReset(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const now = this.deps.clock.now();
    const token = newSecretToken();
    const url = pageAddress(this.deps.publicUrl, `/reset-password?token=${token}`, user.locale);
    await this.deps.transaction(async ({ accountTokens, jobs }) => {
      await accountTokens.insert({
        userId: user.id,
        purpose: 'password_reset',
        tokenHash: hashToken(token),
        now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
      });
      await queueMail(jobs, authMails(user.locale).passwordReset(user.email, user.fullName, url), now);
    });
  }

  /** Sets the new password and ends every sign-in; no session is handed out, so MFA still applies. */
  async confirmPasswordReset(token: string, password: string): Promise<void> {
    this.deps.passwords.assertAcceptable(password);
    const passwordHash = await this.deps.passwords.hash(password);
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ accountTokens, users, authSessions, jobs }) => {
      const used = await accountTokens.consume('password_reset', hashToken(token), now);
      if (!used) {
        throw new AppError(
          400,
          ErrorReason.invalidLinkToken,
          'This reset link has expired or was already used. Ask for a new one.',
        );
      }
      // The link came by mail, so the address is confirmed as well.
      const user = await users.update(used.userId, { passwordHash, emailConfirmedAt: now });
      if (!user) throw new AppError(400, ErrorReason.invalidLinkToken, 'This account no longer exists.');
      await accountTokens.invalidateAll(used.userId, 'password_reset', now);
      await authSessions.revokeAllSessionsOf(used.userId, now);
      await queueMail(jobs, authMails(user.locale).passwordChanged(user.email, user.fullName), now);
    });
  }

  async findSessions(claims: AccessTokenClaims): Promise<SignInSession[]> {
    // A sign-in unused for longer than a refresh token lives can no longer be resumed.
    const activeSince = new Date(this.deps.clock.now().getTime() - REFRESH_TOKEN_DAYS * 24 * 3_600_000);
    const rows = await this.deps.authSessions.findActiveSessions(claims.userId, activeSince);
    return rows.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === claims.sessionId,
      aal: row.aal,
    }));
  }

  async deleteSession(claims: AccessTokenClaims, sessionId: string): Promise<void> {
    const revoked = await this.deps.authSessions.revokeSessionOf(
      claims.userId,
      sessionId,
      this.deps.clock.now(),
    );
    if (!revoked) throw reasonError(404, ErrorReason.sessionNotFound);
  }

  async signOutOtherSessions(claims: AccessTokenClaims): Promise<number> {
    return this.deps.authSessions.revokeOtherSessions(claims.userId, claims.sessionId, this.deps.clock.now());
  }

  /** Past the grace window a used token means it leaked: the whole sign-in is revoked. */
  private async rejectReuse(sessionId: string, rotatedAt: Date, now: Date): Promise<AppError> {
    if (now.getTime() - rotatedAt.getTime() <= REUSE_GRACE_MS) return invalidRefreshToken();
    await this.deps.authSessions.revokeSession(sessionId, now);
    return reasonError(401, ErrorReason.refreshTokenReused);
  }
}
