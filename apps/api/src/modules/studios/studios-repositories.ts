import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { AuditRepository } from '../audit';
import { UsersRepository } from '../users';
import { StudiosRepository } from './studios.repository';

/** What a booking change writes in one transaction: the booking under the member's lock, the audit entry, the e-mails. */
export type StudiosRepositories = {
  studios: StudiosRepository;
  users: UsersRepository;
  audit: AuditRepository;
  jobs: JobQueue;
};

export function studiosRepositoriesOn(scope: Scope, jobs: Jobs): StudiosRepositories {
  return {
    studios: new StudiosRepository(scope.db),
    users: new UsersRepository(scope.db),
    audit: new AuditRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
