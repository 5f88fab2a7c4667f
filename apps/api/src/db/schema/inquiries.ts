// Owner: modules/inquiries. Only that area's *.repository.ts files import these tables as values;
// row types may be imported anywhere.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { OpenToKind } from '@creators-archive/contract/entities/open-to';
import { createdAt, updatedAt } from './columns';
import { portfolioItems } from './portfolio';
import { users } from './users';

/**
 * Messages sent to a designer from their profile or a project page. The sender's address is only
 * ever the e-mail's Reply-To: nothing is sent to it. The client address is kept as a hash (enough
 * to see several messages came from one place, never the address).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    /** The member who sent it when they were signed in; a visitor's has none. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<OpenToKind>().notNull(),
    budget: text('budget'),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'replied', 'archived', 'spam'] })
      .notNull()
      .default('new'),
    clientAddressHash: text('client_address_hash').notNull(),
    /** The work the visitor wrote from, when they wrote from a project page. */
    itemId: uuid('item_id').references(() => portfolioItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'inquiries_kind_check',
      sql`${table.kind} IN ('freelance', 'full-time', 'collaboration', 'commissions')`,
    ),
    check('inquiries_status_check', sql`${table.status} IN ('new', 'replied', 'archived', 'spam')`),
    // The designer's inbox, newest first.
    index('inquiries_designer_newest_idx').on(table.designerId, table.createdAt.desc(), table.id.desc()),
    // What a deleted account or project sets to null is found by index, not by a scan.
    index('inquiries_sender_user_idx')
      .on(table.senderUserId)
      .where(sql`${table.senderUserId} IS NOT NULL`),
    index('inquiries_item_idx')
      .on(table.itemId)
      .where(sql`${table.itemId} IS NOT NULL`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;

/** Senders a designer marked as spam (their address, lower-cased): later messages to that designer are dropped. */
export const inquiryBlocks = pgTable(
  'inquiry_blocks',
  {
    designerId: uuid('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderEmail: text('sender_email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.designerId, table.senderEmail] }),
    check('inquiry_blocks_email_check', sql`${table.senderEmail} = lower(${table.senderEmail})`),
  ],
);
