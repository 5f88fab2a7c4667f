import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { AuditRepository } from '../audit';
import { UsersRepository } from '../users';
import { VerificationRepository } from './verification.repository';

/** What a decision writes in one transaction: the request, the member's badge, the audit entry, the e-mail and file jobs. */
export type VerificationRepositories = {
  verification: VerificationRepository;
  users: UsersRepository;
  audit: AuditRepository;
  jobs: JobQueue;
};

export function verificationRepositoriesOn(scope: Scope, jobs: Jobs): VerificationRepositories {
  return {
    verification: new VerificationRepository(scope.db),
    users: new UsersRepository(scope.db),
    audit: new AuditRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
