import { ErrorReason } from '@creators-archive/contract';
import type { AccessTokenClaims } from '../../credentials/access-tokens';
import type { Passwords } from '../../credentials/passwords';
import type { Scope, Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { accountMails } from './account.mail';
import {
  authMails,
  emailTaken,
  hashToken,
  newSecretToken,
  type AuthRepositories,
  type MfaService,
} from '../auth';
import type { UsersRepository } from '../users';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export const EMAIL_CHANGE_HOURS = 24;

/**
 * A step of deleting an account, run inside the deleting transaction before the user row goes:
 * remove or anonymise what the foreign keys do not cascade, and queue jobs for files and
 * providers (portfolio files, subscription renewal, invoices kept with the buyer anonymised).
 * The step binds its own area's repositories on `scope`, so its writes commit with the deletion.
 */
export type AccountDeletionStep = (userId: string, scope: Scope) => Promise<void>;

const wrongPassword = (field: string) => reasonError(400, ErrorReason.wrongPassword, {}, [field]);

export class AccountService {
  private readonly deletionSteps: { name: string; step: AccountDeletionStep }[] = [];

  constructor(
    private readonly deps: {
      users: UsersRepository;
      transaction: Transaction<Pick<AuthRepositories, 'users' | 'authSessions' | 'accountTokens' | 'jobs'>>;
      passwords: Passwords;
      mfa: MfaService;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** Other areas (portfolio, subscriptions) add what deleting an account means for them. */
  addDeletionStep(name: string, step: AccountDeletionStep): void {
    this.deletionSteps.push({ name, step });
  }

  /** Needs the current password; every other sign-in ends and open reset links stop working. */
  async changePassword(
    claims: AccessTokenClaims,
    currentPassword: string,
    newPassword: string,
  ): Promise<void> {
    const user = await this.requireUser(claims.userId);
    if (!(await this.deps.passwords.verify(user.passwordHash, currentPassword))) {
      throw wrongPassword('currentPassword');
    }
    this.deps.passwords.assertAcceptable(newPassword, 'newPassword');
    const passwordHash = await this.deps.passwords.hash(newPassword);
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, authSessions, accountTokens, jobs }) => {
      await users.update(user.id, { passwordHash });
      await authSessions.revokeOtherSessions(user.id, claims.sessionId, now);
      await accountTokens.invalidateAll(user.id, 'password_reset', now);
      await queueMail(jobs, authMails(user.locale).passwordChanged(user.email, user.fullName), now);
    });
  }

  /** Sends a confirmation link to the new address; the address changes when it is opened. */
  async requestEmailChange(claims: AccessTokenClaims, newEmail: string, password: string): Promise<void> {
    const user = await this.requireUser(claims.userId);
    if (!(await this.deps.passwords.verify(user.passwordHash, password))) throw wrongPassword('password');
    if (newEmail.toLowerCase() === user.email.toLowerCase()) {
      throw AppError.validation({ email: 'validation.alreadyYourEmail' });
    }
    const owner = await this.deps.users.findByEmail(newEmail);
    if (owner) throw emailTaken();
    const now = this.deps.clock.now();
    const token = newSecretToken();
    await this.deps.transaction(async ({ accountTokens, jobs }) => {
      await accountTokens.invalidateAll(user.id, 'email_change', now);
      await accountTokens.insert({
        userId: user.id,
        purpose: 'email_change',
        tokenHash: hashToken(token),
        newEmail,
        now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      const url = pageAddress(this.deps.publicUrl, `/confirm-email?token=${token}`, user.locale);
      await queueMail(jobs, accountMails(user.locale).emailChange(newEmail, user.fullName, url), now);
    });
  }

  /** The link alone proves the new address; the old one is told of the change. */
  async confirmEmailChange(token: string): Promise<string> {
    const now = this.deps.clock.now();
    const email = await this.deps.transaction(async ({ accountTokens, users, jobs }) => {
      const used = await accountTokens.consume('email_change', hashToken(token), now);
      const user = used ? await users.findById(used.userId) : undefined;
      if (!used?.newEmail || !user) {
        throw reasonError(400, ErrorReason.invalidLinkToken);
      }
      if (!(await users.changeEmail(user.id, used.newEmail))) throw emailTaken();
      await queueMail(
        jobs,
        accountMails(user.locale).emailChanged(user.email, user.fullName, used.newEmail),
        now,
      );
      return used.newEmail;
    });
    return email;
  }

  /**
   * Deletes the identity: needs the password and, with a factor enrolled, a fresh code. Sessions,
   * tokens and factors cascade; each deletion step removes its area's data. A repeated call,
   * once the account is gone, answers the same success.
   */
  async deleteMe(
    claims: AccessTokenClaims,
    input: { password: string; code: string | undefined; clientAddress: string },
  ): Promise<void> {
    const user = await this.deps.users.findById(claims.userId);
    if (!user) return;
    if (!(await this.deps.passwords.verify(user.passwordHash, input.password))) {
      throw wrongPassword('password');
    }
    await this.deps.mfa.assertCodeIfEnrolled(user, input.code, input.clientAddress);
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, jobs }, scope) => {
      for (const { step } of this.deletionSteps) await step(user.id, scope);
      await users.delete(user.id);
      await queueMail(jobs, accountMails(user.locale).accountDeleted(user.email, user.fullName), now);
    });
  }

  private async requireUser(userId: string) {
    const user = await this.deps.users.findById(userId);
    if (!user) throw AppError.unauthenticated('Your account no longer exists');
    return user;
  }
}
