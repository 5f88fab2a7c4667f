// Owner: modules/works. Only that area's *.repository.ts files import these tables as values (the
// database's triggers write them); other areas reach works through what modules/works exports. Row
// types may be imported anywhere.
import { index, integer, json, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from './columns';
import { portfolioItems } from './portfolio';
import { users } from './users';

/**
 * The works the public may find: one row per ready item whose owner is listed in the directory,
 * with what its card shows (its designer's name, picture and badge too). Database triggers keep it
 * in step with items, their images and the directory in the same transaction (see the works
 * migration), so a page is one index scan.
 */
export const works = pgTable(
  'works',
  {
    itemId: uuid('item_id')
      .primaryKey()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    category: text('category'),
    tags: text('tags').array().notNull(),
    /** The tags lower-cased: what the tag filter matches. */
    tagsKey: text('tags_key').array().notNull(),
    /** The cover's public variants as the contract's images. */
    images: json('images').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbhash: text('thumbhash'),
    imageCount: integer('image_count').notNull(),
    likeCount: integer('like_count').notNull(),
    viewCount: integer('view_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The designer as a work's card shows them: id, fullName, profilePicture, verified. */
    designer: json('designer').notNull(),
    /** Title, tags and description, weighted in that order. */
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    index('works_newest_idx').on(table.createdAt.desc().nullsFirst(), table.itemId.desc().nullsFirst()),
    index('works_popular_idx').on(
      table.likeCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
    index('works_category_newest_idx').on(
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
    index('works_tags_idx').using('gin', table.tagsKey),
    index('works_search_idx').using('gin', table.searchVector),
    // A designer's works newest first: a designer's latest work (suggestions, recent activity).
    index('works_designer_newest_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
  ],
);

/**
 * Each work's palette colours by cube of OKLab (side 0.04): one row per work and cube, the colour
 * of its ready images with the largest share there, only colours covering at least a tenth of an
 * image. A colour search reads the cubes near the asked colour, each newest first by its index.
 */
export const workColours = pgTable(
  'work_colours',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => works.itemId, { onDelete: 'cascade' }),
    cell: integer('cell').notNull(),
    color: text('color').notNull(),
    l: real('l').notNull(),
    a: real('a').notNull(),
    b: real('b').notNull(),
    share: real('share').notNull(),
    /** The work's, so a cube's colours are read newest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.cell] }),
    index('work_colours_cell_newest_idx').on(
      table.cell,
      table.createdAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
  ],
);

export type WorkRow = typeof works.$inferSelect;
export type WorkColourRow = typeof workColours.$inferSelect;
