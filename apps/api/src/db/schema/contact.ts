// Owner: modules/contact. Only that area's *.repository.ts files import this table as a value;
// other areas reach messages through what modules/contact exports. Row types may be imported
// anywhere.
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Messages sent from the contact page, kept so none is lost if e-mail is down. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
