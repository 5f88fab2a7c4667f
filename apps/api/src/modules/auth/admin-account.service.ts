import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from '../../config';
import type { Passwords } from '../../credentials/passwords';
import type { Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import type { UsersRepository } from '../users';
import type { AuthRepositories } from './auth-repositories';

/** The account `ADMIN_EMAIL` and `ADMIN_PASSWORD` name at start. */
export type ConfiguredAdmin = {
  email: string;
  password: string;
  /** Promote an existing account whose address was never confirmed (`ADMIN_PROMOTE_UNCONFIRMED=1`). */
  promoteUnconfirmed?: boolean;
};

/** What start-up did to that account; never the password. */
export type AdminAccountOutcome =
  | { action: 'created' | 'unchanged'; userId: string }
  | {
      action: 'updated';
      userId: string;
      promoted: boolean;
      passwordChanged: boolean;
      sessionsEnded: number;
      unverifiedFactorsRemoved: number;
    };

/** The configured admin account, brought in line with the configuration at start. */
export class AdminAccountService {
  constructor(
    private readonly deps: {
      users: UsersRepository;
      passwords: Passwords;
      transaction: Transaction<Pick<AuthRepositories, 'users' | 'authSessions' | 'accountTokens' | 'mfa'>>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Creates the account, or gives an existing one the admin role and the configured password.
   * Whenever that changes an existing account, whoever held it before keeps nothing: every
   * sign-in of it ends (their access tokens are refused from the next request, their refresh
   * tokens at once), its open reset and e-mail-change links stop working and its unverified
   * factors go, in one transaction. An account already in line is left alone. An account whose
   * address was never confirmed is not promoted unless the operator says so, since whoever
   * registered the address first need not own it: start-up stops with a ConfigError instead.
   */
  async ensure(admin: ConfiguredAdmin): Promise<AdminAccountOutcome> {
    const { users, passwords, log } = this.deps;
    const existing = await users.findByEmail(admin.email);
    const now = this.deps.clock.now();
    if (!existing) {
      const created = await users.insert({
        email: admin.email.trim(),
        passwordHash: await passwords.hash(admin.password),
        fullName: 'Administrator',
        role: 'admin',
        // The operator named the address.
        emailConfirmedAt: now,
      });
      // Another process starting at the same moment made it first: bring that one in line.
      if (!created) return this.ensure(admin);
      log.info({ userId: created.id }, 'ADMIN_EMAIL: admin account created');
      return { action: 'created', userId: created.id };
    }

    const promoted = existing.role !== 'admin';
    const passwordChanged = !(await passwords.verify(existing.passwordHash, admin.password));
    if (!promoted && !passwordChanged) {
      log.info({ userId: existing.id }, 'ADMIN_EMAIL: admin account already in line; nothing changed');
      return { action: 'unchanged', userId: existing.id };
    }
    if (promoted && !existing.emailConfirmedAt && !admin.promoteUnconfirmed) {
      const reason =
        'the account with this address was never confirmed by mail, so whoever registered it may not ' +
        'own the address; it was not promoted. Confirm the address (a password reset through its link ' +
        'does), remove that account, or set ADMIN_PROMOTE_UNCONFIRMED=1 to promote it anyway';
      log.error({ userId: existing.id }, `ADMIN_EMAIL: ${reason}`);
      throw new ConfigError([`ADMIN_EMAIL: ${reason}`]);
    }

    const passwordHash = passwordChanged ? await passwords.hash(admin.password) : undefined;
    const outcome = await this.deps.transaction(
      async ({ users: accounts, authSessions, accountTokens, mfa }) => {
        await accounts.update(existing.id, { role: 'admin', ...(passwordHash && { passwordHash }) });
        const sessionsEnded = await authSessions.revokeAllSessionsOf(existing.id, now);
        await accountTokens.invalidateAll(existing.id, 'password_reset', now);
        await accountTokens.invalidateAll(existing.id, 'email_change', now);
        const unverifiedFactorsRemoved = await mfa.deleteUnverifiedFactors(existing.id);
        return {
          action: 'updated' as const,
          userId: existing.id,
          promoted,
          passwordChanged,
          sessionsEnded,
          unverifiedFactorsRemoved,
        };
      },
    );
    const { action: _action, ...details } = outcome;
    log.warn(
      details,
      `ADMIN_EMAIL: ${promoted ? 'account promoted to admin' : 'admin password changed'}` +
        `${promoted && passwordChanged ? ' and its password changed' : ''}; ` +
        `${outcome.sessionsEnded} sign-in(s) ended, ${outcome.unverifiedFactorsRemoved} unverified factor(s) removed`,
    );
    return outcome;
  }
}
