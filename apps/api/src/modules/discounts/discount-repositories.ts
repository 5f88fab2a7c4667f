import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { AuditRepository } from '../audit';
import { UsersRepository } from '../users';
import { CampaignsRepository } from './campaigns.repository';
import { DiscountsRepository } from './discounts.repository';

/** What an admin's discount action writes in one transaction: the code or campaign, its audit entry, its jobs. */
export type DiscountRepositories = {
  discounts: DiscountsRepository;
  campaigns: CampaignsRepository;
  users: UsersRepository;
  audit: AuditRepository;
  jobs: JobQueue;
};

export function discountRepositoriesOn(scope: Scope, jobs: Jobs): DiscountRepositories {
  return {
    discounts: new DiscountsRepository(scope.db),
    campaigns: new CampaignsRepository(scope.db),
    users: new UsersRepository(scope.db),
    audit: new AuditRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
