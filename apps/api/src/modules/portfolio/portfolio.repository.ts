import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  openUploads,
  portfolioItems,
  portfolioMedia,
  profilePictures,
  type PortfolioItemRow,
} from '../../db/schema/portfolio';
import { memberNotSuspended } from '../users';

export type NewPortfolioItem = typeof portfolioItems.$inferInsert;
export type PortfolioItemChanges = Partial<
  Pick<NewPortfolioItem, 'title' | 'description' | 'category' | 'tags' | 'position'>
>;
/** The item's status and its copy of its cover image's columns. */
export type ItemImageCopy = Pick<
  NewPortfolioItem,
  'status' | 'width' | 'height' | 'thumbhash' | 'originalKey' | 'originalBytes' | 'variants'
>;

/** Work of a suspended member is not public: every public read leaves it out. */
export const ownerNotSuspended = memberNotSuspended(portfolioItems.userId);

/** Portfolio items: their rows, order, cover and files. */
export class PortfolioRepository {
  constructor(private readonly db: Database) {}

  async insert(item: NewPortfolioItem): Promise<PortfolioItemRow> {
    const [row] = await this.db.insert(portfolioItems).values(item).returning();
    if (!row) throw new Error('The portfolio item was not saved');
    return row;
  }

  async findById(id: string): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db.select().from(portfolioItems).where(eq(portfolioItems.id, id));
    return row;
  }

  /** The item if it is public: its owner is not suspended. */
  async findPublicById(id: string): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(portfolioItems)
      .where(and(eq(portfolioItems.id, id), ownerNotSuspended));
    return row;
  }

  /**
   * The item, its row locked until the transaction ends: every change to an item's images takes
   * this first, so two of them (two images made at once) take turns, and the second reads the
   * first's image before writing the item's status and cover from them.
   */
  async lockForImages(id: string): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db.select().from(portfolioItems).where(eq(portfolioItems.id, id)).for('update');
    return row;
  }

  async setImageCopy(id: string, copy: ItemImageCopy): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db
      .update(portfolioItems)
      .set({ ...copy, updatedAt: sql`now()` })
      .where(eq(portfolioItems.id, id))
      .returning();
    return row;
  }

  /**
   * What counts against the member's quota at `now`: their items, and the bytes of the originals
   * of every image of theirs uploaded together with the declared lengths of their resumable uploads under way (but
   * `exceptUpload`'s, when that upload is the one being made an item).
   */
  async usageOf(
    userId: string,
    at: { now: Date; exceptUpload?: string },
  ): Promise<{ items: number; bytes: number }> {
    const open = and(
      eq(openUploads.userId, userId),
      gt(openUploads.expiresAt, at.now),
      at.exceptUpload === undefined ? undefined : ne(openUploads.id, at.exceptUpload),
    );
    const [row] = await this.db
      .select({
        items: sql<number>`count(*)::int`,
        // sum() of integers is a bigint, which the drivers hand over as text.
        bytes:
          sql`(select coalesce(sum(${portfolioMedia.originalBytes}), 0) from ${portfolioMedia} where ${eq(portfolioMedia.userId, userId)})`.mapWith(
            Number,
          ),
        openBytes:
          sql`(select coalesce(sum(${openUploads.length}), 0) from ${openUploads} where ${open})`.mapWith(
            Number,
          ),
      })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId));
    return { items: row?.items ?? 0, bytes: (row?.bytes ?? 0) + (row?.openBytes ?? 0) };
  }

  /** The member's items that finished processing, for the vetted program's minimum. */
  async countReady(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ ready: sql<number>`count(*)::int` })
      .from(portfolioItems)
      .where(and(eq(portfolioItems.userId, userId), eq(portfolioItems.status, 'ready')));
    return row?.ready ?? 0;
  }

  /** The member's next position: after their last item. */
  async nextPosition(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ next: sql<number>`coalesce(max(${portfolioItems.position}) + 1, 0)::int` })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId));
    return row?.next ?? 0;
  }

  async findPage(filter: {
    page: number;
    limit: number;
    category?: string | undefined;
    userId?: string | undefined;
    /** Leave out the work of suspended members (everyone but admins). */
    publicOnly: boolean;
  }): Promise<{ rows: PortfolioItemRow[]; total: number }> {
    const where = and(
      filter.userId ? eq(portfolioItems.userId, filter.userId) : undefined,
      filter.category ? eq(portfolioItems.category, filter.category) : undefined,
      filter.publicOnly ? ownerNotSuspended : undefined,
    );
    const order = filter.userId
      ? [asc(portfolioItems.position), desc(portfolioItems.createdAt), asc(portfolioItems.id)]
      : [desc(portfolioItems.createdAt), asc(portfolioItems.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(portfolioItems)
        .where(where)
        .orderBy(...order)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      this.db.select({ total: count() }).from(portfolioItems).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async update(id: string, changes: PortfolioItemChanges): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db
      .update(portfolioItems)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(portfolioItems.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<PortfolioItemRow | undefined> {
    const [row] = await this.db.delete(portfolioItems).where(eq(portfolioItems.id, id)).returning();
    return row;
  }

  /** Clears the member's old cover first: the unique index allows one. */
  async setCover(userId: string, id: string): Promise<PortfolioItemRow | undefined> {
    await this.db
      .update(portfolioItems)
      .set({ isCover: false })
      .where(and(eq(portfolioItems.userId, userId), eq(portfolioItems.isCover, true)));
    const [row] = await this.db
      .update(portfolioItems)
      .set({ isCover: true })
      .where(eq(portfolioItems.id, id))
      .returning();
    return row;
  }

  async idsInOrder(userId: string): Promise<{ id: string; position: number }[]> {
    return this.db
      .select({ id: portfolioItems.id, position: portfolioItems.position })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .orderBy(asc(portfolioItems.position), desc(portfolioItems.createdAt), asc(portfolioItems.id))
      .for('update');
  }

  async setPosition(id: string, position: number): Promise<void> {
    await this.db.update(portfolioItems).set({ position }).where(eq(portfolioItems.id, id));
  }

  /**
   * Every stored file of a member (each image's original and variants, profile pictures), for
   * deleting the account. An item's own image columns copy its cover image's; they are read too,
   * so an item whose images were never written as rows of their own loses its files all the same.
   */
  async fileKeysOf(userId: string): Promise<string[]> {
    const items = await this.db
      .select({ originalKey: portfolioItems.originalKey, variants: portfolioItems.variants })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId));
    const images = await this.db
      .select({ originalKey: portfolioMedia.originalKey, variants: portfolioMedia.variants })
      .from(portfolioMedia)
      .where(eq(portfolioMedia.userId, userId));
    const [picture] = await this.db
      .select({ keys: profilePictures.keys })
      .from(profilePictures)
      .where(eq(profilePictures.userId, userId));
    const keys = [...items, ...images].flatMap((image) => [
      image.originalKey,
      ...image.variants.map((variant) => variant.key),
    ]);
    return [...new Set([...keys, ...(picture?.keys ?? [])])];
  }
}
