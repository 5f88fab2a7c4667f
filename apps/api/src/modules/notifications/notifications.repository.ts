import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type {
  NotificationKind,
  NotificationSubject,
} from '@creators-archive/contract/notifications/notification';
import { NOTIFICATION_ACTORS_SHOWN } from '@creators-archive/contract/notifications/notification';
import {
  defaultNotificationDelivery,
  emailedNotificationKinds,
  type EmailedNotificationKind,
  type NotificationDelivery,
} from '@creators-archive/contract/notifications/notification-preferences';
import type { Locale } from '@creators-archive/i18n';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import {
  notificationActors,
  notificationPreferences,
  notifications,
  type NotificationRow,
} from '../../db/schema/notifications';
import { memberNotSuspended, members } from '../users';

/** The kinds told of a member's doing: left out while every member who did it is suspended. */
const kindsWithActors: NotificationKind[] = ['follower', 'like', 'collection_save'];

/** A notification the reader may see: one made by the product, or with an actor not suspended. */
const visible = sql`(${notifications.kind} not in (${sql.join(
  kindsWithActors.map((kind) => sql`${kind}`),
  sql`, `,
)}) or exists (select 1 from ${notificationActors} where ${notificationActors.notificationId} = ${notifications.id} and ${memberNotSuspended(notificationActors.actorId)}))`;

/**
 * What a digest tells of: unread notifications made since `since`, of a kind the member wants in a
 * digest (the default), that no e-mail has told of yet.
 */
const digestDue = (since: Date, now: Date) =>
  and(
    isNull(notifications.emailedAt),
    isNull(notifications.readAt),
    gt(notifications.createdAt, since),
    lte(notifications.createdAt, now),
    inArray(notifications.kind, [...emailedNotificationKinds]),
    sql`coalesce((select ${notificationPreferences.delivery} from ${notificationPreferences} where ${notificationPreferences.userId} = ${notifications.userId} and ${notificationPreferences.kind} = ${notifications.kind}), ${defaultNotificationDelivery}) = 'digest'`,
  );

export type NewNotificationRow = {
  userId: string;
  kind: NotificationKind;
  itemId: string | null;
  subject: NotificationSubject | null;
  createdAt: Date;
};

export type ActorCard = { id: string; fullName: string; profilePicture: string | null };

/** A page's notification with its most recent actors (newest first) and how many there are. */
export type NotificationWithActors = NotificationRow & { actors: ActorCard[]; actorCount: number };

/** The member a notification e-mail goes to. */
export type Recipient = { id: string; fullName: string; email: string; locale: Locale };

/** Every payment taken, follow and inquiry records one: prepared once. */
const insertStatement = preparedStatement((db) =>
  db
    .insert(notifications)
    .values(
      placeholders(notifications, {
        userId: 'userId',
        kind: 'kind',
        itemId: 'itemId',
        subject: 'subject',
        createdAt: 'createdAt',
      } satisfies Record<keyof NewNotificationRow, string>),
    )
    .returning({ id: notifications.id }),
);

