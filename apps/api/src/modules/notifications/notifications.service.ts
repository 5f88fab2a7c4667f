import type {
  Notification,
  NotificationKind,
  NotificationSubject,
} from '@creators-archive/contract/notifications/notification';
import type { ListNotificationsQuery } from '@creators-archive/contract/notifications/list-notifications';
import type { MarkNotificationsReadRequest } from '@creators-archive/contract/notifications/mark-notifications-read';
import {
  defaultNotificationDelivery,
  emailedNotificationKinds,
  type EmailedNotificationKind,
  type NotificationPreferences,
} from '@creators-archive/contract/notifications/notification-preferences';
import type { Scope, Transaction } from '../../db/transactions';
import type { MemberEvents } from '../../infrastructure/events';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { NotificationsRepository } from './notifications.repository';
import type { NotificationMailer } from './notification-mailer';
import { toNotification } from './notification-view';
import type { UnsubscribeLinks } from './unsubscribe-links';

type SubjectOf<K extends NotificationKind> = K extends 'follower'
  ? null
  : Extract<NotificationSubject, { type: SubjectTypeOf[K] }>;

/** Which subject each kind carries. */
type SubjectTypeOf = {
  follower: never;
  like: 'item';
  collection_save: 'collection';
  inquiry: 'inquiry';
  verification_decision: 'verification';
  booking: 'booking';
  payment: 'payment';
  membership_ending: 'membership';
};

/**
 * A notification as an area records it: for whom, what, who did it (a member; none for what the
 * product does) and its subject, the kind's own.
 */
export type NewNotification = {
  [K in NotificationKind]: { userId: string; kind: K; actorId?: string | undefined; subject: SubjectOf<K> };
}[NotificationKind];

/** A like joins its work's unread group; the group is e-mailed at once at most once an hour. */
const LIKE_GROUP_MAIL_INTERVAL_MS = 60 * 60_000;

const isEmailed = (kind: NotificationKind): kind is EmailedNotificationKind =>
  (emailedNotificationKinds as readonly string[]).includes(kind);

/** Members' notifications: recorded by every area in its own transaction, listed, read. */
export class NotificationsService {
  constructor(
    private readonly deps: {
      notifications: NotificationsRepository;
      transaction: Transaction<{ notifications: NotificationsRepository }>;
      /** The repository on another area's transaction, where `record` writes. */
      repositoryOn: (scope: Scope) => NotificationsRepository;
      mailer: NotificationMailer;
      unsubscribeLinks: UnsubscribeLinks;
      events: MemberEvents;
      clock: Clock;
    },
  ) {}

  /**
   * Stores a notification in the caller's transaction, queues its e-mail there when the member
   * wants it at once, and tells the member's open streams once it commits. Nobody is told of their
   * own doing (liking their own work). A like joins the work's unread group instead of making a
   * row; liking again after taking it back adds nothing, nor does following again while the first
   * follow's notification is unread. Answers the notification's id, or
   * undefined when nothing new was stored.
   */
  async record(scope: Scope, notification: NewNotification): Promise<string | undefined> {
    const { userId, kind, actorId, subject } = notification;
    if (actorId === userId) return undefined;
    const repository = this.deps.repositoryOn(scope);
    const now = this.deps.clock.now();
    const itemId =
      subject?.type === 'item' ? subject.id : subject?.type === 'collection' ? subject.item.id : null;
    let id: string;
    let mailDue = true;
    if (kind === 'like' && itemId) {
      const group = await repository.joinLikeGroup({ userId, kind, itemId, subject, createdAt: now });
      if (actorId && !(await repository.addActor(group.id, actorId, now))) return undefined;
      id = group.id;
      mailDue = !group.emailedAt || now.getTime() - group.emailedAt.getTime() >= LIKE_GROUP_MAIL_INTERVAL_MS;
    } else {
      // Following, unfollowing and following again tells the member once while it is unread.
      if (kind === 'follower' && actorId && (await repository.hasUnreadFrom(userId, kind, actorId)))
        return undefined;
      ({ id } = await repository.insert({ userId, kind, itemId, subject, createdAt: now }));
      if (actorId) await repository.addActor(id, actorId, now);
    }
    if (isEmailed(kind) && mailDue && (await this.deliveryOf(repository, userId, kind)) === 'immediate') {
      const stored = await repository.findById(userId, id);
      if (stored && (await this.deps.mailer.queueImmediate(scope, userId, kind, toNotification(stored), now)))
        await repository.markEmailed([id], now);
    }
    scope.afterCommit(() => this.deps.events.publish({ userId, notificationId: id }));
    return id;
  }

  async list(userId: string, query: ListNotificationsQuery) {
    const after = decodeCursor(query.cursor);
    const [rows, unreadCount] = await Promise.all([
      this.deps.notifications.page(userId, after, query.limit),
      this.deps.notifications.unreadCount(userId),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(toNotification),
      pagination: {
        limit: query.limit,
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      },
      unreadCount,
    };
  }

  /** One of the member's notifications, as their streams send it; undefined if not theirs. */
  async find(userId: string, id: string): Promise<Notification | undefined> {
    const row = await this.deps.notifications.findById(userId, id);
    return row && toNotification(row);
  }

  async markRead(userId: string, request: MarkNotificationsReadRequest): Promise<{ unreadCount: number }> {
    const now = this.deps.clock.now();
    await this.deps.transaction(({ notifications }) =>
      notifications.markRead(userId, 'all' in request ? 'all' : request.ids, now),
    );
    return { unreadCount: await this.deps.notifications.unreadCount(userId) };
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const chosen = await this.deps.notifications.preferencesOf(userId);
    return Object.fromEntries(
      emailedNotificationKinds.map((kind) => [
        kind,
        chosen.find((choice) => choice.kind === kind)?.delivery ?? defaultNotificationDelivery,
      ]),
    ) as NotificationPreferences;
  }

  async setPreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await this.deps.transaction(({ notifications }) =>
      notifications.setPreferences(
        userId,
        emailedNotificationKinds.map((kind) => ({ kind, delivery: preferences[kind] })),
      ),
    );
    return this.preferences(userId);
  }

  /** The member and what a genuine unsubscribe link turns off, else undefined. */
  readUnsubscribeLink(token: string) {
    return this.deps.unsubscribeLinks.verify(token);
  }

  /**
   * Turns off the e-mails an unsubscribe link names (its kind, or every kind for a digest's link),
   * without signing in: the signed token is the credential. False for a token not ours.
   */
  async unsubscribe(token: string): Promise<boolean> {
    const link = this.deps.unsubscribeLinks.verify(token);
    if (!link) return false;
    const kinds = link.scope === 'all' ? emailedNotificationKinds : [link.scope];
    await this.deps.transaction(({ notifications }) =>
      notifications.setPreferences(
        link.userId,
        kinds.map((kind) => ({ kind, delivery: 'never' as const })),
      ),
    );
    return true;
  }

  private async deliveryOf(
    repository: NotificationsRepository,
    userId: string,
    kind: EmailedNotificationKind,
  ) {
    const chosen = await repository.preferencesOf(userId);
    return chosen.find((choice) => choice.kind === kind)?.delivery ?? defaultNotificationDelivery;
  }
}
