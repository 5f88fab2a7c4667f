import type { Database } from '../db/client';
import { JobsRepository } from '../jobs/jobs.repository';
import { AccountRepository } from './account/account.repository';
import { AccountTokensRepository } from './auth/account-tokens.repository';
import { AuthSessionsRepository } from './auth/auth-sessions.repository';
import { MfaRepository } from './auth/mfa.repository';
import { ContactRepository } from './contact/contact.repository';
import { PlansRepository } from './plans/plans.repository';
import { EngagementRepository } from './portfolio/engagement.repository';
import { PortfolioRepository } from './portfolio/portfolio.repository';
import { ProfilePicturesRepository } from './portfolio/profile-pictures.repository';
import { UsersRepository } from './users/users.repository';

export type Repositories = {
  users: UsersRepository;
  authSessions: AuthSessionsRepository;
  jobs: JobsRepository;
  accountTokens: AccountTokensRepository;
  mfa: MfaRepository;
  account: AccountRepository;
  portfolio: PortfolioRepository;
  engagement: EngagementRepository;
  profilePictures: ProfilePicturesRepository;
  contact: ContactRepository;
  plans: PlansRepository;
};

export function createRepositories(db: Database): Repositories {
  return {
    users: new UsersRepository(db),
    authSessions: new AuthSessionsRepository(db),
    jobs: new JobsRepository(db),
    accountTokens: new AccountTokensRepository(db),
    mfa: new MfaRepository(db),
    account: new AccountRepository(db),
    portfolio: new PortfolioRepository(db),
    engagement: new EngagementRepository(db),
    profilePictures: new ProfilePicturesRepository(db),
    contact: new ContactRepository(db),
    plans: new PlansRepository(db),
  };
}

/** Runs work in one database transaction, with repositories bound to it. */
export type Transaction<R extends keyof Repositories> = <T>(
  work: (repositories: Pick<Repositories, R>) => Promise<T>,
) => Promise<T>;

export function createTransaction(db: Database): Transaction<keyof Repositories> {
  return (work) => db.transaction((tx) => work(createRepositories(tx as unknown as Database)));
}
