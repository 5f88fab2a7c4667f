import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../src/db/client';
import { searchQuery } from '../src/modules/directory';
import { createTestDatabase, databaseKinds } from './helpers';

describe.each(databaseKinds)('the full-text query of a search, on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const queryText = async (search: Parameters<typeof searchQuery>[0]) => {
    const [row] = await selectRows<{ query: string }>(
      database.db,
      sql`select ${searchQuery(search)}::text as query`,
    );
    return row?.query;
  };

  it('asks a word whose English stem is itself once', async () => {
    expect(await queryText([{ word: 'poster', alternatives: [] }])).toBe("'poster'");
  });

  it('asks a word as written and as its stem, with its alternatives, every word required', async () => {
    expect(
      await queryText([
        { word: 'lagos', alternatives: [] },
        { word: 'festivl', alternatives: ['festival'] },
      ]),
    ).toBe("( 'lagos' | 'lago' ) & ( 'festivl' | 'festival' )");
  });
});
