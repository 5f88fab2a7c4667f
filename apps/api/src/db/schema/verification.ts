// Owner: modules/verification. Only that area's *.repository.ts files import this table as a
// value; other areas reach requests through what modules/verification exports. Row types may be
// imported anywhere.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { textList } from './columns';
import { users } from './users';

/**
 * Applications to the vetted program. One open (pending) request per member at a time, held by a
 * partial unique index. The optional identity document is kept in private storage (never under
 * /media) by its key, and deleted once the request is decided or withdrawn.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** Why the member's work deserves the badge, 50 to 2,000 characters. */
    statement: text('statement').notNull(),
    /** One to five addresses of the member's work elsewhere. */
    links: textList('links'),
    /** The private storage key of the identity document; null without one and once it is deleted. */
    documentKey: text('document_key'),
    documentContentType: text('document_content_type'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who decided; kept as an id (the audit log has the rest) after their account goes. */
    decidedBy: uuid('decided_by'),
    /** A rejection's reason, shown to the member. */
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('verification_requests_one_pending_key')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('verification_requests_queue_idx').on(table.status, table.submittedAt, table.id),
    index('verification_requests_user_idx').on(table.userId, table.submittedAt),
  ],
);

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;
