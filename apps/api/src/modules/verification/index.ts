import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../infrastructure';
import type { AccountService } from '../account';
import type { NotificationsService } from '../notifications';
import type { PortfolioService } from '../portfolio';
import { UsersRepository } from '../users';
import { BadgeChanges } from './badge-changes';
import { createDocumentLinks, loadDocumentLinkKey } from './document-links';
import { createPrivateFiles } from './private-files';
import { deleteDocumentsJob } from './verification.jobs';
import { verificationRepositoriesOn } from './verification-repositories';
import { VerificationRepository } from './verification.repository';
import { verificationRoutes } from './verification.routes';
import { VerificationService } from './verification.service';

export type { VerificationService } from './verification.service';
export type { BadgeChanges, BadgeLostListener } from './badge-changes';

/**
 * The vetted program: members with an active subscription and enough finished work apply; admins
 * review and decide, each decision audited. Identity documents stay in private storage and are
 * deleted once a request is decided or withdrawn, or the account is deleted.
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: {
    account: Pick<AccountService, 'addDeletionStep'>;
    portfolio: Pick<PortfolioService, 'readyCountOf' | 'itemsOf'>;
    notifications: Pick<NotificationsService, 'record'>;
  },
) {
  const { config, db, transactions, storage, clock, log, jobs } = infrastructure;
  const files = createPrivateFiles(config, storage);
  const badges = new BadgeChanges({ jobs });
  const verification = new VerificationService({
    requests: new VerificationRepository(db),
    users: new UsersRepository(db),
    portfolio: needs.portfolio,
    transaction: transactions.over((scope) => verificationRepositoriesOn(scope, jobs)),
    badges,
    files,
    links: createDocumentLinks(
      loadDocumentLinkKey({
        configured: config.documentLinkKey,
        mfaKeyBase64: config.mfaEncryptionKey,
        dataDir: config.dataDir,
      }),
    ),
    notifications: needs.notifications,
    clock,
    log,
    publicUrl: config.publicUrl,
  });

  jobs.registry.add(deleteDocumentsJob, ({ keys }) => files.delete(keys));
  // A deleted account's requests go with it by cascade; their documents go by job after the commit.
  needs.account.addDeletionStep('verification documents', async (userId, scope) => {
    const keys = await new VerificationRepository(scope.db).documentKeysOf(userId);
    if (keys.length > 0) await jobs.queueOn(scope).enqueue(deleteDocumentsJob, { keys }, clock.now());
  });

  await app.register(verificationRoutes, { verification });
  return { verification, badges };
}
