// Owner: modules/collections. Only that area's *.repository.ts files import these tables as values;
// other areas reach collections through what modules/collections exports. Row types may be imported
// anywhere.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { portfolioItems } from './portfolio';
import { users } from './users';

/** A member's named set of works, public (with a page of its own) or private (theirs alone). */
export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    visibility: text('visibility').$type<'public' | 'private'>().notNull(),
    /**
     * Its rows in collection_items, exactly: written under a lock on this row by every change to
     * them, and by a trigger when a deleted item or member takes rows away (migration 0033).
     */
    itemCount: integer('item_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('collections_user_updated_idx').on(
      table.userId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check('collections_visibility_check', sql`${table.visibility} IN ('public', 'private')`),
  ],
);

/** The works a collection holds, each once, with when it was saved there. */
export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.itemId] }),
    index('collection_items_newest_idx').on(
      table.collectionId,
      table.addedAt.desc().nullsFirst(),
      table.itemId.desc().nullsFirst(),
    ),
    index('collection_items_item_idx').on(table.itemId),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
export type CollectionItemRow = typeof collectionItems.$inferSelect;
