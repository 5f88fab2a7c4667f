import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  placeholders,
  preparedStatement,
  selectRows,
  type Database,
  type DatabaseHandle,
} from '../src/db/client';
import { jobs } from '../src/db/schema/jobs';
import { sandboxPayments } from '../src/db/schema/sandbox-payments';
import { createTestDatabase, databaseKinds } from './helpers';

/** A job queued by a statement built once, every value from a placeholder. */
const queueJob = preparedStatement((db) =>
  db
    .insert(jobs)
    .values(
      placeholders(jobs, {
        type: 'type',
        payload: 'payload',
        runAt: 'at',
        lockedAt: 'lockedAt',
        createdAt: 'at',
      }),
    )
    .returning({ id: jobs.id }),
);
const findJob = preparedStatement((db) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id'))),
);
const forgetAuthorization = preparedStatement((db) =>
  db
    .update(sandboxPayments)
    .set(placeholders(sandboxPayments, { authorization: 'authorization', paidAt: 'paidAt' }))
    .where(eq(sandboxPayments.reference, sql.placeholder('reference')))
    .returning({ reference: sandboxPayments.reference }),
);

const at = new Date('2026-03-04T05:06:07.089Z');

describe.each(databaseKinds)('statements built once and prepared on %s', (kind) => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database.close();
  });

  it('run with each call’s own values, written as their columns write them', async () => {
    const [first] = await queueJob(db, { type: 'a', payload: { n: 1 }, at, lockedAt: null });
    const [second] = await queueJob(db, { type: 'b', payload: { n: 2 }, at, lockedAt: at });

    const [row] = await findJob(db, { id: second!.id });
    expect(row).toMatchObject({ type: 'b', payload: { n: 2 }, runAt: at, lockedAt: at, createdAt: at });
    const [stored] = await selectRows<{ type: string; payload: string; lockedIsNull: boolean }>(
      db,
      sql`select type, payload->>'n' as payload, locked_at is null as "lockedIsNull" from jobs where id = ${first!.id}`,
    );
    expect(stored).toEqual({ type: 'a', payload: '1', lockedIsNull: true });
  });

  it('write null as NULL, in a date column and in a JSON one', async () => {
    await db.insert(sandboxPayments).values({
      reference: 'ps_null',
      email: 'payer@example.com',
      amount: 5000,
      currency: 'NGN',
      description: 'A membership',
      callbackUrl: 'http://localhost/back',
      channels: ['card'],
      authorization: { code: 'AUTH_x' } as never,
      paidAt: at,
    });
    await forgetAuthorization(db, { reference: 'ps_null', authorization: null, paidAt: null });

    const [row] = await selectRows<{ authorization: unknown; paidAt: unknown }>(
      db,
      sql`select "authorization" is null as "authorization", paid_at is null as "paidAt" from sandbox_payments where reference = 'ps_null'`,
    );
    // JSON's own null would be a value, not a missing one: `authorization is null` would be false.
    expect(row).toEqual({ authorization: true, paidAt: true });
  });

  it('run inside a transaction on its connection, prepared there by name, and roll back with it', async () => {
    const rolledBack = new Error('rolled back');
    let queuedId: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        const [queued] = await queueJob(tx as unknown as Database, {
          type: 'c',
          payload: {},
          at,
          lockedAt: null,
        });
        queuedId = queued!.id;
        // The transaction sees its own row: the statement ran on its connection, not the pool's.
        expect(await findJob(tx as unknown as Database, { id: queuedId })).toHaveLength(1);
        const prepared = await selectRows(
          tx as unknown as Database,
          sql`select name from pg_prepared_statements where name like 'prepared_%'`,
        );
        expect(prepared.length).toBeGreaterThanOrEqual(2);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    expect(await findJob(db, { id: queuedId! })).toEqual([]);
  });
});
