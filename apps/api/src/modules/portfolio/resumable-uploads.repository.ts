import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openUploads } from '../../db/schema/portfolio';

export type NewOpenUpload = typeof openUploads.$inferInsert;

/** Resumable uploads under way, whose declared lengths count against their members' quota. */
export class OpenUploadsRepository {
  constructor(private readonly db: Database) {}

  /** How many of the member's uploads are under way at `now` (created, not finished, not expired). */
  async countOpen(userId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ open: sql<number>`count(*)::int` })
      .from(openUploads)
      .where(and(eq(openUploads.userId, userId), gt(openUploads.expiresAt, now)));
    return row?.open ?? 0;
  }

  async record(upload: NewOpenUpload): Promise<void> {
    await this.db.insert(openUploads).values(upload);
  }

  /** The upload is no longer under way: it became an item, was abandoned or was refused. */
  async close(id: string): Promise<void> {
    await this.db.delete(openUploads).where(eq(openUploads.id, id));
  }

  /** Removes the uploads expired at `now` and answers their ids, so their files can go too. */
  async takeExpired(now: Date): Promise<string[]> {
    const rows = await this.db
      .delete(openUploads)
      .where(lte(openUploads.expiresAt, now))
      .returning({ id: openUploads.id });
    return rows.map((row) => row.id);
  }
}
