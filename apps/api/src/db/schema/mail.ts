// Owner: src/mail. Only its *.repository.ts files import this table as a value. Row types may be
// imported anywhere.
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { jobs } from './jobs';

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

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
