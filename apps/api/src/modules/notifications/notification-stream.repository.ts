import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

/** What a resumed stream reads: the member's notifications made after the last one it sent. */
export class NotificationStreamRepository {
  constructor(private readonly db: Database) {}

  /** Ids of the member's notifications after `after` in the list's order, oldest first. */
  async idsAfter(userId: string, after: { createdAt: Date; id: string }, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          or(
            gt(notifications.createdAt, after.createdAt),
            and(eq(notifications.createdAt, after.createdAt), gt(notifications.id, after.id)),
          ),
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
