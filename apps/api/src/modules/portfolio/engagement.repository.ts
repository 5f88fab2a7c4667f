import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsSalts, portfolioItems, portfolioLikes, portfolioViews } from '../../db/schema/portfolio';
import { ownerNotSuspended } from './portfolio.repository';

/** Likes, views and the figures made of them; the counts on an item are written only here. */
export class EngagementRepository {
  constructor(private readonly db: Database) {}

  /**
   * Locks a public item's row so concurrent toggles on one item queue up instead of racing; false
   * when there is no such item or its owner is suspended (the owner's row is read, not locked).
   */
  /** The public item, locked, with its owner and title; undefined if there is none. */
  async lockPublicItem(
    id: string,
  ): Promise<{ id: string; userId: string; title: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: portfolioItems.id, userId: portfolioItems.userId, title: portfolioItems.title })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.id, id), ownerNotSuspended))
      .for('update');
    return row;
  }

  async addLike(itemId: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(portfolioLikes)
      .values({ itemId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ itemId: portfolioLikes.itemId });
    return rows.length > 0;
  }

  async removeLike(itemId: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(portfolioLikes)
      .where(and(eq(portfolioLikes.itemId, itemId), eq(portfolioLikes.userId, userId)))
      .returning({ itemId: portfolioLikes.itemId });
    return rows.length > 0;
  }

  /** Recounts from the likes themselves, so the stored count can never drift. */
  async refreshLikeCount(itemId: string): Promise<number> {
    const [row] = await this.db
      .update(portfolioItems)
      .set({
        likeCount: sql`(select count(*)::int from ${portfolioLikes} where ${portfolioLikes.itemId} = ${itemId})`,
      })
      .where(eq(portfolioItems.id, itemId))
      .returning({ likeCount: portfolioItems.likeCount });
    return row?.likeCount ?? 0;
  }

  /** The day's salt, made on first use; older salts are deleted so old hashes link to no one. */
  async saltFor(day: string, fresh: string): Promise<string> {
    await this.db.delete(analyticsSalts).where(sql`${analyticsSalts.day} < ${day}::date`);
    await this.db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
    const [row] = await this.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    if (!row) throw new Error('No analytics salt');
    return row.salt;
  }

  /** Counts the views that are new for the day, in two statements whatever the page size; answers how many were. */
  async recordViews(itemIds: string[], day: string, viewerHashes: Map<string, string>): Promise<number> {
    const rows = itemIds.flatMap((itemId) => {
      const viewerHash = viewerHashes.get(itemId);
      return viewerHash ? [{ itemId, day, viewerHash }] : [];
    });
    if (rows.length === 0) return 0;
    const added = await this.db
      .insert(portfolioViews)
      .values(rows)
      .onConflictDoNothing()
      .returning({ itemId: portfolioViews.itemId });
    if (added.length === 0) return 0;
    await this.db
      .update(portfolioItems)
      .set({ viewCount: sql`${portfolioItems.viewCount} + 1` })
      .where(
        inArray(
          portfolioItems.id,
          added.map((row) => row.itemId),
        ),
      );
    return added.length;
  }

  async statsFor(userId: string) {
    return this.db
      .select({
        category: portfolioItems.category,
        items: sql<number>`count(*)::int`,
        likes: sql<number>`coalesce(sum(${portfolioItems.likeCount}), 0)::int`,
        views: sql<number>`coalesce(sum(${portfolioItems.viewCount}), 0)::int`,
      })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .groupBy(portfolioItems.category)
      .orderBy(portfolioItems.category);
  }

  async dailyViews(userId: string, since: string) {
    return this.db
      .select({ day: sql<string>`${portfolioViews.day}::text`, views: sql<number>`count(*)::int` })
      .from(portfolioViews)
      .innerJoin(portfolioItems, eq(portfolioItems.id, portfolioViews.itemId))
      .where(and(eq(portfolioItems.userId, userId), gte(portfolioViews.day, since)))
      .groupBy(portfolioViews.day);
  }

  async dailyLikes(userId: string, since: Date) {
    return this.db
      .select({
        day: sql<string>`(${portfolioLikes.createdAt} at time zone 'UTC')::date::text`,
        likes: sql<number>`count(*)::int`,
      })
      .from(portfolioLikes)
      .innerJoin(portfolioItems, eq(portfolioItems.id, portfolioLikes.itemId))
      .where(and(eq(portfolioItems.userId, userId), gte(portfolioLikes.createdAt, since)))
      .groupBy(sql`1`);
  }

  async topItems(userId: string, since: string, limit: number) {
    const views = sql<number>`(select count(*)::int from ${portfolioViews} where ${portfolioViews.itemId} = ${portfolioItems.id} and ${portfolioViews.day} >= ${since}::date)`;
    return this.db
      .select({ id: portfolioItems.id, title: portfolioItems.title, views, likes: portfolioItems.likeCount })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .orderBy(desc(views), desc(portfolioItems.likeCount), asc(portfolioItems.id))
      .limit(limit);
  }
}
