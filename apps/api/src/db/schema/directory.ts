// Owner: modules/directory. Only that area's *.repository.ts files import these tables as values
// (the database's triggers write them); other areas reach the directory through what
// modules/directory exports. Row types may be imported anywhere.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { portfolioItems } from './portfolio';
import { users } from './users';

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
    /**
     * The designer's card (`DesignerCard`, its fields in its order) as the directory sends it,
     * cover images included, built by the SQL function `directory_card` whenever the entry is
     * written: a page reads it from the table its index scan is on, joining nothing.
     */
    cardJson: json('card_json').notNull(),
    /** What the designer is open to, for the directory's `openTo` filter. */
    openTo: text('open_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    // NULLS FIRST is what ORDER BY … DESC means; an index in another null order cannot serve it.
    index('directory_entries_newest_idx').on(
      table.joinedAt.desc().nullsFirst(),
      table.userId.desc().nullsFirst(),
    ),
    index('directory_entries_popular_idx').on(
      table.popularity.desc().nullsFirst(),
      table.userId.desc().nullsFirst(),
    ),
    index('directory_entries_name_idx').on(table.sortName, table.userId),
    index('directory_entries_search_idx').using('gin', table.searchVector),
    index('directory_entries_disciplines_idx').using('gin', table.disciplines),
    // Country is the common filter: its designers come straight off this index, newest first.
    index('directory_entries_country_newest_idx').on(
      sql`lower(${table.country})`,
      table.joinedAt.desc().nullsFirst(),
      table.userId.desc().nullsFirst(),
    ),
    index('directory_entries_open_to_idx').using('gin', table.openTo),
    index('directory_entries_name_trgm_idx').using('gin', sql`${table.sortName} gin_trgm_ops`),
  ],
);

/**
 * Every word of listed designers' names, places, disciplines, tags and titles. Misspellings are
 * corrected against this small table (its trigram index fetches the words that could be close,
 * the typos are counted in the directory repository), and the corrected words then go through the
 * full-text index: far cheaper than matching every row for similarity.
 */
export const directoryWords = pgTable('directory_words', { word: text('word').primaryKey() }, (table) => [
  index('directory_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
