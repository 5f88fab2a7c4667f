import type { FastifyBaseLogger } from 'fastify';
import type { Scope, Transactions } from '../db/transactions';
import type { Clock } from '../lib/clock';
import { JobQueue } from './job-queue';
import { JobRegistry } from './job-registry';
import { JobWorker } from './job-worker';
import { JobsRepository } from './jobs.repository';

/** The durable job queue: the registry of job types, the queue that checks against it, the worker. */
export type Jobs = {
  readonly registry: JobRegistry;
  readonly worker: JobWorker;
  /** Queues outside any transaction: each job commits on its own. */
  readonly queue: JobQueue;
  /** A queue writing in `scope`, the transaction of the change that causes the jobs. */
  queueOn(scope: Scope): JobQueue;
};

export function createJobs(deps: {
  transactions: Transactions;
  clock: Clock;
  log: FastifyBaseLogger;
  leaseMs?: number;
}): Jobs {
  const registry = new JobRegistry();
  const worker = new JobWorker({
    jobs: new JobsRepository(deps.transactions.pool.db),
    registry,
    clock: deps.clock,
    log: deps.log,
    leaseMs: deps.leaseMs,
  });
  const queueOn = (scope: Scope) => new JobQueue({ scope, registry, wake: () => worker.wake() });
  return { registry, worker, queue: queueOn(deps.transactions.pool), queueOn };
}
