import type { Notification } from '@creators-archive/contract/notifications/notification';
import type { EmailedNotificationKind } from '@creators-archive/contract/notifications/notification-preferences';
import type { Scope, Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { queueMail } from '../../mail/mail';
import { notificationMails, type NotificationLinks } from './notifications.mail';
import type { NotificationsRepository } from './notifications.repository';
import { toNotification } from './notification-view';
import type { UnsubscribeLinks, UnsubscribeScope } from './unsubscribe-links';

const DAY_MS = 24 * 60 * 60_000;

/** Notification e-mails, queued with the change that causes them: one at once, or a daily digest. */
export class NotificationMailer {
  constructor(
    private readonly deps: {
      notifications: NotificationsRepository;
      transaction: Transaction<{ notifications: NotificationsRepository; jobs: JobQueue }>;
      repositoryOn: (scope: Scope) => NotificationsRepository;
      queueOn: (scope: Scope) => JobQueue;
      unsubscribeLinks: UnsubscribeLinks;
      publicUrl: string;
    },
  ) {}

  /**
   * Queues the e-mail of one notification (of `kind`) in `scope`; false when the member cannot be
   * written to (suspended).
   */
  async queueImmediate(
    scope: Scope,
    userId: string,
    kind: EmailedNotificationKind,
    notification: Notification,
    now: Date,
  ): Promise<boolean> {
    const recipient = await this.deps.repositoryOn(scope).recipient(userId);
    if (!recipient) return false;
    const message = notificationMails(recipient.locale).notification(
      { email: recipient.email, name: recipient.fullName },
      notification,
      this.links(userId, kind, this.openUrl(notification)),
    );
    await queueMail(this.deps.queueOn(scope), message, now);
    return true;
  }

  /**
   * The daily digest as of `now`: for each member, one e-mail of their unread notifications of the
   * last day that they want in a digest and no e-mail has told of yet. Each member's are claimed
   * and their e-mail queued in one transaction, so two processes never send one twice. Answers
   * how many digests were queued.
   */
  async sendDigests(now: Date): Promise<number> {
    const since = new Date(now.getTime() - DAY_MS);
    let sent = 0;
    for (const userId of await this.deps.notifications.membersWithDigestDue(since, now)) {
      const queued = await this.deps.transaction(async ({ notifications, jobs }) => {
        const claimed = await notifications.claimDigest(userId, since, now);
        const recipient = await notifications.recipient(userId);
        if (claimed.length === 0 || !recipient) return false;
        const rows = await notifications.findByIds(userId, claimed);
        if (rows.length === 0) return false;
        const message = notificationMails(recipient.locale).digest(
          { email: recipient.email, name: recipient.fullName },
          rows.map(toNotification),
          this.links(userId, 'all', `${this.deps.publicUrl}/dashboard`),
        );
        await queueMail(jobs, message, now);
        return true;
      });
      if (queued) sent += 1;
    }
    return sent;
  }

  private links(userId: string, scope: UnsubscribeScope, open: string): NotificationLinks {
    const token = this.deps.unsubscribeLinks.sign(userId, scope);
    return {
      open,
      settings: `${this.deps.publicUrl}/account/settings`,
      unsubscribe: `${this.deps.publicUrl}/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  /** The work liked or saved, else the profile of who followed. */
  private openUrl(notification: Notification): string {
    const { subject, actors } = notification;
    if (subject?.type === 'item')
      return `${this.deps.publicUrl}/designers/${subject.ownerId}/work/${subject.id}`;
    if (subject?.type === 'collection') return `${this.deps.publicUrl}/collections/${subject.id}`;
    if (actors[0]) return `${this.deps.publicUrl}/designers/${actors[0].id}`;
    return `${this.deps.publicUrl}/dashboard`;
  }
}
