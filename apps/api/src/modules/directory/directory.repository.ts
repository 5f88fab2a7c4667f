import { and, arrayContains, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { directoryEntries, portfolioItems, users, type PortfolioItemRow } from '../../db/schema';

export type DirectorySort = 'newest' | 'popular' | 'name';

/** Where the previous page ended: the sort key and the id that breaks ties. */
export type DirectoryPosition = { key: string | number; id: string };

export type DirectoryFilter = {
  q?: string | undefined;
  country?: string | undefined;
  discipline?: string | undefined;
  verified?: boolean | undefined;
};

export type DirectoryRow = {
  userId: string;
  fullName: string;
  profilePicture: string | null;
  country: string | null;
  city: string | null;
  disciplines: string[];
  verified: boolean;
  itemCount: number;
  joinedAt: Date;
  popularity: number;
  sortName: string;
  cover: PortfolioItemRow | null;
};

const entry = directoryEntries;

/** Keyset pagination: each sort is an index scan that starts right after the last card seen. */
const sorts: Record<DirectorySort, { order: SQL[]; after: (position: DirectoryPosition) => SQL }> = {
  newest: {
    order: [desc(entry.joinedAt), desc(entry.userId)],
    after: ({ key, id }) => sql`(${entry.joinedAt}, ${entry.userId}) < (${new Date(String(key))}, ${id})`,
  },
  popular: {
    order: [desc(entry.popularity), desc(entry.userId)],
    after: ({ key, id }) => sql`(${entry.popularity}, ${entry.userId}) < (${Number(key)}, ${id})`,
  },
  name: {
    order: [asc(entry.sortName), asc(entry.userId)],
    after: ({ key, id }) => sql`(${entry.sortName}, ${entry.userId}) > (${String(key)}, ${id})`,
  },
};

export class DirectoryRepository {
  constructor(private readonly db: Database) {}

  async find(
    filter: DirectoryFilter,
    sort: DirectorySort,
    after: DirectoryPosition | undefined,
    limit: number,
  ): Promise<DirectoryRow[]> {
    const conditions: SQL[] = [];
    if (filter.q) conditions.push(matches(filter.q));
    if (filter.country) conditions.push(sql`lower(${entry.country}) = lower(${filter.country})`);
    if (filter.discipline) conditions.push(arrayContains(entry.disciplines, [filter.discipline]));
    if (filter.verified !== undefined) conditions.push(eq(entry.verified, filter.verified));
    if (after) conditions.push(sorts[sort].after(after));

    return this.db
      .select({
        userId: entry.userId,
        fullName: entry.fullName,
        profilePicture: users.profilePicture,
        country: entry.country,
        city: entry.city,
        disciplines: entry.disciplines,
        verified: entry.verified,
        itemCount: entry.itemCount,
        joinedAt: entry.joinedAt,
        popularity: entry.popularity,
        sortName: entry.sortName,
        cover: portfolioItems,
      })
      .from(entry)
      .innerJoin(users, eq(users.id, entry.userId))
      .leftJoin(portfolioItems, eq(portfolioItems.id, entry.coverItemId))
      .where(and(...conditions))
      .orderBy(...sorts[sort].order)
      .limit(limit);
  }
}

/**
 * Full-text over name, disciplines, place, tags, titles and bio (weighted in that order), plus
 * trigram similarity on the name so a misspelt name still finds its designer.
 */
function matches(q: string): SQL {
  const lowered = q.toLowerCase();
  return sql`(
    ${entry.searchVector} @@ websearch_to_tsquery('simple', ${q})
    OR ${entry.searchVector} @@ websearch_to_tsquery('english', ${q})
    OR ${entry.sortName} % ${lowered}
    OR ${lowered} <% ${entry.sortName}
  )`;
}
