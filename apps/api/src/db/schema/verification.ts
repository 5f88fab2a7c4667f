import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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

/**
 * What admins did, append-only: a trigger refuses every update and delete. The actor is kept by id
 * and e-mail as they were, without a foreign key, so an entry outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** What was done, as `<area>.<verb>`: `verification.approve`, `member.suspend`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `verification_request`, `booking` … and its id. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    /** The admin's address as the client-address rules (TRUST_PROXY) give it. */
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type VerificationRequestRow = typeof verificationRequests.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
