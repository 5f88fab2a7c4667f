import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { jobs as jobRows } from '../src/db/schema';
import { createTransactions, type Transactions } from '../src/db/transactions';
import { JobQueue } from '../src/jobs/job-queue';
import { defineJob, JobRegistry } from '../src/jobs/job-registry';
import { JobWorker, PermanentJobError, backoffDelay } from '../src/jobs/job-worker';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { FakeClock, createTestDatabase, databaseKinds, silentLogger } from './helpers';

const ZNoPayload = z.object({});

describe.each(databaseKinds)('the jobs queue on %s', (kind) => {
  let database: DatabaseHandle;
  let transactions: Transactions;
  let jobs: JobsRepository;
  let clock: FakeClock;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    transactions = createTransactions(database.db);
    jobs = new JobsRepository(database.db);
    clock = new FakeClock();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A registry of its own, a worker on it, and a queue that counts how often it woke the worker. */
  function setUp(options: Partial<ConstructorParameters<typeof JobWorker>[0]> = {}) {
    const registry = new JobRegistry();
    const worker = new JobWorker({
      jobs,
      registry,
      clock,
      log: silentLogger,
      baseBackoffMs: 1_000,
      ...options,
    });
    const wakes = { count: 0 };
    const queueOn = (scope = transactions.pool) =>
      new JobQueue({ scope, registry, wake: () => (wakes.count += 1) });
    return { registry, worker, queue: queueOn(), queueOn, wakes };
  }

  it('runs a queued job once with its typed payload and marks it succeeded', async () => {
    const seen: { name: string }[] = [];
    const { registry, worker: queueWorker, queue } = setUp();
    const greet = defineJob({ type: 'greet', payload: z.object({ name: z.string() }) });
    registry.add(greet, async (payload) => {
      seen.push(payload);
    });
    const id = await queue.enqueue(greet, { name: 'Ada' }, clock.now());

    expect(await queueWorker.drain()).toBe(1);
    expect(await queueWorker.drain()).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(await jobs.findById(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('does not run a job queued in a transaction that rolled back, nor wake the worker for it', async () => {
    const { registry, worker: queueWorker, queueOn, wakes } = setUp();
    let runs = 0;
    const rolledBack = defineJob({ type: 'rolled-back', payload: ZNoPayload });
    registry.add(rolledBack, async () => {
      runs += 1;
    });
    await expect(
      transactions.over(queueOn)(async (queue) => {
        await queue.enqueue(rolledBack, {}, clock.now());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queueWorker.drain();
    expect(runs).toBe(0);
    expect(wakes.count).toBe(0);
  });

  it('wakes the worker once the transaction that queued the job has committed', async () => {
    const { registry, queueOn, wakes } = setUp();
    const committed = defineJob({ type: 'committed', payload: ZNoPayload });
    registry.add(committed, async () => {});
    await transactions.over(queueOn)(async (queue) => {
      await queue.enqueue(committed, {}, clock.now());
      expect(wakes.count).toBe(0);
    });
    expect(wakes.count).toBe(1);
  });

  it('refuses to queue a type without a handler or a payload its schema refuses', async () => {
    const { registry, queue } = setUp();
    const known = defineJob({ type: 'known', payload: z.object({ itemId: z.string() }) });
    const unknown = defineJob({ type: 'unknown', payload: ZNoPayload });
    registry.add(known, async () => {});

    await expect(queue.enqueue(unknown, {}, clock.now())).rejects.toThrow(/unknown has no handler/);
    await expect(
      queue.enqueue(known, { itemId: 42 } as unknown as { itemId: string }, clock.now()),
    ).rejects.toThrow(/known job's payload does not match/);
    expect(() => registry.add(known, async () => {})).toThrow(/registered twice/);
    expect(
      await database.db
        .select()
        .from(jobRows)
        .where(inArray(jobRows.type, ['known', 'unknown'])),
    ).toEqual([]);
  });

  it('fails a stored job whose payload no longer matches its schema, without running it', async () => {
    const { registry, worker: queueWorker } = setUp();
    let runs = 0;
    registry.add(
      defineJob({ type: 'reshaped', payload: z.object({ keys: z.array(z.string()) }) }),
      async () => {
        runs += 1;
      },
    );
    const id = await jobs.insert({ type: 'reshaped', payload: { key: 'a' } }, clock.now());
    await queueWorker.drain();
    expect(runs).toBe(0);
    expect(await jobs.findById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "The reshaped job's payload does not match its schema",
    });
  });

  it('retries a failing job with growing delays, then marks it failed for good', async () => {
    const { registry, worker: queueWorker, queue } = setUp();
    let attempts = 0;
    const flaky = defineJob({ type: 'flaky', payload: ZNoPayload, maxAttempts: 3 });
    registry.add(flaky, async () => {
      attempts += 1;
      throw new Error('server unavailable');
    });
    const id = await queue.enqueue(flaky, {}, clock.now());

    await queueWorker.drain();
    expect(await jobs.findById(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'server unavailable',
    });
    expect(await queueWorker.drain()).toBe(0); // not due before its backoff

    clock.advance(backoffDelay(1, 1_000, 3_600_000));
    await queueWorker.drain();
    expect(await jobs.findById(id)).toMatchObject({ status: 'pending', attempts: 2 });

    clock.advance(backoffDelay(1, 1_000, 3_600_000));
    expect(await queueWorker.drain()).toBe(0); // the second delay is twice the first

    clock.advance(backoffDelay(2, 1_000, 3_600_000));
    await queueWorker.drain();
    expect(await jobs.findById(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(attempts).toBe(3);
  });

  it('fails a job at once when the handler says retrying cannot help', async () => {
    const { registry, worker: queueWorker, queue } = setUp();
    const hopeless = defineJob({ type: 'hopeless', payload: ZNoPayload });
    registry.add(hopeless, async () => {
      throw new PermanentJobError('no such recipient');
    });
    const id = await queue.enqueue(hopeless, {}, clock.now());
    await queueWorker.drain();
    expect(await jobs.findById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no such recipient',
    });
  });

  it('claims each type up to its own room, oldest first, in one statement', async () => {
    const { registry, queue } = setUp();
    const [posters, covers, idle] = ['claim-posters', 'claim-covers', 'claim-idle'].map((type) => {
      const definition = defineJob({ type, payload: ZNoPayload });
      registry.add(definition, async () => {});
      return definition;
    });
    const queued = new Map<string, string[]>();
    for (const [definition, count] of [
      [posters!, 3],
      [covers!, 2],
      [idle!, 1],
    ] as const) {
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        clock.advance(1_000);
        ids.push(await queue.enqueue(definition, {}, clock.now()));
      }
      queued.set(definition.type, ids);
    }
    const claimed = await jobs.claim(
      [
        { type: 'claim-posters', room: 2 },
        { type: 'claim-covers', room: 5 },
        { type: 'claim-idle', room: 0 },
      ],
      clock.now(),
    );
    expect(claimed.map((job) => job.id).toSorted()).toEqual(
      [...queued.get('claim-posters')!.slice(0, 2), ...queued.get('claim-covers')!].toSorted(),
    );
    expect(claimed.every((job) => job.status === 'running' && job.attempts === 1)).toBe(true);
    expect(await jobs.claim([{ type: 'claim-posters', room: 2 }], clock.now())).toMatchObject([
      { id: queued.get('claim-posters')![2] },
    ]);
  });

  it('polls once more after wakes that came while it polled, never twice at once', async () => {
    const { worker: queueWorker } = setUp({ pollIntervalMs: 60_000 });
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let claims = 0;
    const claim = vi.spyOn(jobs, 'claim').mockImplementation(async () => {
      claims += 1;
      if (claims === 1) await firstHeld;
      return [];
    });
    try {
      queueWorker.start();
      await vi.waitFor(() => expect(claims).toBe(1));
      queueWorker.wake();
      queueWorker.wake();
      // Long enough for a wake's timer of 0 ms to fire, had it started a poll beside the first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(claims).toBe(1);
      releaseFirst();
      await vi.waitFor(() => expect(claims).toBe(2));
      await queueWorker.stop();
      expect(claims).toBe(2);
    } finally {
      claim.mockRestore();
      await queueWorker.stop();
    }
  });

  it('never runs a job twice when two workers claim side by side', async () => {
    const runs = new Map<number, number>();
    const race = defineJob({ type: 'race', payload: z.object({ n: z.number() }), concurrency: 3 });
    const { registry, worker: first, queue } = setUp();
    const second = setUp({ registry }).worker;
    registry.add(race, async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
    });
    for (let n = 0; n < 30; n += 1) await queue.enqueue(race, { n }, clock.now());

    const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()]);
    expect(byFirst + bySecond).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('puts a job back in the queue when its process died mid-run', async () => {
    const { registry, worker: queueWorker, queue } = setUp({ leaseMs: 60_000 });
    let runs = 0;
    const orphaned = defineJob({ type: 'orphaned', payload: ZNoPayload });
    registry.add(orphaned, async () => {
      runs += 1;
    });
    const id = await queue.enqueue(orphaned, {}, clock.now());
    expect(await jobs.claim([{ type: 'orphaned', room: 1 }], clock.now())).toHaveLength(1); // a worker takes it and dies

    expect(await queueWorker.drain()).toBe(0);
    clock.advance(61_000);
    expect(await queueWorker.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobs.findById(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});
