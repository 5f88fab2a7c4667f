import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { WorksRepository, type WorkCardRow } from '../src/modules/works/works.repository';
import { createTestDatabase, databaseKinds } from './helpers';

const WORKS = 1_200;
/** The only works whose titles hold the rare word, all past the first thousand, newest first. */
const RARE = ['Study 1100', 'Study 1150', 'Study 1190'];

const titles = (rows: WorkCardRow[]) => rows.map((row) => (JSON.parse(row.card) as { title: string }).title);

describe.each(databaseKinds)('a works search past the works it walks in order, on %s', (kind) => {
  let database: DatabaseHandle;
  let works: WorksRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    works = new WorksRepository(database.db);
    await database.db.execute(sql`insert into users (email, password_hash, full_name, role)
      values ('window-designer@example.com', 'no sign-in', 'Window Designer', 'member')`);
    // Study 1 was made last: newest first is Study 1, Study 2, …
    await database.db
      .execute(sql`insert into portfolio_items (user_id, title, width, height, original_key, created_at)
      select id, 'Study ' || n, 800, 600, 'originals/study-' || n, now() - make_interval(mins => n)
      from users, generate_series(1, ${WORKS}::int) as n where email = 'window-designer@example.com'`);
    // The read model's rows written as its triggers would for a listed designer's ready work.
    await database.db.execute(sql`insert into works (item_id, user_id, title, category, tags, tags_key,
        images, width, height, image_count, like_count, view_count, created_at, designer, search_vector)
      select id, user_id, title, 'Illustration', '{}', '{}', '[]', width, height, 1, 0, 0, created_at,
        json_build_object('id', user_id, 'fullName', 'Window Designer'),
        to_tsvector('simple', title || case when title = any(${sql.param(RARE)}::text[]) then ' heliotrope' else '' end)
      from portfolio_items`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds matches past the first thousand, newest first, and pages through them', async () => {
    const search = [{ word: 'heliotrope', alternatives: [] }];
    const first = await works.find({ search }, 'recent', undefined, 2);
    expect(titles(first)).toEqual(RARE.slice(0, 2));
    const last = first.at(-1)!;
    const second = await works.find(
      { search },
      'recent',
      { at: last.at, likes: last.likes, id: last.itemId },
      2,
    );
    expect(titles(second)).toEqual(RARE.slice(2));
  });

  it('answers a word every work has from the start of the sort', async () => {
    const rows = await works.find({ search: [{ word: 'study', alternatives: [] }] }, 'recent', undefined, 3);
    expect(titles(rows)).toEqual(['Study 1', 'Study 2', 'Study 3']);
  });

  it('answers nothing when no work holds every word', async () => {
    const search = [
      { word: 'study', alternatives: [] },
      { word: 'nobodyhasthis', alternatives: [] },
    ];
    expect(await works.find({ search }, 'recent', undefined, 24)).toEqual([]);
  });
});
