// Owner: modules/follows. Only that area's *.repository.ts files import this table as a value;
// other areas reach follows through what modules/follows exports. Row types may be imported
// anywhere.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
