// Owner: modules/portfolio. Only that area's *.repository.ts files import these tables as values;
// other areas reach members' work through what modules/portfolio exports. Row types may be imported
// anywhere.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, textList, updatedAt } from './columns';
import { users } from './users';

export type StoredVariant = {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  key: string;
  bytes: number;
};

export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    description: text('description'),
    category: text('category'),
    tags: textList('tags'),
    position: integer('position').notNull().default(0),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbhash: text('thumbhash'),
    /** Private: never served, kept so variants can be made again. */
    originalKey: text('original_key').notNull(),
    /** The original's size as uploaded: what counts against the member's storage quota. */
    originalBytes: integer('original_bytes').notNull().default(0),
    variants: jsonb('variants').notNull().$type<StoredVariant[]>().default([]),
    /**
     * The public variants as the contract's images, JSON ready to send (smallest first, AVIF
     * before WebP, /media URLs): worked out by the database whenever the variants change, so a
     * directory page reads it instead of building it for every card on every request
     * (decision 1390).
     */
    publicImages: json('public_images')
      .notNull()
      .generatedAlwaysAs(sql`portfolio_public_images(variants)`),
    isCover: boolean('is_cover').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('portfolio_items_user_position_idx').on(table.userId, table.position, table.createdAt),
    index('portfolio_items_category_idx').on(table.category, table.createdAt),
    // One cover per member, guaranteed by the database.
    uniqueIndex('portfolio_items_one_cover_key')
      .on(table.userId)
      .where(sql`${table.isCover}`),
  ],
);

/** One of a palette's dominant colours: `#rrggbb`, and the share of the image's pixels near it (0–1). */
export type PaletteColor = { color: string; share: number };

/**
 * The images of a portfolio item (a project holds 1–20), in order; the first is the cover. The
 * item's own image columns (width, height, thumbhash, original_key, variants, public_images) are a
 * copy of its cover's, written in the same transaction as any change to its images, so the
 * directory and every list keep reading one row per item.
 */
export const portfolioMedia = pgTable(
  'portfolio_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    /** The item's owner, so quota sums and account deletion read media without a join. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbhash: text('thumbhash'),
    /** Private: never served, kept so variants can be made again. */
    originalKey: text('original_key').notNull(),
    /** The original's size as uploaded: what counts against the member's storage quota. */
    originalBytes: integer('original_bytes').notNull().default(0),
    variants: jsonb('variants').notNull().$type<StoredVariant[]>().default([]),
    publicImages: json('public_images')
      .notNull()
      .generatedAlwaysAs(sql`portfolio_public_images(variants)`),
    caption: text('caption'),
    /** Alt text; pages fall back to the item's title when it is empty. */
    alt: text('alt'),
    /** The five dominant colours, largest share first; null until the variants job has run. */
    palette: jsonb('palette').$type<PaletteColor[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('portfolio_media_item_position_idx').on(table.itemId, table.position),
    index('portfolio_media_user_idx').on(table.userId),
  ],
);

export const portfolioLikes = pgTable(
  'portfolio_likes',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.userId] }),
    index('portfolio_likes_item_created_idx').on(table.itemId, table.createdAt),
  ],
);

/**
 * One row per viewer per item per day. The viewer is a hash salted with a random value that
 * lives one day (analytics_salts), so yesterday's rows can no longer be linked to anyone.
 */
export const portfolioViews = pgTable(
  'portfolio_views',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => portfolioItems.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewerHash: text('viewer_hash').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.day, table.viewerHash] }),
    index('portfolio_views_day_idx').on(table.day),
  ],
);

export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** The profile picture's files, so they can be removed when it is replaced. */
export const profilePictures = pgTable('profile_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keys: text('keys').array().notNull(),
  createdAt: createdAt(),
});

/**
 * Resumable uploads under way: the declared length of each counts against its member's storage
 * quota until it becomes an item, is abandoned or expires (`expires_at`, when tus stops taking
 * its bytes). Written when the upload is created, under the member's row lock.
 */
export const openUploads = pgTable(
  'open_uploads',
  {
    /** The tus upload's id, which becomes its item's id. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('open_uploads_user_expires_idx').on(table.userId, table.expiresAt),
    index('open_uploads_expires_idx').on(table.expiresAt),
  ],
);

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type PortfolioMediaRow = typeof portfolioMedia.$inferSelect;
