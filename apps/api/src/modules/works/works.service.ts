import type { FindWorksQuery, WorkSort } from '@creators-archive/contract/works/find-works';
import { AppError } from '../../lib/app-error';
import { hexToOklab } from '../../media/colour';
import type { WordSpelling } from '../directory';
import { cellsNear, MATCH_DISTANCE, TIER_WIDTH } from './colour-cells';
import type {
  ColourPosition,
  WorkCardRow,
  WorksFilter,
  WorksPosition,
  WorksRepository,
} from './works.repository';

/** What a cursor holds: the order it was given in (a sort, or a colour) and where the page ended. */
type Cursor = ({ sort: WorkSort } & WorksPosition) | ({ color: string } & ColourPosition);

/** A work's time as cursors hold it: UTC, to the microsecond. */
const exactInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tierCount = Math.round(MATCH_DISTANCE / TIER_WIDTH);

const invalidCursor = () => AppError.validation({ cursor: 'validation.cursorInvalid' });

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The position a cursor holds, when it was given for the same order: a cursor of one sort or
 * colour continued in another would skip and repeat works, so it is refused.
 */
function decodeCursor(text: string, query: FindWorksQuery): WorksPosition | ColourPosition {
  let cursor: Partial<Record<string, unknown>>;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Record<string, unknown>>;
  } catch {
    throw invalidCursor();
  }
  const { at, id } = cursor;
  if (typeof at !== 'string' || !exactInstant.test(at) || typeof id !== 'string' || !uuid.test(id)) {
    throw invalidCursor();
  }
  if (query.color) {
    const tier = cursor.tier;
    if (
      cursor.color !== query.color ||
      !Number.isInteger(tier) ||
      (tier as number) < 0 ||
      (tier as number) >= tierCount
    ) {
      throw invalidCursor();
    }
    return { tier: tier as number, at, id };
  }
  const likes = cursor.likes;
  if (cursor.sort !== query.sort || !Number.isInteger(likes)) throw invalidCursor();
  return { likes: likes as number, at, id };
}

/** A page of cards, each already JSON, and where the next page starts. */
export type WorksPage = {
  cards: string[];
  pagination: { limit: number; nextCursor: string | null };
};

/**
 * Finding work: ready works of listed designers, by words (with the directory's typo tolerance),
 * category, tag and colour, in pages that never skip or repeat.
 */
export class WorksService {
  constructor(private readonly deps: { works: WorksRepository; spelling: WordSpelling }) {}

  async find(query: FindWorksQuery): Promise<WorksPage> {
    const after = query.cursor ? decodeCursor(query.cursor, query) : undefined;
    const filter: WorksFilter = {
      search: query.q ? await this.deps.spelling.spell(query.q) : undefined,
      category: query.category,
      tag: query.tag,
    };
    // One row more than asked tells whether another page follows.
    const rows: WorkCardRow[] = query.color
      ? await this.deps.works.findByColour(
          filter,
          hexToOklab(query.color),
          cellsNear(query.color),
          after as ColourPosition | undefined,
          query.limit + 1,
        )
      : await this.deps.works.find(filter, query.sort, after as WorksPosition | undefined, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    let nextCursor: string | null = null;
    if (rows.length > query.limit && last) {
      nextCursor = encodeCursor(
        query.color
          ? { color: query.color, tier: last.tier ?? 0, at: last.at, id: last.itemId }
          : { sort: query.sort, likes: last.likes, at: last.at, id: last.itemId },
      );
    }
    return { cards: page.map((row) => row.card), pagination: { limit: query.limit, nextCursor } };
  }
}
