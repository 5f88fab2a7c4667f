// Owner: modules/audit. Only that area's *.repository.ts files import this table as a value;
// other areas write and read the log through what modules/audit exports. Row types may be
// imported anywhere.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
