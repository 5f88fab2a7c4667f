import { eq, isNull, lt, or, sql } from 'drizzle-orm';
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

  async release(name: string, now: Date): Promise<void> {
    await this.db
      .update(scheduledTasks)
      .set({ leasedUntil: null, lastFinishedAt: now })
      .where(eq(scheduledTasks.name, name));
  }
}
