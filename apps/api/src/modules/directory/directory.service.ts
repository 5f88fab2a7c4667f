import type { FindDesignersQuery } from '@creators-archive/contract/directory/find-designers';
import { AppError } from '../../lib/app-error';
import {
  searchWords,
  type DirectoryPosition,
  type DirectoryRepository,
  type DirectorySort,
  type SearchWord,
} from './directory.repository';
import { closestWords, typoBudget } from './typo-tolerance';

type Cursor = { sort: DirectorySort } & DirectoryPosition;

/**
 * Alternatives searched for one misspelt word: more than the close names of a real directory
 * hold, and a bound on the size of the full-text query whatever the vocabulary holds.
 */
const MOST_ALTERNATIVES = 10;

/** Known words remembered per process: the memory stays small whatever the vocabulary holds. */
const KNOWN_WORDS_KEPT = 20_000;

/** A join time as the newest sort writes it into cursors: UTC, to the microsecond (or millisecond). */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

const invalidCursor = () => AppError.validation({ cursor: 'validation.directoryCursorInvalid' });

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string, sort: DirectorySort): DirectoryPosition {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
    const validKey = typeof cursor.key === 'string' || typeof cursor.key === 'number';
    if (
      cursor.sort !== sort ||
      !validKey ||
      typeof cursor.id !== 'string' ||
      !/^[0-9a-f-]{36}$/.test(cursor.id)
    ) {
      throw invalidCursor();
    }
    if (sort === 'newest' && !isoInstant.test(String(cursor.key))) throw invalidCursor();
    return { key: cursor.key!, id: cursor.id };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidCursor();
  }
}

/** A page of cards, each already JSON, and where the next page starts. */
export type DirectoryPage = {
  cards: string[];
  pagination: { limit: number; nextCursor: string | null };
};

/** The public directory of designers: listed members only, in pages that never skip or repeat. */
export class DirectoryService {
  /**
   * Words the vocabulary was found to hold. It only ever gains words, so a word once known stays
   * known, and a search made of such words needs only the page's statement.
   */
  private readonly knownWords = new Set<string>();

  constructor(private readonly deps: { directory: DirectoryRepository }) {}

  async find(query: FindDesignersQuery): Promise<DirectoryPage> {
    const after = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
    const filter = {
      search: query.q ? await this.spell(query.q) : undefined,
      country: query.country,
      discipline: query.discipline,
      verified: query.verified,
      openTo: query.openTo,
    };
    // One row more than asked tells whether another page follows.
    const rows = await this.deps.directory.find(filter, query.sort, after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const nextCursor =
      rows.length > query.limit && last
        ? encodeCursor({ sort: query.sort, key: last.sortKey, id: last.userId })
        : null;
    return { cards: page.map((row) => row.card), pagination: { limit: query.limit, nextCursor } };
  }

  /**
   * The query's words, each with the listed words it may be a misspelling of: one typo in a word
   * of 5 to 8 letters, two from 9 letters, none below (see typo-tolerance.ts). A word the
   * vocabulary holds is taken as meant. Other areas' searches spell through it too.
   */
  async spell(q: string): Promise<SearchWord[]> {
    const words = searchWords(q);
    const unsure = words.filter((word) => typoBudget(word) > 0 && !this.knownWords.has(word));
    const spelling = unsure.length > 0 ? await this.deps.directory.spelling(unsure) : undefined;
    for (const word of spelling?.known ?? []) {
      if (this.knownWords.size < KNOWN_WORDS_KEPT) this.knownWords.add(word);
    }
    return words.map((word) => ({
      word,
      alternatives: closestWords(word, spelling?.candidates.get(word) ?? [], MOST_ALTERNATIVES),
    }));
  }
}
