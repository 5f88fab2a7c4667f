// Column helpers shared by the table files of this folder, written once. They are src/db's own:
// no area imports them (tools/eslint-boundaries.js).
import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** When the row was made; the database sets it. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: the database sets it at insert, each update that changes the row sets it again. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A list of texts, empty unless one is given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** Bytes as PostgreSQL stores them; node-postgres reads and writes them as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A full-text search document, matched through its GIN index. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
