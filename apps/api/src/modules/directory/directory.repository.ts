import type { DesignerSort } from '@creators-archive/contract/directory/designer-search';
import { sql, type SQL } from 'drizzle-orm';
import { selectBuiltOnce, selectRows, type Database } from '../../db/client';
import { directoryEntries, directoryWords } from '../../db/schema/directory';
import { candidatePatterns, letters, typoBudget } from './typo-tolerance';

/** The directory's orders, as the search request names them. */
export type DirectorySort = DesignerSort;

/** Where the previous page ended: the sort key and the id that breaks ties. */
export type DirectoryPosition = { key: string | number; id: string };

/** Query words the vocabulary holds, and for each other one the words it may be a misspelling of. */
export type Spelling = { known: Set<string>; candidates: Map<string, string[]> };

/** A query word and the listed words it may be a misspelling of. */
export type SearchWord = { word: string; alternatives: string[] };

/** A search's words as a statement takes them: values, or placeholders where the values go. */
type SearchTerms = readonly { word: unknown; alternatives: readonly unknown[] }[];

export type DirectoryFilter = {
  /** Every word must match, as typed or as one of its alternatives. */
  search?: SearchWord[] | undefined;
  country?: string | undefined;
  discipline?: string | undefined;
  verified?: boolean | undefined;
  /** Designers open to any of these kinds of work. */
  openTo?: string[] | undefined;
};

/** A listed designer: their card as JSON text, and where the row sits in its sort. */
export type DirectoryRow = {
  userId: string;
  /** The value of the sort's column, exact (a join time to the microsecond): the cursor's key. */
  sortKey: string | number;
  /** The card (`DesignerCard`) as JSON, written by the database. */
  card: string;
};

const entry = directoryEntries;

/**
 * Candidates fetched for one misspelt word at most. A word shares its start or its end with a few
 * hundred words of a large vocabulary of names and titles; when a common ending is shared by
 * thousands, the bound keeps a search cheap, and the candidates kept are those with the most
 * trigrams in common with the word, where words a typo or two away are found.
 */
const MOST_CANDIDATES = 2_000;

/**
 * The card (`DesignerCard`) as the database keeps it in the read model, written with the rest of
 * the entry (`directory_card`): a page is then one index scan with no join to users or the cover
 * item, which were most of its database time (decision 1370). Sent as text, spliced into the
 * answer as it is: the API neither parses nor writes a card.
 */
const cardColumn = sql.raw('directory_entries.card_json::text as card');

/** Where the previous page ended, as values or as the placeholders of a statement built once. */
type PositionValues = { key: unknown; id: unknown };

/** Keyset pagination: each sort is an index scan that starts right after the last card seen. */
const sorts: Record<
  DirectorySort,
  {
    key: SQL;
    order: SQL;
    keyValue: (key: string | number) => string | number;
    after: (position: PositionValues) => SQL;
  }
> = {
  newest: {
    // Text, not a Date: a JavaScript Date keeps milliseconds and would skip designers who
    // joined in the same millisecond as the last card.
    key: sql.raw(`to_char(directory_entries.joined_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`),
    order: sql.raw('directory_entries.joined_at desc, directory_entries.user_id desc'),
    keyValue: String,
    after: ({ key, id }) => sql`(${entry.joinedAt}, ${entry.userId}) < (${key}::timestamptz, ${id}::uuid)`,
  },
  popular: {
    key: sql.raw('directory_entries.popularity'),
    order: sql.raw('directory_entries.popularity desc, directory_entries.user_id desc'),
    keyValue: Number,
    after: ({ key, id }) => sql`(${entry.popularity}, ${entry.userId}) < (${key}::int, ${id}::uuid)`,
  },
  name: {
    key: sql.raw('directory_entries.sort_name'),
    order: sql.raw('directory_entries.sort_name asc, directory_entries.user_id asc'),
    keyValue: String,
    after: ({ key, id }) => sql`(${entry.sortName}, ${entry.userId}) > (${key}, ${id}::uuid)`,
  },
};

/** A page of a sort, from its start or after a position, in `limit` rows. */
function pageQuery(sort: DirectorySort, where: SQL | undefined, limit: unknown): SQL {
  return sql`select directory_entries.user_id as "userId", ${sorts[sort].key} as "sortKey", ${cardColumn}
        from ${entry}
        ${where ? sql`where ${where}` : sql``} order by ${sorts[sort].order} limit ${limit}`;
}

