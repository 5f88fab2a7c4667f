import type { WorkSort } from '@creators-archive/contract/works/find-works';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { preparedRows, selectRows, type Database } from '../../db/client';
import { workColours, works } from '../../db/schema/works';
import type { Oklab } from '../../media/colour';
import { searchQuery, type SearchWord } from '../directory';
import type { ColourCell } from './colour-cells';

export type WorksFilter = {
  /** Every word must match, as typed or as one of its alternatives. */
  search?: SearchWord[] | undefined;
  category?: string | undefined;
  tag?: string | undefined;
};

/** Where the previous page ended in a sort: the work's time (exact, as text), likes, id. */
export type WorksPosition = { at: string; likes: number; id: string };

/** Where the previous page of a colour search ended: the tier, then the work's time and id. */
export type ColourPosition = { tier: number; at: string; id: string };

export type WorkCardRow = {
  itemId: string;
  /** The work's time to the microsecond: a Date would keep milliseconds and skip works. */
  at: string;
  likes: number;
  /** With a colour search: the tier of the nearest matching cube. */
  tier?: number;
  /** The card (`WorkCard`) as JSON, written by the database. */
  card: string;
};

/** Works a search walks in the sort's order before it fetches every match instead. */
const WINDOW = 1_000;
/** Searches whose full-text query is kept; past this many the kept ones are dropped. */
const QUERY_TEXTS_KEPT = 10_000;

