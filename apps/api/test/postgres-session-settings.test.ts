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
});
