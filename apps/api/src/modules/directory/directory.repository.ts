import { and, arrayContains, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { directoryEntries, directoryWords, portfolioItems, users, type StoredVariant } from '../../db/schema';

export type DirectorySort = 'newest' | 'popular' | 'name';

/** Where the previous page ended: the sort key and the id that breaks ties. */
export type DirectoryPosition = { key: string | number; id: string };

export type DirectoryFilter = {
  /** One designer's card, for pages that show it outside the list. */
  userId?: string | undefined;
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
  coverItemId: string | null;
  coverTitle: string | null;
  coverVariants: StoredVariant[] | null;
  coverWidth: number | null;
  coverHeight: number | null;
  coverThumbhash: string | null;
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

  /**
   * For each word the directory does not know, up to three known words it may be a misspelling
   * of (trigram similarity). A known word is taken as meant.
   */
  async corrections(words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter((word) => word.length >= 3);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const rows = await selectRows<{ token: string; word: string }>(
      this.db,
      sql`
      select token, candidate.word
      from unnest(ARRAY[${sql.join(
        fuzzy.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as token
      cross join lateral (
        select ${directoryWords.word} as word from ${directoryWords}
        where ${directoryWords.word} % token
          and not exists (select 1 from ${directoryWords} known where known.word = token)
        order by similarity(${directoryWords.word}, token) desc
        limit 3
      ) as candidate`,
    );
    for (const row of rows) found.set(row.token, [...(found.get(row.token) ?? []), row.word]);
    return found;
  }

  async find(
    filter: DirectoryFilter,
    sort: DirectorySort,
    after: DirectoryPosition | undefined,
    limit: number,
  ): Promise<DirectoryRow[]> {
    const conditions: SQL[] = [];
    const words = filter.q ? searchWords(filter.q) : [];
    if (words.length > 0) conditions.push(matches(words, await this.corrections(words)));
    if (filter.userId) conditions.push(eq(entry.userId, filter.userId));
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
        coverItemId: portfolioItems.id,
        coverTitle: portfolioItems.title,
        coverVariants: portfolioItems.variants,
        coverWidth: portfolioItems.width,
        coverHeight: portfolioItems.height,
        coverThumbhash: portfolioItems.thumbhash,
      })
      .from(entry)
      .innerJoin(users, eq(users.id, entry.userId))
      .leftJoin(portfolioItems, eq(portfolioItems.id, entry.coverItemId))
      .where(and(...conditions))
      .orderBy(...sorts[sort].order)
      .limit(limit);
  }
}

/** Query words: letters and digits only, at most six, each at most 40 characters. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 6)
    .map((word) => word.slice(0, 40));
}

/**
 * Full-text over name, disciplines, place, tags, titles and bio (weighted in that order). Each
 * word also matches its stemmed English form and the listed words it is probably a misspelling of,
 * so every condition is answered by the one full-text index.
 */
function matches(words: string[], corrections: Map<string, string[]>): SQL {
  const perWord = words.map((word) => {
    const forms = [
      sql`plainto_tsquery('simple', ${word})`,
      sql`plainto_tsquery('english', ${word})`,
      ...(corrections.get(word) ?? []).map((alternative) => sql`plainto_tsquery('simple', ${alternative})`),
    ];
    return sql`(${sql.join(forms, sql` || `)})`;
  });
  return sql`${entry.searchVector} @@ (${sql.join(perWord, sql` && `)})`;
}
