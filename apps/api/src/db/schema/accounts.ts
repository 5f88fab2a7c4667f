import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies } from '@creators-archive/contract/subscriptions/currencies';
import { defaultLocale, type Locale } from '@creators-archive/i18n';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    profilePicture: text('profile_picture'),
    verified: boolean('verified').notNull().default(false),
    bio: text('bio'),
    country: text('country'),
    city: text('city'),
    disciplines: text('disciplines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text('website'),
    /** More places to find the member's work (Behance, Instagram …), besides the website. */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The member's data saver: small images, nothing loaded off screen, galleries on demand. */
    dataSaver: boolean('data_saver').notNull().default(false),
    /** The language the member reads the product and its e-mails in; the API accepts only `localeCodes`. */
    locale: text('locale').$type<Locale>().notNull().default(defaultLocale),
    /** Set by an admin; a suspended member is hidden from the directory and public pages. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When the member last showed they read this address's mail (a link sent to it was opened),
     * or the operator named it as ADMIN_EMAIL; null when never. Start-up promotes only such an
     * account to admin unless told otherwise.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The admin overview counts sign-ups by day; the members screen pages newest first.
    index('users_created_at_idx').on(table.createdAt, table.id),
    // The admin overview counts members (not admins) in all and by day from the index alone.
    index('users_members_created_idx')
      .on(table.createdAt)
      .where(sql`${table.role} = 'member'`),
    // Admins find members by any part of their name or e-mail.
    index('users_full_name_trgm_idx').using('gin', sql`lower(${table.fullName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ],
);

/** One row per sign-in; its refresh tokens form one family. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    /** Authenticator assurance: aal2 once a second factor was verified in this sign-in. */
    aal: text('aal', { enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  interval: text('interval', { enum: ['month', 'year'] }).notNull(),
  position: integer('position').notNull().default(0),
  /** What the plan brings, one line each, in the order they are shown. */
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Archived plans are no longer sold; members on one keep it until they change plan. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const planPrices = pgTable(
  'plan_prices',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: currencies }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.currency] })],
);

export type UserRow = typeof users.$inferSelect;
