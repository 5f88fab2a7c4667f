// Owner: modules/studios. Only that area's *.repository.ts files import these tables as values;
// other areas reach studios and bookings through what modules/studios exports. Row types may be
// imported anywhere.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, textList } from './columns';
import type { StoredVariant } from './portfolio';
import { users } from './users';

/** One weekday's opening hours in the studio's own time zone; `day` is ISO (1 Monday … 7 Sunday). */
export type OpeningHoursRow = { day: number; opens: string; closes: string };

/**
 * Partner studios verified members may book. Opening hours and bookings are read in the studio's
 * IANA time zone, so a booking means the same hour to the member, the studio and the admin.
 */
export const studios = pgTable('studios', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** ISO 3166-1 alpha-2, like members' countries. */
  country: text('country').notNull(),
  /** IANA time zone, e.g. Africa/Lagos. */
  timeZone: text('time_zone').notNull(),
  description: text('description').notNull(),
  facilities: textList('facilities'),
  /** What a Creators Archive member gets there (a discount, free hours …). */
  memberPerk: text('member_perk').notNull(),
  /** Days missing from the list are closed. */
  openingHours: jsonb('opening_hours').notNull().$type<OpeningHoursRow[]>().default([]),
  /** Where booking requests are e-mailed; shown to verified members only. */
  contactEmail: text('contact_email').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** A studio's photos, made by the same image pipeline as portfolio items (AVIF and WebP widths). */
export const studioPhotos = pgTable(
  'studio_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbhash: text('thumbhash'),
    /** Private: never served, kept so variants can be made again. */
    originalKey: text('original_key').notNull(),
    variants: jsonb('variants').notNull().$type<StoredVariant[]>().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('studio_photos_studio_idx').on(table.studioId, table.position)],
);

export const bookingStatuses = ['requested', 'confirmed', 'declined', 'cancelled'] as const;

/**
 * A member's request for studio time. `starts_at`/`ends_at` are the instants; `local_date` and
 * `start_time` keep what the member chose on the studio's wall clock. A member's own requested or
 * confirmed bookings never overlap: the service checks under the member's row lock.
 */
export const studioBookings = pgTable(
  'studio_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: text('local_date').notNull(),
    startTime: text('start_time').notNull(),
    hours: integer('hours').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('requested'),
    /** The admin's note on confirming or declining, e-mailed to the member. */
    adminNote: text('admin_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who or what cancelled: the member, or the member losing verification or membership, or being suspended. */
    cancelledBecause: text('cancelled_because', {
      enum: ['member', 'verification_lost', 'subscription_ended', 'member_suspended'],
    }),
    /**
     * When the studio was written to about the booking: once it has stood for the quiet window
     * (modules/studios/booking-limits.ts), if still open. Null while it has not; a cancellation is
     * told only to a studio that was told of the booking.
     */
    studioToldAt: timestamp('studio_told_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('studio_bookings_hours_check', sql`${table.hours} between 1 and 8`),
    check(
      'studio_bookings_status_check',
      sql`${table.status} in ('requested', 'confirmed', 'declined', 'cancelled')`,
    ),
    check('studio_bookings_interval_check', sql`${table.endsAt} > ${table.startsAt}`),
    index('studio_bookings_user_open_idx')
      .on(table.userId, table.startsAt)
      .where(sql`${table.status} in ('requested', 'confirmed')`),
    index('studio_bookings_status_idx').on(table.status, table.startsAt, table.id),
    index('studio_bookings_studio_idx').on(table.studioId, table.startsAt),
    // The member's bookings and own cancellations of the last 24 hours, for the daily limits.
    index('studio_bookings_user_created_idx').on(table.userId, table.createdAt),
    index('studio_bookings_user_cancelled_idx')
      .on(table.userId, table.cancelledAt)
      .where(sql`${table.cancelledBecause} = 'member'`),
  ],
);

export type StudioRow = typeof studios.$inferSelect;
export type StudioPhotoRow = typeof studioPhotos.$inferSelect;
export type StudioBookingRow = typeof studioBookings.$inferSelect;
