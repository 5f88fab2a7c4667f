import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { portfolioItems } from './portfolio';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The directory's read model: one row per listed designer (a member, not suspended, with at least
 * one ready item). Database triggers keep it in step with users and portfolio items in the same
 * transaction (see the directory migration), so a page of cards is one indexed scan.
 */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** Lower-cased name: the sort key for `name` and the trigram index for misspellings. */
    sortName: text('sort_name').notNull(),
    country: text('country'),
    city: text('city'),
    disciplines: text('disciplines').array().notNull(),
    verified: boolean('verified').notNull(),
    coverItemId: uuid('cover_item_id').references(() => portfolioItems.id, { onDelete: 'set null' }),
    itemCount: integer('item_count').notNull(),
    popularity: integer('popularity').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    index('directory_entries_newest_idx').on(table.joinedAt.desc(), table.userId.desc()),
    index('directory_entries_popular_idx').on(table.popularity.desc(), table.userId.desc()),
    index('directory_entries_name_idx').on(table.sortName, table.userId),
    index('directory_entries_search_idx').using('gin', table.searchVector),
    index('directory_entries_disciplines_idx').using('gin', table.disciplines),
    index('directory_entries_country_idx').on(table.country),
    index('directory_entries_name_trgm_idx').using('gin', sql`${table.sortName} gin_trgm_ops`),
  ],
);
