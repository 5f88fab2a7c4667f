import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { JobWorker, PermanentJobError, backoffDelay } from '../src/jobs/job-worker';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { FakeClock, createTestDatabase, databaseKinds, silentLogger } from './helpers';

describe.each(databaseKinds)('the jobs queue on %s', (kind) => {
  let database: DatabaseHandle;
  let jobs: JobsRepository;
  let clock: FakeClock;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    jobs = new JobsRepository(database.db);
    clock = new FakeClock();
  });
  afterAll(async () => {
    await database.close();
  });

  function worker(options: Partial<ConstructorParameters<typeof JobWorker>[0]> = {}) {
    return new JobWorker({ jobs, clock, log: silentLogger, baseBackoffMs: 1_000, ...options });
  }

  it('runs a queued job once and marks it succeeded', async () => {
    const seen: unknown[] = [];
    const queueWorker = worker();
    queueWorker.register('greet', async (payload) => {
      seen.push(payload);
    });
    const id = await jobs.enqueue({ type: 'greet', payload: { name: 'Ada' } }, clock.now());

    expect(await queueWorker.drain()).toBe(1);
    expect(await queueWorker.drain()).toBe(0);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect(await jobs.findById(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('does not run a job queued in a transaction that rolled back', async () => {
    const queueWorker = worker();
    let runs = 0;
    queueWorker.register('rolled-back', async () => {
      runs += 1;
    });
    await expect(
      database.db.transaction(async (tx) => {
        await new JobsRepository(tx as unknown as typeof database.db).enqueue(
          { type: 'rolled-back', payload: {} },
          clock.now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queueWorker.drain();
    expect(runs).toBe(0);
  });

  it('retries a failing job with growing delays, then marks it failed for good', async () => {
    const queueWorker = worker();
    let attempts = 0;
    queueWorker.register('flaky', async () => {
      attempts += 1;
      throw new Error('server unavailable');
    });
    const id = await jobs.enqueue({ type: 'flaky', payload: {}, maxAttempts: 3 }, clock.now());

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
    const queueWorker = worker();
    queueWorker.register('hopeless', async () => {
      throw new PermanentJobError('no such recipient');
    });
    const id = await jobs.enqueue({ type: 'hopeless', payload: {} }, clock.now());
    await queueWorker.drain();
    expect(await jobs.findById(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'no such recipient',
    });
  });

  it('never runs a job twice when two workers claim side by side', async () => {
    const runs = new Map<string, number>();
    const count = async (payload: Record<string, unknown>) => {
      const key = String(payload.n);
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const first = worker({ concurrency: { race: 3 } });
    const second = worker({ concurrency: { race: 3 } });
    first.register('race', count);
    second.register('race', count);
    for (let n = 0; n < 30; n += 1) await jobs.enqueue({ type: 'race', payload: { n } }, clock.now());

    const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()]);
    expect(byFirst + bySecond).toBe(30);
    expect(runs.size).toBe(30);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it('puts a job back in the queue when its process died mid-run', async () => {
    const id = await jobs.enqueue({ type: 'orphaned', payload: {} }, clock.now());
    expect(await jobs.claim(['orphaned'], 1, clock.now())).toHaveLength(1); // a worker takes it and dies

    const queueWorker = worker({ leaseMs: 60_000 });
    let runs = 0;
    queueWorker.register('orphaned', async () => {
      runs += 1;
    });
    expect(await queueWorker.drain()).toBe(0);
    clock.advance(61_000);
    expect(await queueWorker.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await jobs.findById(id)).toMatchObject({ status: 'succeeded', attempts: 2 });
  });
});