type PageStatement = (db: Database, values: Record<string, unknown>) => Promise<DirectoryRow[]>;

/**
 * What a page's statement depends on besides its values: the sort, which filters are set, how many
 * alternatives each search word has, how many kinds of work are asked for, whether it starts after
 * a position.
 */
type PageShape = {
  sort: DirectorySort;
  after: boolean;
  alternatives: number[];
  country: boolean;
  discipline: boolean;
  verified: boolean;
  openTo: number;
};

/** The placeholders' names, one place for the statement that has them and the values that fill them. */
const names = {
  word: (word: number) => `w${word}`,
  alternative: (word: number, alternative: number) => `w${word}a${alternative}`,
  kind: (index: number) => `openTo${index}`,
};

/** The shape as one short text, the same for the same shape (JSON of it cost 3 µs a page). */
function shapeKey({ sort, after, alternatives, country, discipline, verified, openTo }: PageShape): string {
  const flags = (after ? 1 : 0) | (country ? 2 : 0) | (discipline ? 4 : 0) | (verified ? 8 : 0);
  return `${sort}/${flags}/${openTo}/${alternatives.join(',')}`;
}

/** Shapes kept at most: more than searches use, and a bound on memory whatever is asked. */
const MOST_SHAPES = 1_000;
const pageStatements = new Map<string, PageStatement>();

/**
 * A page's statement, built once for its shape with placeholders where the values go. The whole
 * directory, unfiltered, is prepared: a sort's index is its best plan whatever the values. A
 * searched or filtered page is sent unnamed, so PostgreSQL plans it for its values on every
 * request, since a generic plan would walk the sort's whole index for a rare word.
 */
function pageStatement(shape: PageShape): PageStatement {
  const key = shapeKey(shape);
  let statement = pageStatements.get(key);
  if (statement) return statement;
  const conditions: SQL[] = [];
  if (shape.alternatives.length > 0) {
    conditions.push(
      matches(
        shape.alternatives.map((count, word) => ({
          word: sql.placeholder(names.word(word)),
          alternatives: Array.from({ length: count }, (_, alternative) =>
            sql.placeholder(names.alternative(word, alternative)),
          ),
        })),
      ),
    );
  }
  if (shape.country) conditions.push(sql`lower(${entry.country}) = lower(${sql.placeholder('country')})`);
  if (shape.discipline) {
    conditions.push(sql`${entry.disciplines} @> array[${sql.placeholder('discipline')}]::text[]`);
  }
  if (shape.verified) conditions.push(sql`${entry.verified} = ${sql.placeholder('verified')}`);
  if (shape.openTo > 0) {
    const kinds = Array.from(
      { length: shape.openTo },
      (_, index) => sql`${sql.placeholder(names.kind(index))}`,
    );
    conditions.push(sql`${entry.openTo} && array[${sql.join(kinds, sql`, `)}]::text[]`);
  }
  const filtered = conditions.length > 0;
  if (shape.after) {
    conditions.push(sorts[shape.sort].after({ key: sql.placeholder('key'), id: sql.placeholder('id') }));
  }
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  statement = selectBuiltOnce<DirectoryRow>(pageQuery(shape.sort, where, sql.placeholder('limit')), {
    prepared: !filtered,
  });
  if (pageStatements.size >= MOST_SHAPES) pageStatements.clear();
  pageStatements.set(key, statement);
  return statement;
}

export class DirectoryRepository {
  constructor(private readonly db: Database) {}

