import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { placeholders, preparedStatement, type Database } from '../db/client';
import { jobs, type JobRow } from '../db/schema/jobs';

export type NewJob = {
  type: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  /** Not before this time; at once without it. */
  runAt?: Date;
};

/** The schema's own, for a job queued without one: the prepared insert always sets the column. */
const defaultMaxAttempts = jobs.maxAttempts.default as number;

/**
 * Queuing, claiming and ending jobs: a payment's receipt alone is queued, claimed and ended twice
 * (drawn, then sent), so these are prepared once.
 */
const insertStatement = preparedStatement((db) =>
  db
    .insert(jobs)
    .values(
      placeholders(jobs, {
        type: 'type',
        payload: 'payload',
        runAt: 'runAt',
        maxAttempts: 'maxAttempts',
        createdAt: 'now',
      }),
    )
    .returning({ id: jobs.id }),
);
const claimStatement = preparedStatement((db) => {
  const due = sql`(select due.id
    from unnest(${sql.placeholder('types')}::text[], ${sql.placeholder('rooms')}::int[]) as room(type, room)
    cross join lateral (
      select ${jobs.id} from ${jobs}
      where ${jobs.status} = 'pending' and ${jobs.type} = room.type and ${jobs.runAt} <= ${sql.placeholder('now')}
      order by ${jobs.runAt}
      limit room.room
      for update skip locked
    ) as due)`;
  return db
    .update(jobs)
    .set({
      ...placeholders(jobs, { lockedAt: 'now' }),
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.id, due))
    .returning();
});
const markSucceededStatement = preparedStatement((db) =>
  db
    .update(jobs)
    .set({
      ...placeholders(jobs, { completedAt: 'now' }),
      status: 'succeeded',
      lockedAt: null,
      lastError: null,
    })
    .where(and(eq(jobs.id, sql.placeholder('id')), eq(jobs.status, 'running'))),
);

export class JobsRepository {
  constructor(private readonly db: Database) {}

  /** Stores a job as given; code queues jobs through JobQueue, which checks them first. */
  async insert(job: NewJob, now: Date): Promise<string> {
    const [row] = await insertStatement(this.db, {
      type: job.type,
      payload: job.payload,
      runAt: job.runAt ?? now,
      maxAttempts: job.maxAttempts ?? defaultMaxAttempts,
      now,
    });
    if (!row) throw new Error('The job was not queued');
    return row.id;
  }

  /**
   * Takes, for each type, up to its `room` of its due jobs, oldest first, in one statement: a
   * worker polls after every job that ends and every request that queues one, and a statement per
   * type (thirty of them) made the polling most of the database's work during a burst of payments.
   * SKIP LOCKED lets several processes claim side by side without ever taking the same job twice.
   */
  async claim(rooms: { type: string; room: number }[], now: Date): Promise<JobRow[]> {
    const open = rooms.filter(({ room }) => room > 0);
    if (open.length === 0) return [];
    return claimStatement(this.db, {
      types: open.map(({ type }) => type),
      rooms: open.map(({ room }) => room),
      now,
    });
  }

  async markSucceeded(id: string, now: Date): Promise<void> {
    await markSucceededStatement(this.db, { id, now });
  }

  async markFailed(id: string, error: string, retryAt: Date | undefined, now: Date): Promise<void> {
    await this.db
      .update(jobs)
      .set(
        retryAt
          ? { status: 'pending', runAt: retryAt, lockedAt: null, lastError: error }
          : { status: 'failed', completedAt: now, lockedAt: null, lastError: error },
      )
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
  }

  /** Extends the leases of running jobs whose process is alive and still working on them. */
  async renewLeases(ids: string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(jobs)
      .set({ lockedAt: now })
      .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
  }

  /** Jobs whose process died mid-run go back to the queue once their lease is over. */
  async releaseExpiredLeases(leaseExpiredBefore: Date): Promise<number> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'pending', lockedAt: null })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, leaseExpiredBefore)))
      .returning({ id: jobs.id });
    return rows.length;
  }

  /** Pending jobs (retries included) by type, with the earliest run time of each, for the metrics. */
  async pendingByType(): Promise<{ type: string; depth: number; oldestRunAt: Date | null }[]> {
    const rows = await this.db
      .select({
        type: jobs.type,
        depth: sql<number>`count(*)::int`,
        oldestRunAt: sql<string | Date | null>`min(${jobs.runAt})`,
      })
      .from(jobs)
      .where(eq(jobs.status, 'pending'))
      .groupBy(jobs.type);
    return rows.map((row) => ({
      type: row.type,
      depth: Number(row.depth),
      oldestRunAt: row.oldestRunAt === null ? null : new Date(row.oldestRunAt),
    }));
  }

  async findById(id: string): Promise<JobRow | undefined> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row;
  }
}
