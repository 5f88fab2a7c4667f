import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scheduledTasks } from '../../db/schema/billing';

/** Leases on scheduled passes, so one process runs a pass at a time. */
export class ScheduledTasksRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes the task's lease until `until` if no one holds it, in one conditional statement: of
   * several processes asking at once, exactly one gets it. A process that dies holding it loses it
   * when the lease runs out.
   */
  async lease(name: string, now: Date, until: Date): Promise<boolean> {
    await this.db.insert(scheduledTasks).values({ name }).onConflictDoNothing();
    const rows = await this.db
      .update(scheduledTasks)
      .set({ leasedUntil: until, lastStartedAt: now })
      .where(
        sql`${eq(scheduledTasks.name, name)} and ${or(isNull(scheduledTasks.leasedUntil), lt(scheduledTasks.leasedUntil, now))}`,
      )
      .returning({ name: scheduledTasks.name });
    return rows.length > 0;
  }

  /**
   * Moves the end of a lease this process holds (the end it was given, `held`) to `until`; false
   * when the lease is no longer its own (it ran out and another process took it).
   */
  async extend(name: string, held: Date, until: Date): Promise<boolean> {
    const rows = await this.db
      .update(scheduledTasks)
      .set({ leasedUntil: until })
      .where(and(eq(scheduledTasks.name, name), eq(scheduledTasks.leasedUntil, held)))
      .returning({ name: scheduledTasks.name });
    return rows.length > 0;
  }

  /** Gives back the lease ending at `held`, unless another process holds it by now. */
  async release(name: string, held: Date, now: Date): Promise<void> {
    await this.db
      .update(scheduledTasks)
      .set({ leasedUntil: null, lastFinishedAt: now })
      .where(and(eq(scheduledTasks.name, name), eq(scheduledTasks.leasedUntil, held)));
  }
}