  /**
   * What the vocabulary says of query words that may carry a typo: which ones it holds (those are
   * taken as meant), and for each other one every vocabulary word that could be within its typo
   * budget, found through the trigram index by the word's pieces (`candidatePatterns`). More
   * than the close ones: the caller counts the typos.
   *
   * One statement per word, not one union of all of them. The union of two words' lookups, sent
   * with its values as parameters, left the PostgreSQL backend that ran it paying about 50 page
   * faults on every statement it ran afterwards: the two-word search cost the database 2.6–3.0 ms
   * of CPU on such a connection against 1.2–1.4 ms on a fresh one, and the first page 1.5 against
   * 0.9 ms. A word's own statement leaves no such trace (measured for known, misspelt and several
   * words in turn; decision 1370).
   */
  async spelling(words: string[]): Promise<Spelling> {
    const spelling: Spelling = { known: new Set(), candidates: new Map() };
    const tolerant = [...new Set(words)].filter((word) => typoBudget(word) > 0);
    if (tolerant.length === 0) return spelling;
    const lookups = tolerant.map((word) => {
      const budget = typoBudget(word) as 1 | 2;
      const length = letters(word).length;
      const patterns = candidatePatterns(word, budget).map(
        (pattern) => sql`${directoryWords.word} like ${pattern}`,
      );
      // The word itself when it is known; otherwise the candidates (the known word would be one).
      return sql`(select ${word}::text as token, ${directoryWords.word} as word from ${directoryWords}
        where ${directoryWords.word} = ${word})
        union all
        (select ${word}::text, ${directoryWords.word} from ${directoryWords}
        where (${sql.join(patterns, sql` or `)})
          and length(${directoryWords.word}) between ${length - budget}::int and ${length + budget}::int
          and not exists (select 1 from ${directoryWords} known where known.word = ${word})
        order by similarity(${directoryWords.word}, ${word}) desc
        limit ${MOST_CANDIDATES})`;
    });
    const answers = await Promise.all(
      lookups.map((lookup) => selectRows<{ token: string; word: string }>(this.db, lookup)),
    );
    for (const { token, word } of answers.flat()) {
      if (word === token) {
        spelling.known.add(token);
        continue;
      }
      const candidates = spelling.candidates.get(token) ?? [];
      candidates.push(word);
      spelling.candidates.set(token, candidates);
    }
    return spelling;
  }

  async find(
    filter: DirectoryFilter,
    sort: DirectorySort,
    after: DirectoryPosition | undefined,
    limit: number,
  ): Promise<DirectoryRow[]> {
    const values: Record<string, unknown> = { limit };
    if (after) Object.assign(values, { key: sorts[sort].keyValue(after.key), id: after.id });
    const search = filter.search ?? [];
    search.forEach(({ word, alternatives }, index) => {
      values[names.word(index)] = word;
      alternatives.forEach(
        (alternative, position) => (values[names.alternative(index, position)] = alternative),
      );
    });
    if (filter.country) values.country = filter.country;
    if (filter.discipline) values.discipline = filter.discipline;
    if (filter.verified !== undefined) values.verified = filter.verified;
    const openTo = filter.openTo ?? [];
    openTo.forEach((kind, index) => (values[names.kind(index)] = kind));
    const shape: PageShape = {
      sort,
      after: after !== undefined,
      alternatives: search.map(({ alternatives }) => alternatives.length),
      country: Boolean(filter.country),
      discipline: Boolean(filter.discipline),
      verified: filter.verified !== undefined,
      openTo: openTo.length,
    };
    return pageStatement(shape)(this.db, values);
  }
}

/** Query words: letters and digits only, at most six, each at most 40 letters. */
export function searchWords(q: string): string[] {
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 6)
    .map((word) => letters(word).slice(0, 40).join(''));
}

/**
 * Full-text over name, disciplines, place, tags, titles and bio (weighted in that order), through
 * the one full-text index.
 */
function matches(search: SearchTerms): SQL {
  return sql`${entry.searchVector} @@ ${searchQuery(search)}`;
}

/**
 * The full-text query a search's words make: every word must match, as written, as its stemmed
 * English form, or as one of its alternatives. Where the stem is the word itself it is asked
 * once: a form repeated in the query made the full-text index read its long posting list twice
 * (about a seventh of a two-word search that matches nothing). PostgreSQL settles the comparison
 * while planning, since the words are the statement's values.
 */
export function searchQuery(search: SearchTerms): SQL {
  const perWord = search.map(({ word, alternatives }) => {
    const asWritten = sql`plainto_tsquery('simple', ${word})`;
    const stemmed = sql`plainto_tsquery('english', ${word})`;
    const forms = [
      sql`(case when ${asWritten} = ${stemmed} then ${asWritten} else ${asWritten} || ${stemmed} end)`,
      ...alternatives.map((alternative) => sql`plainto_tsquery('simple', ${alternative})`),
    ];
    return sql`(${sql.join(forms, sql` || `)})`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}
