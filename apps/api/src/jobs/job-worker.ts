import type { FastifyBaseLogger } from 'fastify';
import { safeErrorMessage } from '../db/query-errors';
import type { JobRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { JobRegistry } from './job-registry';
import type { JobsRepository } from './jobs.repository';

/** Thrown by a handler when retrying cannot help (a bad address, a deleted record). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobWorkerOptions = {
  jobs: JobsRepository;
  /** The types this worker claims, each run by its handler with its payload checked. */
  registry: JobRegistry;
  clock: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  /**
   * A running job whose lease is not renewed within this time is assumed lost with its process
   * and queued again. The worker renews the leases of its own running jobs every third of it, and
   * as often looks for leases run out.
   */
  leaseMs?: number;
  baseBackoffMs?: number;
  maxBackoffMs?: number;
};

const DEFAULT_CONCURRENCY = 4;
/** Short enough that a job whose process was killed runs again within a minute of its restart. */
export const DEFAULT_LEASE_MS = 30_000;

/** Exponential backoff: base, 2×base, 4×base … capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export class JobWorker {
  private readonly running = new Map<string, number>();
  /** The ids of the jobs this worker runs now, whose leases it renews. */
  private readonly runningIds = new Set<string>();
  private leasesRenewedAt = 0;
  private leasesReleasedAt = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling: Promise<void> | undefined;
  private wokenWhilePolling = false;

  constructor(private readonly options: JobWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /**
   * Wakes the worker now, e.g. right after a request queued a job. Wakes that come while it polls
   * make one more poll once it is done, not one each: a burst of requests would otherwise keep as
   * many polls running at once.
   */
  wake(): void {
    if (this.stopped) return;
    if (this.polling) this.wokenWhilePolling = true;
    else this.schedule(0);
  }

  /** Stops claiming and waits for the jobs already running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Claims and runs every due job until none is left; for tests and one-off scripts. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runDueJobs();
      await Promise.allSettled([...this.inFlight]);
      if (ran === 0) return total;
      total += ran;
    }
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.polling = this.poll();
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    this.wokenWhilePolling = false;
    try {
      await this.runDueJobs();
    } catch (error) {
      this.options.log.error({ err: error }, 'job polling failed');
    }
    this.polling = undefined;
    if (!this.stopped) this.schedule(this.wokenWhilePolling ? 0 : (this.options.pollIntervalMs ?? 1000));
  }

  /** Claims what each type has room for and starts it; answers how many jobs started. */
  private async runDueJobs(): Promise<number> {
    const { jobs, clock } = this.options;
    const now = clock.now();
    const leaseMs = this.options.leaseMs ?? DEFAULT_LEASE_MS;
    // Renewed before expired leases are released, so a job of ours that outlived a database
    // outage is not released and run a second time beside itself.
    if (this.runningIds.size > 0 && now.getTime() - this.leasesRenewedAt >= leaseMs / 3) {
      await jobs.renewLeases([...this.runningIds], now);
      this.leasesRenewedAt = now.getTime();
    }
    // Every third of a lease: a lost job still runs again within a lease and a third of its last
    // renewal, and a busy worker (it polls again as each job ends) spends no statement per poll here.
    if (now.getTime() - this.leasesReleasedAt >= leaseMs / 3) {
      await jobs.releaseExpiredLeases(new Date(now.getTime() - leaseMs));
      this.leasesReleasedAt = now.getTime();
    }
    const rooms = this.options.registry
      .types()
      .map((type) => ({ type, room: this.capacity(type) - (this.running.get(type) ?? 0) }));
    const claimed = await jobs.claim(rooms, now);
    for (const job of claimed) this.track(this.execute(job));
    return claimed.length;
  }

  private capacity(type: string): number {
    return this.options.registry.find(type)?.definition.concurrency ?? DEFAULT_CONCURRENCY;
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async execute(job: JobRow): Promise<void> {
    const registered = this.options.registry.find(job.type);
    this.running.set(job.type, (this.running.get(job.type) ?? 0) + 1);
    this.runningIds.add(job.id);
    try {
      await this.runAndRecord(job, registered);
    } catch (error) {
      // Recording the outcome failed (the database is down): the job stays running, and once its
      // lease is over it runs again, which every handler is written to bear.
      this.options.log.error({ jobId: job.id, type: job.type, err: error }, 'recording a job outcome failed');
    } finally {
      this.runningIds.delete(job.id);
      this.running.set(job.type, (this.running.get(job.type) ?? 1) - 1);
      // Room is free again: the next job due need not wait for the next poll.
      this.wake();
    }
  }

  private async runAndRecord(job: JobRow, registered: ReturnType<JobRegistry['find']>): Promise<void> {
    const { jobs, clock, log } = this.options;
    try {
      if (!registered) throw new PermanentJobError(`No handler for job type ${job.type}`);
      // A payload stored before its schema changed cannot succeed by being retried.
      const payload = registered.definition.payload.safeParse(job.payload);
      if (!payload.success) {
        throw new PermanentJobError(`The ${job.type} job's payload does not match its schema`);
      }
      await registered.handler(payload.data, job);
      await jobs.markSucceeded(job.id, clock.now());
    } catch (error) {
      // The reason is stored in the jobs table: a failed query's parameters must not be.
      const message = safeErrorMessage(error);
      const permanent = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
      const retryAt = permanent
        ? undefined
        : new Date(
            clock.now().getTime() +
              backoffDelay(
                job.attempts,
                this.options.baseBackoffMs ?? 5_000,
                this.options.maxBackoffMs ?? 3_600_000,
              ),
          );
      await jobs.markFailed(job.id, message.slice(0, 2000), retryAt, clock.now());
      log[permanent ? 'error' : 'warn'](
        { jobId: job.id, type: job.type, attempt: job.attempts, err: error },
        permanent ? 'job failed for good' : 'job failed; will retry',
      );
    }
  }
}
