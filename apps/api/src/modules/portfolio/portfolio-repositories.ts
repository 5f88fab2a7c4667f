import type { Scope } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import type { Jobs } from '../../jobs/jobs';
import { UsersRepository } from '../users';
import { EngagementRepository } from './engagement.repository';
import { PortfolioMediaRepository } from './portfolio-media.repository';
import { PortfolioRepository } from './portfolio.repository';
import { ProfilePicturesRepository } from './profile-pictures.repository';
import { OpenUploadsRepository } from './resumable-uploads.repository';

/** What the portfolio writes, bound on one scope; the member's picture URL is the users area's. */
export type PortfolioRepositories = {
  portfolio: PortfolioRepository;
  media: PortfolioMediaRepository;
  engagement: EngagementRepository;
  profilePictures: ProfilePicturesRepository;
  openUploads: OpenUploadsRepository;
  users: UsersRepository;
  jobs: JobQueue;
};

export function portfolioRepositoriesOn(scope: Scope, jobs: Jobs): PortfolioRepositories {
  return {
    portfolio: new PortfolioRepository(scope.db),
    media: new PortfolioMediaRepository(scope.db),
    engagement: new EngagementRepository(scope.db),
    profilePictures: new ProfilePicturesRepository(scope.db),
    openUploads: new OpenUploadsRepository(scope.db),
    users: new UsersRepository(scope.db),
    jobs: jobs.queueOn(scope),
  };
}
