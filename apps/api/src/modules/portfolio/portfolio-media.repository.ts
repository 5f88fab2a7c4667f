import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  portfolioMedia,
  type PaletteColor,
  type PortfolioMediaRow,
  type StoredVariant,
} from '../../db/schema/portfolio';

export type NewPortfolioMedia = typeof portfolioMedia.$inferInsert;

/** The images of portfolio items: their rows, order, text and files. */
export class PortfolioMediaRepository {
  constructor(private readonly db: Database) {}

  async insert(media: NewPortfolioMedia[]): Promise<PortfolioMediaRow[]> {
    if (media.length === 0) return [];
    return this.db.insert(portfolioMedia).values(media).returning();
  }

  async findById(id: string): Promise<PortfolioMediaRow | undefined> {
    const [row] = await this.db.select().from(portfolioMedia).where(eq(portfolioMedia.id, id));
    return row;
  }

  /** One item's images in order, the cover first. */
  async ofItem(itemId: string): Promise<PortfolioMediaRow[]> {
    return this.db
      .select()
      .from(portfolioMedia)
      .where(eq(portfolioMedia.itemId, itemId))
      .orderBy(asc(portfolioMedia.position), asc(portfolioMedia.createdAt), asc(portfolioMedia.id));
  }

  /** The images of several items in one query, each item's in order. */
  async ofItems(itemIds: string[]): Promise<PortfolioMediaRow[]> {
    if (itemIds.length === 0) return [];
    return this.db
      .select()
      .from(portfolioMedia)
      .where(inArray(portfolioMedia.itemId, itemIds))
      .orderBy(asc(portfolioMedia.itemId), asc(portfolioMedia.position), asc(portfolioMedia.createdAt));
  }

  async countOf(itemId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(portfolioMedia)
      .where(eq(portfolioMedia.itemId, itemId));
    return row?.count ?? 0;
  }

  async updateText(
    itemId: string,
    id: string,
    changes: { caption?: string | null; alt?: string | null },
  ): Promise<boolean> {
    const rows = await this.db
      .update(portfolioMedia)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(portfolioMedia.id, id), eq(portfolioMedia.itemId, itemId)))
      .returning({ id: portfolioMedia.id });
    return rows.length > 0;
  }

  async setPosition(id: string, position: number): Promise<void> {
    await this.db.update(portfolioMedia).set({ position }).where(eq(portfolioMedia.id, id));
  }

  /** Answers false when the image is gone (removed while its variants were being made). */
  async markReady(id: string, variants: StoredVariant[], palette: PaletteColor[] | null): Promise<boolean> {
    const rows = await this.db
      .update(portfolioMedia)
      .set({ status: 'ready', variants, palette, updatedAt: sql`now()` })
      .where(eq(portfolioMedia.id, id))
      .returning({ id: portfolioMedia.id });
    return rows.length > 0;
  }

  async markFailed(id: string): Promise<void> {
    await this.db
      .update(portfolioMedia)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(portfolioMedia.id, id));
  }

  async delete(itemId: string, id: string): Promise<PortfolioMediaRow | undefined> {
    const [row] = await this.db
      .delete(portfolioMedia)
      .where(and(eq(portfolioMedia.id, id), eq(portfolioMedia.itemId, itemId)))
      .returning();
    return row;
  }
}
