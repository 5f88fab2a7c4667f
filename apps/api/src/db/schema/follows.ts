// Owner: modules/follows. Only that area's *.repository.ts files import this table as a value;
// other areas reach follows through what modules/follows exports. Row types may be imported
// anywhere.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { works } from './works';

/**
 * A member following another. Kept to the millisecond, so the lists' keyset cursors (which carry
 * milliseconds) name each row exactly.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followedId] }),
    check('follows_not_self', sql`${table.followerId} <> ${table.followedId}`),
    index('follows_follower_newest_idx').on(
      table.followerId,
      table.createdAt.desc().nullsFirst(),
      table.followedId.desc().nullsFirst(),
    ),
    index('follows_followed_newest_idx').on(
      table.followedId,
      table.createdAt.desc().nullsFirst(),
      table.followerId.desc().nullsFirst(),
    ),
  ],
);

export type FollowRow = typeof follows.$inferSelect;

/**
 * Each member's feed, written ahead: a row per work of each designer they follow, kept by triggers
 * (migration 0036) as works are listed and unlisted and as follows come and go, so the feed's page
 * is one range of one index, whatever the number of designers followed. `created_at` is the
 * work's, for the order.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designerId: uuid('designer_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => works.itemId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.designerId, table.itemId] }),
    index('feed_items_member_newest_idx').on(
      table.memberId,
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
    index('feed_items_item_idx').on(table.itemId),
  ],
);
