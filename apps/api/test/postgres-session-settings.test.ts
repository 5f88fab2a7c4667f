import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client';
import { createTestDatabase } from './helpers';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the API’s PostgreSQL sessions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.close();
  });

  it('never compile a statement just in time, whatever its plan costs', async () => {
    // Compiling a search whose gated fallback the planner costs high took 10–25 ms of every request.
    const [setting] = await selectRows<{ jit: string }>(database.db, sql`show jit`);
    expect(setting?.jit).toBe('off');
  });

  it('start no parallel workers', async () => {
    // Workers were started for a search's gated-off fallback too: about 10 ms of every request.
    const [setting] = await selectRows<{ workers: string }>(
      database.db,
      sql`select current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect(setting?.workers).toBe('0');
  });
});
