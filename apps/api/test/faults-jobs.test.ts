import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { createTransactions } from '../src/db/transactions';
import { JobQueue } from '../src/jobs/job-queue';
import { defineJob, JobRegistry } from '../src/jobs/job-registry';
import { DEFAULT_LEASE_MS, JobWorker } from '../src/jobs/job-worker';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { FakeClock, createTestDatabase, databaseKinds, silentLogger } from './helpers';

describe.each(databaseKinds)('a job that outlives its lease on %s', (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is kept by the worker still running it, which renews its lease, and never run twice', async () => {
    const clock = new FakeClock();
    const jobs = new JobsRepository(database.db);
    const registry = new JobRegistry();
    const slow = defineJob({ type: 'faults.slow', payload: z.object({}) });
    let runs = 0;
    let finish: () => void = () => {};
    registry.add(slow, async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const queue = new JobQueue({ scope: createTransactions(database.db).pool, registry, wake: () => {} });
    const id = await queue.enqueue(slow, {}, clock.now());
    const lockedAt = async () => (await jobs.findById(id))?.lockedAt?.getTime() ?? 0;

    // The first worker polls as in production, every few milliseconds here.
    const first = new JobWorker({ jobs, registry, clock, log: silentLogger, pollIntervalMs: 5 });
    const second = new JobWorker({ jobs, registry, clock, log: silentLogger });
    first.start();
    try {
      while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      // Two leases go by while the first worker still runs the job; it renews the lease as it polls.
      for (let step = 0; step < 6; step += 1) {
        clock.advance(DEFAULT_LEASE_MS / 3);
        const renewed = clock.now().getTime();
        while ((await lockedAt()) < renewed) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(await second.drain()).toBe(0);
      }
      expect(runs).toBe(1);
      finish();
    } finally {
      await first.stop();
    }
    expect(await jobs.findById(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });
});
