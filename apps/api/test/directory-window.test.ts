import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { DirectoryRepository, type DirectoryRow } from '../src/modules/directory/directory.repository';
import { createTestDatabase, databaseKinds } from './helpers';

const DESIGNERS = 1_200;
/** The only designers whose entries hold the rare word, all past the first thousand, newest first. */
const RARE = ['Window 1100', 'Window 1150', 'Window 1190'];

const names = (rows: DirectoryRow[]) =>
  rows.map((row) => (JSON.parse(row.card) as { fullName: string }).fullName);

describe.each(databaseKinds)('a directory search past the entries it walks in order, on %s', (kind) => {
  let database: DatabaseHandle;
  let directory: DirectoryRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    directory = new DirectoryRepository(database.db);
    // Window 1 joined last: newest first is Window 1, Window 2, …
    await database.db.execute(sql`insert into users (email, password_hash, full_name, role, created_at)
      select 'window-' || n || '@example.com', 'no sign-in', 'Window ' || n, 'member',
        now() - make_interval(mins => n)
      from generate_series(1, ${DESIGNERS}::int) as n`);
    // The read model's rows written as its triggers would for listed designers.
    await database.db.execute(sql`insert into directory_entries
        (user_id, full_name, sort_name, disciplines, verified, item_count, popularity, joined_at, search_vector, card_json)
      select id, full_name, lower(full_name), array['Illustration'], false, 1, 0, created_at,
        to_tsvector('simple', full_name || case when full_name = any(${sql.param(RARE)}::text[]) then ' heliotrope' else '' end),
        json_build_object('id', id, 'fullName', full_name)
      from users where email like 'window-%'`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds matches past the first thousand in the sort, and pages through them', async () => {
    const search = [{ word: 'heliotrope', alternatives: [] }];
    const first = await directory.find({ search }, 'newest', undefined, 2);
    expect(names(first)).toEqual(RARE.slice(0, 2));
    const last = first.at(-1)!;
    const second = await directory.find({ search }, 'newest', { key: last.sortKey, id: last.userId }, 2);
    expect(names(second)).toEqual(RARE.slice(2));
  });

  it('answers a word everyone has from the start of the sort', async () => {
    const rows = await directory.find(
      { search: [{ word: 'window', alternatives: [] }] },
      'newest',
      undefined,
      3,
    );
    expect(names(rows)).toEqual(['Window 1', 'Window 2', 'Window 3']);
  });

  it('answers nothing when no entry matches', async () => {
    const search = [
      { word: 'window', alternatives: [] },
      { word: 'nobodyhasthis', alternatives: [] },
    ];
    expect(await directory.find({ search }, 'name', undefined, 24)).toEqual([]);
  });
});
