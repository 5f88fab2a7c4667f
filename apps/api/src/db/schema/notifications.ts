// Owner: modules/notifications. Only that area's *.repository.ts files import these tables as
// values; other areas record notifications through what modules/notifications exports. Row types
// may be imported anywhere.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  NotificationKind,
  NotificationSubject,
} from '@creators-archive/contract/notifications/notification';
import type {
  EmailedNotificationKind,
  NotificationDelivery,
} from '@creators-archive/contract/notifications/notification-preferences';
import { createdAt } from './columns';
import { portfolioItems } from './portfolio';
import { users } from './users';

/**
 * What a member is told of. `subject` is what the client needs to say it (titles and names as
 * they were when it happened), never prose. Likes of one work are one row while unread: a like
 * adds its member to the row's actors, and the next like after it is read starts a new row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** The reader's work it is about (likes, collection saves): it goes when the work goes. */
    itemId: uuid('item_id').references(() => portfolioItems.id, { onDelete: 'cascade' }),
    subject: jsonb('subject').$type<NotificationSubject>(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an e-mail (at once or in a digest) last told of it; null until one has. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    // Where a like joins its work's unread group; the database keeps one per member and work.
    uniqueIndex('notifications_unread_like_group_key')
      .on(table.userId, table.itemId)
      .where(sql`${table.kind} = 'like' AND ${table.readAt} IS NULL`),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
    // What the daily digest has still to tell.
    index('notifications_unemailed_idx')
      .on(table.createdAt)
      .where(sql`${table.emailedAt} IS NULL`),
  ],
);

/** The members who did what a notification tells (a follow, the likes of a group, a save). */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.actorId] }),
    index('notification_actors_actor_idx').on(table.actorId),
  ],
);

/** A member's choice of e-mail for a kind; a kind without a row has the default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailedNotificationKind>().notNull(),
    delivery: text('delivery').$type<NotificationDelivery>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
