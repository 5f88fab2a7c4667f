import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { UsersRepository } from '../users';
import { AccountTokensRepository } from './account-tokens.repository';
import { AuthSessionsRepository } from './auth-sessions.repository';
import { MfaRepository } from './mfa.repository';

/** What sign-in, reset and MFA write, bound on one scope. */
export type AuthRepositories = {
  users: UsersRepository;
  authSessions: AuthSessionsRepository;
  accountTokens: AccountTokensRepository;
  mfa: MfaRepository;
  jobs: JobQueue;
};

export function authRepositoriesOn(scope: Scope, jobs: Jobs): AuthRepositories {
  return {
    users: new UsersRepository(scope.db),
    authSessions: new AuthSessionsRepository(scope.db),
    accountTokens: new AccountTokensRepository(scope.db),
    mfa: new MfaRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
