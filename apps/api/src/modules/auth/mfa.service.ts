import { ErrorReason, type Session } from '@creators-archive/contract';
import type { EnrolledFactor } from '@creators-archive/contract/auth/enroll-mfa-factor';
import type { MfaChallenge } from '@creators-archive/contract/auth/challenge-mfa-factor';
import type { MfaFactor } from '@creators-archive/contract/auth/find-mfa-factors';
import type { AccessTokenClaims } from '../../credentials/access-tokens';
import type { MfaFactorRow, UserRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { authMails } from './auth.mail';
import type { UsersRepository } from '../users';
import { FAILED_ATTEMPT_WINDOW_MINUTES, type AbuseLimits, type Attempt } from './abuse-limits';
import type { AuthRepositories } from './auth-repositories';
import type { MfaRepository } from './mfa.repository';
import type { SecretBox } from './secret-box';
import type { SessionIssuer } from './session-issuer';
import { matchTotpStep, newTotpSecret, qrCodeDataUrl, totpUri } from './totp';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export const CHALLENGE_MINUTES = 5;
/**
 * A factor whose enrolment was started but never finished with a first code lapses this long
 * after it was started, and is removed: long enough to find the phone and scan the code.
 */
export const UNVERIFIED_FACTOR_MINUTES = 15;

const factorNotFound = () => reasonError(404, ErrorReason.mfaFactorNotFound);
const invalidCode = () => reasonError(400, ErrorReason.invalidMfaCode, {}, ['code']);
const lapsesAt = (factor: MfaFactorRow) =>
  new Date(factor.createdAt.getTime() + UNVERIFIED_FACTOR_MINUTES * 60_000);
const needsAal2 = () =>
  new AppError(403, ErrorReason.mfaRequired, 'Enter a code from your authenticator app first');

/** TOTP factors: enroll, challenge, verify (which upgrades the sign-in to aal2) and unenroll. */
export class MfaService {
  constructor(
    private readonly deps: {
      mfa: MfaRepository;
      users: UsersRepository;
      transaction: Transaction<Pick<AuthRepositories, 'authSessions' | 'mfa' | 'jobs'>>;
      secrets: SecretBox;
      sessions: SessionIssuer;
      limits: AbuseLimits;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** A second factor, once one is verified, can be added only from an aal2 sign-in. */
  async enroll(claims: AccessTokenClaims): Promise<EnrolledFactor> {
    const user = await this.deps.users.findById(claims.userId);
    if (!user) throw AppError.unauthenticated('Your account no longer exists');
    if (claims.aal !== 'aal2' && (await this.deps.mfa.hasVerifiedFactor(user.id))) throw needsAal2();
    await this.removeLapsedFactors(user.id);
    const secret = newTotpSecret();
    const factor = await this.deps.mfa.insertFactor(
      user.id,
      this.deps.secrets.seal(secret),
      this.deps.clock.now(),
    );
    const uri = totpUri(secret, user.email);
    return { id: factor.id, type: 'totp', totp: { qr_code: qrCodeDataUrl(uri), secret, uri } };
  }

  /** Every factor of the account, the unverified ones with the time their set-up lapses. */
  async findFactors(claims: AccessTokenClaims): Promise<MfaFactor[]> {
    await this.removeLapsedFactors(claims.userId);
    const rows = await this.deps.mfa.findFactors(claims.userId);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.status === 'verified' ? null : lapsesAt(row).toISOString(),
    }));
  }

  async challenge(claims: AccessTokenClaims, factorId: string): Promise<MfaChallenge> {
    const now = this.deps.clock.now();
    const factor = await this.usableFactor(claims, factorId, now);
    const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
    const id = await this.deps.mfa.insertChallenge(factor.id, now, expiresAt);
    return { id, expiresAt: Math.floor(expiresAt.getTime() / 1000) };
  }

  /**
   * A right code answers a new aal2 session and ends the one that asked; a code works once. Wrong
   * codes slow this client down for this account, as wrong passwords do, and the owner hears of them.
   */
  async verify(
    claims: AccessTokenClaims,
    factorId: string,
    input: { challengeId: string; code: string },
    client: { userAgent: string | undefined; clientAddress: string },
  ): Promise<Session> {
    const attempt: Attempt = { account: claims.userId, client: { address: client.clientAddress } };
    await this.deps.limits.assertAttemptAllowed('mfa', attempt);
    const now = this.deps.clock.now();
    const factor = await this.usableFactor(claims, factorId, now);
    const user = await this.deps.users.findById(claims.userId);
    if (!user) throw AppError.unauthenticated('Your account no longer exists');
    // Used up before the code is checked: a wrong code also spends the challenge.
    if (!(await this.deps.mfa.useChallenge(factor.id, input.challengeId, now))) {
      throw reasonError(400, ErrorReason.mfaChallengeInvalid);
    }
    const session = await this.deps.transaction(async ({ mfa, authSessions }) => {
      const step = matchTotpStep(this.deps.secrets.open(factor.secretEncrypted), input.code, now);
      if (step === null || !(await mfa.useStep(factor.id, step, now))) return undefined;
      await authSessions.revokeSession(claims.sessionId, now);
      return this.deps.sessions.open(authSessions, user, {
        userAgent: client.userAgent,
        now,
        aal: 'aal2',
        mfaRequired: false,
      });
    });
    if (!session) throw await this.wrongCode(user, attempt);
    await this.deps.limits.recordSuccess('mfa', attempt);
    return session;
  }

  async unenroll(claims: AccessTokenClaims, factorId: string): Promise<void> {
    const factor = await this.deps.mfa.findFactor(claims.userId, factorId);
    if (!factor) throw factorNotFound();
    if (claims.aal !== 'aal2' && (await this.deps.mfa.hasVerifiedFactor(claims.userId))) throw needsAal2();
    await this.deps.mfa.deleteFactor(claims.userId, factorId);
  }

  /**
   * The factor a code may be checked against. A verified one always; an unverified one only to
   * finish its own enrolment, before it lapses, from a sign-in that could have started it (aal2,
   * or an account with no verified factor). It never stands in for a verified factor at sign-in:
   * whoever started it, once the account has a verified factor, only that factor's code counts.
   */
  private async usableFactor(claims: AccessTokenClaims, factorId: string, now: Date): Promise<MfaFactorRow> {
    const factor = await this.deps.mfa.findFactor(claims.userId, factorId);
    if (!factor || (factor.status === 'unverified' && lapsesAt(factor) <= now)) throw factorNotFound();
    if (
      factor.status === 'unverified' &&
      claims.aal !== 'aal2' &&
      (await this.deps.mfa.hasVerifiedFactor(claims.userId))
    ) {
      throw needsAal2();
    }
    return factor;
  }

  private async removeLapsedFactors(userId: string): Promise<void> {
    const lapsedIfCreatedBy = new Date(this.deps.clock.now().getTime() - UNVERIFIED_FACTOR_MINUTES * 60_000);
    await this.deps.mfa.deleteUnverifiedFactors(userId, lapsedIfCreatedBy);
  }

  /** For actions that ask for a fresh code (deleting the account); a no-op without a verified factor. */
  async assertCodeIfEnrolled(user: UserRow, code: string | undefined, clientAddress: string): Promise<void> {
    const verified = (await this.deps.mfa.findFactors(user.id)).filter(
      (factor) => factor.status === 'verified',
    );
    if (verified.length === 0) return;
    if (!code) {
      throw new AppError(400, ErrorReason.invalidMfaCode, 'Enter the code from your authenticator app', {
        fields: { code: 'Enter the code from your authenticator app' },
      });
    }
    const attempt: Attempt = { account: user.id, client: { address: clientAddress } };
    await this.deps.limits.assertAttemptAllowed('mfa', attempt);
    const now = this.deps.clock.now();
    for (const factor of verified) {
      const step = matchTotpStep(this.deps.secrets.open(factor.secretEncrypted), code, now);
      if (step !== null && (await this.deps.mfa.useStep(factor.id, step, now))) {
        await this.deps.limits.recordSuccess('mfa', attempt);
        return;
      }
    }
    throw await this.wrongCode(user, attempt);
  }

  /** Counts a wrong code and, once per window, tells the owner: counts and a time, nothing more. */
  private async wrongCode(user: UserRow, attempt: Attempt): Promise<AppError> {
    const failure = await this.deps.limits.recordFailure('mfa', attempt);
    if (failure.alertOwner) {
      const now = this.deps.clock.now();
      const attempts = {
        failures: failure.accountFailures,
        windowMinutes: FAILED_ATTEMPT_WINDOW_MINUTES,
        at: now,
      };
      const settingsUrl = pageAddress(this.deps.publicUrl, '/account/settings', user.locale);
      await this.deps.transaction(({ jobs }) =>
        queueMail(
          jobs,
          authMails(user.locale).failedMfaCodes(user.email, user.fullName, attempts, settingsUrl),
          now,
        ),
      );
    }
    return invalidCode();
  }
}
