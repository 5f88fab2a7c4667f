import { QueryBuilder } from 'drizzle-orm/pg-core';
import { directoryEntries } from '../../db/schema/directory';

/**
 * What another area reads of the listed designers (members, not suspended, with ready work),
 * joined on `userId`: the badge, and the directory's card as JSON text. A plain subquery of the
 * directory's read model, folded into the query that joins it.
 */
export const listedDesigners = new QueryBuilder()
  .select({
    userId: directoryEntries.userId,
    verified: directoryEntries.verified,
    card: directoryEntries.cardJson,
  })
  .from(directoryEntries)
  .as('listed_designers');
