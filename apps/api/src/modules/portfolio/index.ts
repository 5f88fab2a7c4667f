import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import { imageWork } from '../../media';
import { quickEncodeSettings } from '../../media/images';
import type { AccountService } from '../account';
import type { NotificationsService } from '../notifications';
import { EngagementRepository } from './engagement.repository';
import { EngagementService } from './engagement.service';
import { backgroundVariantsJob, deleteFilesJob, imageIdOf, variantsJob } from './portfolio.jobs';
import { OriginalImages } from './original-images';
import { PortfolioMediaRepository } from './portfolio-media.repository';
import { PortfolioMediaService } from './portfolio-media.service';
import { PortfolioRepository } from './portfolio.repository';
import { portfolioRepositoriesOn } from './portfolio-repositories';
import { portfolioRoutes } from './portfolio.routes';
import { PortfolioService } from './portfolio.service';
import { VariantsService } from './variants.service';
import { resumableUploadRoutes } from './resumable-uploads.routes';
import { OpenUploadsRepository } from './resumable-uploads.repository';
import { ResumableUploadsService, uploadExpiresAfterMs } from './resumable-uploads.service';
import { openUploadStore } from './upload-store';

export type { PortfolioService, Upload, UploadImage } from './portfolio.service';
export type { PortfolioMediaService } from './portfolio-media.service';
export { toPortfolioImages } from './portfolio-view';
export { ProjectPagesRepository } from './project-pages.repository';
export { readyItemTitles } from './item-titles.repository';

/**
 * Members' work: uploads and their variants, ordering, covers, profile pictures, views, likes and
 * analytics. Deleting an account queues the deletion of its files.
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: { account: AccountService; notifications: NotificationsService },
) {
  const { config, db, transactions, storage, clock, log, jobs } = infrastructure;
  const items = new PortfolioRepository(db);
  const media = new PortfolioMediaRepository(db);
  const transaction = transactions.over((scope) => portfolioRepositoriesOn(scope, jobs));
  const engagement = new EngagementService({
    engagement: new EngagementRepository(db),
    transaction,
    notifications: needs.notifications,
    clock,
  });
  const originals = new OriginalImages({ storage, images: imageWork, jobs: jobs.queue, clock, log });
  const portfolio = new PortfolioService({
    items,
    media,
    transaction,
    storage,
    images: imageWork,
    originals,
    views: engagement,
    clock,
    quota: config.portfolioQuota,
  });
  const projectImages = new PortfolioMediaService({
    items,
    media,
    transaction,
    originals,
    clock,
    quota: config.portfolioQuota,
  });
  const variants = new VariantsService({ media, transaction, storage, images: imageWork });

  jobs.registry.add(variantsJob, (payload, job) =>
    variants.makeVariants(imageIdOf(payload), job.attempts >= job.maxAttempts),
  );
  jobs.registry.add(backgroundVariantsJob, (payload, job) =>
    variants.makeVariants(imageIdOf(payload), job.attempts >= job.maxAttempts, quickEncodeSettings),
  );
  jobs.registry.add(deleteFilesJob, ({ keys }) => storage.delete(keys));
  // A deleted account's files go by job, once the deletion has committed.
  needs.account.addDeletionStep('portfolio files', async (userId, scope) => {
    const keys = await new PortfolioRepository(scope.db).fileKeysOf(userId);
    if (keys.length > 0) await jobs.queueOn(scope).enqueue(deleteFilesJob, { keys }, clock.now());
  });

  await app.register(portfolioRoutes, { portfolio, projectImages, engagement });

  // Partial uploads live in the media bucket every process shares, or on this process's disk.
  const uploadStore = await openUploadStore(
    {
      storage: config.storage,
      directory: path.join(config.dataDir, 'uploads'),
      expirationMs: uploadExpiresAfterMs,
    },
    // A completed upload became an image under its own id (and, for a new item, the item too).
    async (id) => (await media.findById(id))?.originalBytes,
  );
  const resumableUploads = new ResumableUploadsService({
    store: uploadStore,
    portfolio,
    projectImages,
    items,
    media,
    openUploads: new OpenUploadsRepository(db),
    transaction,
    quota: config.portfolioQuota,
    openUploadsPerMember: config.openUploadsPerMember,
    clock,
    log,
  });
  await app.register(resumableUploadRoutes, { uploads: resumableUploads, store: uploadStore });
  // Only a serving process looks for abandoned uploads; scripts and tests that never listen do not.
  app.addHook('onListen', () => resumableUploads.startSweeping());
  app.addHook('onClose', () => resumableUploads.stopSweeping());
  return { portfolio, projectImages };
}
