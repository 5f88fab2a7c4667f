import { hkdfSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadSecretKey } from '../../credentials/secret-keys';
import type { Infrastructure } from '../../infrastructure';
import type { NotificationsService } from '../notifications';
import { createInquiryForms } from './inquiry-forms';
import { InquiriesRepository } from './inquiries.repository';
import { inquiriesRoutes } from './inquiries.routes';
import { InquiriesService, type InquiryLimits } from './inquiries.service';

/**
 * Messages per day. A person asking several designers in a day stays well inside the first two;
 * the third keeps one designer's inbox from being flooded from many addresses at once.
 */
export const inquiryLimits: InquiryLimits = { perClientAddress: 10, perSender: 5, perDesigner: 30 };

/** Hiring inquiries: visitors write to designers open to work, designers sort their inbox. */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: { notifications: Pick<NotificationsService, 'record'> },
) {
  const { config, db, transactions, clock, counters, jobs } = infrastructure;
  // Forms are signed with a key of their own, derived from the secret every process of a cluster
  // already shares (DOCUMENT_LINK_KEY, else MFA_ENCRYPTION_KEY), so a form given out by one
  // process is taken by another; with neither, from a key kept in DATA_DIR/keys.
  const secret = loadSecretKey({
    configured: config.documentLinkKey ?? config.mfaEncryptionKey,
    dataDir: config.dataDir,
    file: 'inquiry-forms.key',
  });
  const formKey = Buffer.from(hkdfSync('sha256', secret, '', 'inquiry-forms', 32));
  const inquiries = new InquiriesService({
    inquiries: new InquiriesRepository(db),
    transaction: transactions.over((scope) => ({
      inquiries: new InquiriesRepository(scope.db),
      jobs: jobs.queueOn(scope),
    })),
    forms: createInquiryForms(formKey),
    clock,
    counters,
    limits: inquiryLimits,
    publicUrl: config.publicUrl,
    notifications: needs.notifications,
  });
  await app.register(inquiriesRoutes, { inquiries });
  return { inquiries };
}
