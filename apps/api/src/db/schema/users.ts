// Owner: modules/users. Only that area's *.repository.ts files import these tables as values;
// other areas read a member through what modules/users exports. Row types may be imported anywhere.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { defaultLocale, type Locale } from '@creators-archive/i18n';
import { createdAt, textList, updatedAt } from './columns';

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
    disciplines: textList('disciplines'),
    website: text('website'),
    /** More places to find the member's work (Behance, Instagram …), besides the website. */
    links: textList('links'),
    /** The member's data saver: small images, nothing loaded off screen, galleries on demand. */
    dataSaver: boolean('data_saver').notNull().default(false),
    /** The language the member reads the product and its e-mails in; the API accepts only `localeCodes`. */
    locale: text('locale').$type<Locale>().notNull().default(defaultLocale),
    /** What the designer is open to (`openToKinds`): the directory filters on it, "Get in touch" shows with it. */
    openTo: textList('open_to').$type<OpenToKind[]>(),
    /** A line about rates and availability, at most 200 characters, shown on the profile. */
    hireNote: text('hire_note'),
    /** A WhatsApp number in E.164 (+ and 8 to 15 digits); never in a public answer or page. */
    whatsapp: text('whatsapp'),
    /** Set by an admin; a suspended member is hidden from the directory and public pages. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * When the member last showed they read this address's mail (a link sent to it was opened),
     * or the operator named it as ADMIN_EMAIL; null when never. Start-up promotes only such an
     * account to admin unless told otherwise.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    check(
      'users_open_to_kinds',
      sql`${table.openTo} <@ ARRAY['freelance', 'full-time', 'collaboration', 'commissions']::text[]`,
    ),
    check('users_hire_note_length', sql`char_length(${table.hireNote}) <= 200`),
    check('users_whatsapp_e164', sql`${table.whatsapp} ~ '^\\+[1-9][0-9]{7,14}$'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