const exactTime = sql.raw(`to_char(works.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The card (`WorkCard`), its fields in its order; `colorMatch` is added by a colour search. */
function cardJson(colourMatch?: SQL): SQL {
  return sql`json_build_object(
    'id', works.item_id, 'title', works.title, 'category', works.category, 'tags', works.tags,
    'images', works.images, 'width', works.width, 'height', works.height,
    'thumbhash', works.thumbhash, 'imageCount', works.image_count,
    'likeCount', works.like_count, 'viewCount', works.view_count,
    'createdAt', to_char(works.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'designer', works.designer${colourMatch ? sql`, 'colorMatch', ${colourMatch}` : sql``})::text`;
}

/**
 * The works the public may see as other areas read them, joined on `itemId`: each one's card
 * (`WorkCard`) as JSON text and its cover's images. A work taken private, still processing, or of
 * a designer no longer listed has no row here.
 */
export const publicWorkCards = new QueryBuilder()
  .select({
    itemId: works.itemId,
    card: sql<string>`${cardJson()}`.as('card'),
    images: sql<unknown>`${works.images}`.as('images'),
    thumbhash: works.thumbhash,
  })
  .from(works)
  .as('public_work_cards');

/** Keyset pagination: each sort is an index scan that starts right after the last work seen. */
const sorts: Record<WorkSort, { order: SQL; after: (position: WorksPosition) => SQL }> = {
  recent: {
    order: sql.raw('works.created_at desc, works.item_id desc'),
    after: ({ at, id }) => sql`(${works.createdAt}, ${works.itemId}) < (${at}::timestamptz, ${id}::uuid)`,
  },
  popular: {
    order: sql.raw('works.like_count desc, works.created_at desc, works.item_id desc'),
    after: ({ at, likes, id }) =>
      sql`(${works.likeCount}, ${works.createdAt}, ${works.itemId}) < (${likes}::int, ${at}::timestamptz, ${id}::uuid)`,
  },
};

function filterConditions(filter: WorksFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.search && filter.search.length > 0) conditions.push(matches(filter.search));
  if (filter.category) conditions.push(sql`${works.category} = ${filter.category}`);
  if (filter.tag) conditions.push(sql`${works.tagsKey} @> array[lower(${filter.tag})]::text[]`);
  return conditions;
}

/**
 * When the designer another area's column names (a `user_id`) last had a work made public: their
 * newest work's time, or null. One probe of the designers' newest-first index.
 */
export const latestWorkAt = (designer: AnyColumn | SQL) =>
  sql`(select max(${works.createdAt}) from ${works} where ${works.userId} = ${designer})`;

/**
 * The designers of the newest `count` works, each once, as a subquery of user ids: those recently
 * active, read off the newest-first index whatever the number of works.
 */
export const recentlyActiveDesigners = (count: number) =>
  sql`select distinct recent.user_id from (select ${works.userId} from ${works}
    order by ${works.createdAt} desc, ${works.itemId} desc limit ${count}) recent`;

export class WorksRepository {
  /** Each search's full-text query as text: stemming the same words gives the same query. */
  private readonly queryTexts = new Map<string, string>();

  constructor(private readonly db: Database) {}

  /**
   * The search's full-text query as PostgreSQL writes it (`'poster' & ( 'lagos' | 'lago' )`),
   * asked of the database once per search and kept, so a statement can take it as one value.
   */
  private async queryText(search: SearchWord[]): Promise<string> {
    const key = JSON.stringify(search);
    const kept = this.queryTexts.get(key);
    if (kept !== undefined) return kept;
    const [row] = await selectRows<{ query: string }>(
      this.db,
      sql`select ${searchQuery(search)}::text as query`,
    );
    const text = row?.query ?? '';
    if (this.queryTexts.size >= QUERY_TEXTS_KEPT) this.queryTexts.clear();
    this.queryTexts.set(key, text);
    return text;
  }

  /**
   * The cards of a page of works another area chose (the feed): `page` is a subquery of works'
   * (item_id, created_at), newest first.
   */
  cardsOf(page: SQL): Promise<WorkCardRow[]> {
    return preparedRows<WorkCardRow>(
      this.db,
      sql`with page as (${page})
        select works.item_id as "itemId", ${exactTime} as at, works.like_count as likes,
          ${cardJson()} as card
        from page join ${works} on works.item_id = page.item_id
        order by works.created_at desc, works.item_id desc`,
    );
  }

  /**
   * A page in a sort. Words and tags are matched through their GIN indexes, which cannot give rows
   * in the sort's order, and PostgreSQL, guessing how many works match, either walks the sort's
   * index testing each work (quick when many match, seconds at a million works when none of the
   * recent ones does) or fetches every match and sorts them (quick when few match). So both, in
   * one statement: the sort's index first, over at most WINDOW works after the position; a full
   * page found there is the page, since the works it passed over do not match. Only when the
   * window comes up short (few works match) are all the matches fetched through the indexes and
   * sorted.
   */
  async find(
    filter: WorksFilter,
    sort: WorkSort,
    after: WorksPosition | undefined,
    limit: number,
  ): Promise<WorkCardRow[]> {
    const ordered: SQL[] = filter.category ? [sql`${works.category} = ${filter.category}`] : [];
    if (after) ordered.push(sorts[sort].after(after));
    const matched = filterConditions({ tag: filter.tag });
    if (filter.search && filter.search.length > 0) {
      matched.unshift(sql`${works.searchVector} @@ ${await this.queryText(filter.search)}::tsquery`);
    }
    const select = sql`select works.item_id as "itemId", ${exactTime} as at, works.like_count as likes,
      ${cardJson()} as card`;
    const where = (conditions: SQL[]) =>
      conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    if (matched.length === 0) {
      const page = sql`${select} from ${works} ${where(ordered)} order by ${sorts[sort].order} limit ${limit}`;
      return filter.category
        ? selectRows<WorkCardRow>(this.db, page)
        : preparedRows<WorkCardRow>(this.db, page);
    }
    // Keys first, the cards of the page's works after: neither step carries whole rows it drops.
    const keys = sql.raw('works.item_id, works.created_at, works.like_count');
    const enough = sql`(select count(*) from windowed) >= ${limit}`;
    // One statement, so one round trip: the fetch of every match is gated on the window coming
    // up short, a condition PostgreSQL checks once before it reads any index. Its plan is the
    // same whatever the words or the tag (the window walks the sort's index; the gated fetch can
    // only read the full-text and tag indexes), so it is prepared, the query given as one value;
    // unless a category narrows the window, whose best index depends on the category.
    return (filter.category ? selectRows : preparedRows)<WorkCardRow>(
      this.db,
      sql`with windowed as materialized (
          select ${keys} from (select ${keys}, works.search_vector, works.tags_key from ${works}
            ${where(ordered)} order by ${sorts[sort].order} limit ${WINDOW}) works
          ${where(matched)} order by ${sorts[sort].order} limit ${limit}
        ),
        page as (
          select * from windowed where ${enough}
          union all
          (select * from (select ${keys} from ${works} ${where([...ordered, ...matched, sql`not ${enough}`])} offset 0) works
            order by ${sorts[sort].order} limit ${limit})
        )
        ${select} from page join ${works} on works.item_id = page.item_id order by ${sorts[sort].order}`,
    );
  }

  /**
   * Works with a palette colour in the given cubes, by tier (of the work's nearest cube), then
   * newest first. A tier is read only when the ones before it leave the page short, with one
   * statement: each of its cubes through its own index range, newest first, at most the rows
   * still wanted after the position, leaving out works that have a colour in a nearer cube (they
   * were listed in their own tier); a work in several cubes of the tier is kept once. A work among
   * the first n of its tier is among the first n of each of its cubes there, since every work
   * before it in a cube comes before it in the tier: so no page skips one.
   */
  async findByColour(
    filter: WorksFilter,
    colour: Oklab,
    cells: ColourCell[],
    after: ColourPosition | undefined,
    limit: number,
  ): Promise<WorkCardRow[]> {
    const rows: WorkCardRow[] = [];
    const tiers = [...new Set(cells.map(({ tier }) => tier))].sort((first, second) => first - second);
    for (const tier of tiers) {
      if (rows.length >= limit) break;
      if (after && tier < after.tier) continue;
      const position = after && tier === after.tier ? after : undefined;
      const tierRows = await this.findInTier(filter, colour, cells, tier, position, limit - rows.length);
      rows.push(...tierRows.map((row) => ({ ...row, tier })));
    }
    return rows;
  }

  private findInTier(
    filter: WorksFilter,
    colour: Oklab,
    cells: ColourCell[],
    tier: number,
    position: ColourPosition | undefined,
    limit: number,
  ): Promise<WorkCardRow[]> {
    const intArray = (values: number[]) => `{${values.join(',')}}`;
    const tierCells = intArray(cells.filter((cell) => cell.tier === tier).map(({ cell }) => cell));
    const nearerCells = cells.filter((cell) => cell.tier < tier).map(({ cell }) => cell);
    const conditions = filterConditions(filter);
    const narrowed =
      conditions.length > 0
        ? sql`and exists (select 1 from ${works} where works.item_id = hit.item_id and ${sql.join(conditions, sql` and `)})`
        : sql``;
    const after = position
      ? sql`and (hit.created_at, hit.item_id) < (${position.at}::timestamptz, ${position.id}::uuid)`
      : sql``;
    const notNearer =
      nearerCells.length > 0
        ? sql`and not exists (select 1 from ${workColours} closer
            where closer.item_id = hit.item_id and closer.cell = any(${intArray(nearerCells)}::int[]))`
        : sql``;
    const distance = sql`sqrt(power(found.l - ${colour.l}, 2) + power(found.a - ${colour.a}, 2) + power(found.b - ${colour.b}, 2))`;
    // The colour shown as matched is the work's nearest among those read in its tier.
    const match = sql`json_build_object('color', page.color, 'distance', round((page.distance * 100)::numeric, 1))`;
    const query = sql`with page as (
          select * from (
            select distinct on (found.item_id) found.item_id, found.created_at, found.color, ${distance} as distance
            from unnest(${tierCells}::int[]) as cube (cell)
            cross join lateral (
              select hit.item_id, hit.created_at, hit.color, hit.l, hit.a, hit.b from ${workColours} hit
              where hit.cell = cube.cell ${after} ${notNearer} ${narrowed}
              order by hit.created_at desc, hit.item_id desc
              limit ${limit}
            ) found
            order by found.item_id, ${distance}
          ) nearest
          order by nearest.created_at desc, nearest.item_id desc
          limit ${limit}
        )
        select works.item_id as "itemId", ${exactTime} as at, works.like_count as likes,
          ${cardJson(match)} as card
        from page join ${works} on works.item_id = page.item_id
        order by page.created_at desc, page.item_id desc`;
    return conditions.length > 0
      ? selectRows<WorkCardRow>(this.db, query)
      : preparedRows<WorkCardRow>(this.db, query);
  }
}

/** Full-text over titles, tags and descriptions, through the one full-text index. */
function matches(search: SearchWord[]): SQL {
  return sql`${works.searchVector} @@ ${searchQuery(search)}`;
}
