import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { jobs } from './jobs';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Single-use links sent by e-mail: password reset and e-mail change. Only a hash is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change moves to. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_tokens_token_hash_key').on(table.tokenHash),
    index('account_tokens_user_id_idx').on(table.userId),
  ],
);

/** TOTP factors; the secret is encrypted with the MFA key (AES-256-GCM). */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['totp'] })
      .notNull()
      .default('totp'),
    status: text('status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [index('mfa_factors_user_id_idx').on(table.userId)],
);

export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => mfaFactors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('mfa_challenges_factor_id_idx').on(table.factorId)],
);

/** The outbox transport's messages; one per mail job, so a retried job cannot store twice. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('mail_outbox_job_id_key').on(table.jobId)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type MfaFactorRow = typeof mfaFactors.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
