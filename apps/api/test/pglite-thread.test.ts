import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type DatabaseHandle } from '../src/db/client';
import { PgliteThreadError } from '../src/db/pglite-thread';
import { isDatabaseUnavailable } from '../src/db/query-errors';

describe('PGlite on its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => {
    await database.close();
  });

  it('leaves the main thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    try {
      await selectRows(database.db, sql`select pg_sleep(0.5)`);
    } finally {
      clearInterval(timer);
    }
    // On the main thread the half-second statement would let no timer run until it ended.
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('reads rows, types and errors as node-postgres reads a server', async () => {
    const [row] = await selectRows<{ n: number; j: { a: number }; words: string[] }>(
      database.db,
      sql`select 41 + 1 as n, '{"a":1}'::json as j, array['x','y'] as words`,
    );
    expect(row).toEqual({ n: 42, j: { a: 1 }, words: ['x', 'y'] });
    await expect(selectRows(database.db, sql`select 1 / 0`)).rejects.toMatchObject({
      cause: { code: '22012' },
    });
  });

  it('counts a thread that failed or stopped as a database that cannot serve now', () => {
    expect(isDatabaseUnavailable(new PgliteThreadError("PGlite's thread ended (1)"))).toBe(true);
  });
});