export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  async insert(row: NewNotificationRow): Promise<{ id: string }> {
    const [inserted] = await insertStatement(this.db, row);
    return inserted!;
  }

  /**
   * The member's unread group of likes for the work, made if there is none; the unique index
   * keeps one, whichever like comes first. The subject is refreshed (a renamed work).
   */
  async joinLikeGroup(
    row: NewNotificationRow & { itemId: string },
  ): Promise<{ id: string; emailedAt: Date | null }> {
    const [group] = await this.db
      .insert(notifications)
      .values(row)
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.itemId],
        targetWhere: sql`${notifications.kind} = 'like' and ${notifications.readAt} is null`,
        set: { subject: row.subject },
      })
      .returning({ id: notifications.id, emailedAt: notifications.emailedAt });
    return group!;
  }

  /** Whether an unread notification of `kind` to the member names `actorId` already. */
  async hasUnreadFrom(userId: string, kind: NotificationKind, actorId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(notificationActors, eq(notificationActors.notificationId, notifications.id))
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.kind, kind),
          isNull(notifications.readAt),
          eq(notificationActors.actorId, actorId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** False when the member is among its actors already (a like taken back and given again). */
  async addActor(notificationId: string, actorId: string, now: Date): Promise<boolean> {
    const added = await this.db
      .insert(notificationActors)
      .values({ notificationId, actorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ actorId: notificationActors.actorId });
    return added.length > 0;
  }

  async markEmailed(ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.update(notifications).set({ emailedAt: now }).where(inArray(notifications.id, ids));
  }

  /** Newest first, after `after` (the previous page's last row), one more than `limit`. */
  async page(
    userId: string,
    after: { createdAt: Date; id: string } | undefined,
    limit: number,
  ): Promise<NotificationWithActors[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          visible,
          after &&
            or(
              lt(notifications.createdAt, after.createdAt),
              and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
            ),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1);
    return this.withActors(rows);
  }

  async findById(userId: string, id: string): Promise<NotificationWithActors | undefined> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), visible));
    return (await this.withActors(rows))[0];
  }

  /** Each row's actors who are not suspended: the most recent few, and how many in all. */
  private async withActors(rows: NotificationRow[]): Promise<NotificationWithActors[]> {
    if (rows.length === 0) return [];
    const ranked = this.db
      .select({
        notificationId: notificationActors.notificationId,
        id: members.id,
        fullName: members.fullName,
        profilePicture: members.profilePicture,
        rank: sql<number>`row_number() over (partition by ${notificationActors.notificationId} order by ${notificationActors.createdAt} desc, ${notificationActors.actorId})`.as(
          'rank',
        ),
        total: sql<number>`count(*) over (partition by ${notificationActors.notificationId})`.as('total'),
      })
      .from(notificationActors)
      .innerJoin(members, eq(members.id, notificationActors.actorId))
      .where(
        and(
          inArray(
            notificationActors.notificationId,
            rows.map((row) => row.id),
          ),
          isNull(members.suspendedAt),
        ),
      )
      .as('ranked');
    const actors = await this.db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, NOTIFICATION_ACTORS_SHOWN))
      .orderBy(ranked.notificationId, ranked.rank);
    return rows.map((row) => {
      const own = actors.filter((actor) => actor.notificationId === row.id);
      return {
        ...row,
        actors: own.map(({ id, fullName, profilePicture }) => ({ id, fullName, profilePicture })),
        actorCount: Number(own[0]?.total ?? 0),
      };
    });
  }

  async findByIds(userId: string, ids: string[]): Promise<NotificationWithActors[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.id, ids), eq(notifications.userId, userId), visible))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    return this.withActors(rows);
  }

  /** The members with a notification a digest is due to tell of (see `digestDue`). */
  async membersWithDigestDue(since: Date, now: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .where(digestDue(since, now));
    return rows.map((row) => row.userId);
  }

  /** Marks the member's notifications a digest is due to tell of as e-mailed; answers their ids. */
  async claimDigest(userId: string, since: Date, now: Date): Promise<string[]> {
    const rows = await this.db
      .update(notifications)
      .set({ emailedAt: now })
      .where(and(eq(notifications.userId, userId), digestDue(since, now)))
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), visible));
    return row?.count ?? 0;
  }

  /** Marks the member's own among `ids` read (or all of theirs); others' ids touch nothing. */
  async markRead(userId: string, ids: string[] | 'all', now: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          ids === 'all' ? undefined : inArray(notifications.id, ids),
        ),
      );
  }

  async preferencesOf(
    userId: string,
  ): Promise<{ kind: EmailedNotificationKind; delivery: NotificationDelivery }[]> {
    return this.db
      .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  }

  async setPreferences(
    userId: string,
    choices: { kind: EmailedNotificationKind; delivery: NotificationDelivery }[],
  ): Promise<void> {
    await this.db
      .insert(notificationPreferences)
      .values(choices.map((choice) => ({ userId, ...choice })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { delivery: sql`excluded.delivery` },
      });
  }

  async recipient(userId: string): Promise<Recipient | undefined> {
    const [row] = await this.db
      .select({ id: members.id, fullName: members.fullName, email: members.email, locale: members.locale })
      .from(members)
      .where(and(eq(members.id, userId), isNull(members.suspendedAt)));
    return row;
  }
}
