import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { AuditRepository } from '../audit';
import { AuthSessionsRepository } from '../auth';
import { PlansRepository } from '../plans';
import { MembersRepository, UsersRepository } from '../users';

/** What an admin's action on a member writes in one transaction, with its audit entry and e-mail. */
export type AdminMembersRepositories = {
  members: MembersRepository;
  users: UsersRepository;
  sessions: AuthSessionsRepository;
  plans: PlansRepository;
  audit: AuditRepository;
  jobs: JobQueue;
};

export function adminMembersRepositoriesOn(scope: Scope, jobs: Jobs): AdminMembersRepositories {
  return {
    members: new MembersRepository(scope.db),
    users: new UsersRepository(scope.db),
    sessions: new AuthSessionsRepository(scope.db),
    plans: new PlansRepository(scope.db),
    audit: new AuditRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
