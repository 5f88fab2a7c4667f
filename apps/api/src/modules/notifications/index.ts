import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../db/transactions';
import type { Infrastructure } from '../../infrastructure';
import { NotificationMailer } from './notification-mailer';
import { registerNotificationStream } from './notification-stream.register';
import { NotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';
import { createUnsubscribeLinks, loadUnsubscribeKey } from './unsubscribe-links';

export type { NewNotification, NotificationsService } from './notifications.service';
export type { NotificationMailer } from './notification-mailer';
export { membershipEnding, paymentOutcome } from './product-notifications';

/** The hour (UTC) of the daily digest. */
const DIGEST_HOUR_UTC = 17;

/**
 * Members' notifications: every area records its own in its transaction (`record`), members list
 * and read them, choose how they hear of them by e-mail, and unsubscribe in one click. A serving
 * process sends the daily digest at 17:00 UTC, early evening across Africa.
 */
export async function register(app: FastifyInstance, infrastructure: Infrastructure) {
  const { config, db, transactions, jobs, events, clock, log } = infrastructure;
  const repositoryOn = (scope: Scope) => new NotificationsRepository(scope.db);
  const unsubscribeLinks = createUnsubscribeLinks(
    loadUnsubscribeKey({ mfaKeyBase64: config.mfaEncryptionKey, dataDir: config.dataDir }),
  );
  const mailer = new NotificationMailer({
    notifications: new NotificationsRepository(db),
    transaction: transactions.over((scope) => ({
      notifications: repositoryOn(scope),
      jobs: jobs.queueOn(scope),
    })),
    repositoryOn,
    queueOn: jobs.queueOn,
    unsubscribeLinks,
    publicUrl: config.publicUrl,
  });
  const notifications = new NotificationsService({
    notifications: new NotificationsRepository(db),
    transaction: transactions.over((scope) => ({ notifications: repositoryOn(scope) })),
    repositoryOn,
    mailer,
    unsubscribeLinks,
    events,
    clock,
  });
  await app.register(notificationsRoutes, { notifications });
  await registerNotificationStream(app, infrastructure, notifications);

  // Only a serving process sends digests; scripts and tests call `sendDigests` themselves.
  let timer: NodeJS.Timeout | undefined;
  const scheduleDigest = () => {
    const now = clock.now();
    const next = new Date(now);
    next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
    timer = setTimeout(() => {
      mailer
        .sendDigests(clock.now())
        .catch((error: unknown) => log.error({ err: error }, 'the notification digest failed'))
        .finally(scheduleDigest);
    }, next.getTime() - now.getTime()).unref();
  };
  app.addHook('onListen', scheduleDigest);
  app.addHook('onClose', async () => clearTimeout(timer));
  return { notifications, digest: mailer };
}
