import { and, count, desc, eq, sql } from 'drizzle-orm';
import { collectionCoverCount } from '@creators-archive/contract/entities/collection';
import type { WorkCard } from '@creators-archive/contract/works/find-works';
import { selectRows, type Database } from '../../db/client';
import { collectionItems, collections, type CollectionRow } from '../../db/schema/collections';
import { publicWorkCards } from '../works';

export type CollectionFields = Pick<CollectionRow, 'name' | 'description' | 'visibility'>;

/** A work's cover as a collection's card shows it. */
export type CoverRow = { collectionId: string; itemId: string; images: unknown; thumbhash: string | null };

export type SavedWorkRow = {
  itemId: string;
  /** When it was saved: the clock's time, to the millisecond, as a cursor keeps it. */
  addedAt: Date;
  /** The card (`WorkCard`) as JSON, written by the database. */
  card: string;
};

/** Collections and the works saved in them; `item_count` is written only here. */
export class CollectionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Makes one member's collection writes take turns until the transaction ends, so two made at
   * once cannot both pass the cap. Keyed on the member: nothing else waits on it.
   */
  async lockMember(userId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('collections'), hashtext(${userId}))`);
  }

  async countOwned(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(collections)
      .where(eq(collections.userId, userId));
    return row?.total ?? 0;
  }

  async insert(userId: string, fields: CollectionFields, now: Date): Promise<CollectionRow> {
    const [row] = await this.db
      .insert(collections)
      .values({ userId, ...fields, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('The collection was not saved');
    return row;
  }

  async findById(id: string): Promise<CollectionRow | undefined> {
    const [row] = await this.db.select().from(collections).where(eq(collections.id, id));
    return row;
  }

  /** The member's collection, its row locked until the transaction ends: its count changes under it. */
  async lockOwned(id: string, userId: string): Promise<CollectionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(collections)
      .where(and(eq(collections.id, id), eq(collections.userId, userId)))
      .for('update');
    return row;
  }

  /** A page of the member's collections, most recently changed first, and how many they keep. */
  async findOwned(
    userId: string,
    page: { offset: number; limit: number },
    itemId: string | undefined,
  ): Promise<{ rows: (CollectionRow & { holdsItem: boolean })[]; total: number }> {
    const holdsItem = itemId
      ? sql<boolean>`exists (select 1 from ${collectionItems} where ${collectionItems.collectionId} = ${collections.id} and ${collectionItems.itemId} = ${itemId})`
      : sql<boolean>`false`;
    const [rows, total] = await Promise.all([
      this.db
        .select({ collection: collections, holdsItem })
        .from(collections)
        .where(eq(collections.userId, userId))
        .orderBy(desc(collections.updatedAt), desc(collections.id))
        .offset(page.offset)
        .limit(page.limit),
      this.countOwned(userId),
    ]);
    return { rows: rows.map((row) => ({ ...row.collection, holdsItem: row.holdsItem })), total };
  }

  /** The covers of each collection's newest saved works that the public may see, a few each. */
  async coversOf(collectionIds: string[]): Promise<CoverRow[]> {
    if (collectionIds.length === 0) return [];
    const ids = `{${collectionIds.join(',')}}`;
    return selectRows<CoverRow>(
      this.db,
      sql`select collection.id as "collectionId", cover."itemId", cover.images, cover.thumbhash
        from unnest(${ids}::uuid[]) as collection (id)
        cross join lateral (
          select ${publicWorkCards.itemId} as "itemId", ${publicWorkCards.images} as images,
            ${publicWorkCards.thumbhash} as thumbhash
          from ${collectionItems}
          join ${publicWorkCards} on ${publicWorkCards.itemId} = ${collectionItems.itemId}
          where ${collectionItems.collectionId} = collection.id
          order by ${collectionItems.addedAt} desc, ${collectionItems.itemId} desc
          limit ${collectionCoverCount}
        ) cover`,
    );
  }

  async update(id: string, changes: Partial<CollectionFields>, now: Date): Promise<CollectionRow> {
    const [row] = await this.db
      .update(collections)
      .set({ ...changes, updatedAt: now })
      .where(eq(collections.id, id))
      .returning();
    if (!row) throw new Error('The collection was not updated');
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db.delete(collections).where(eq(collections.id, id));
  }

  /** Whether the public may see the work: ready, and its designer listed. */
  /** A work the public may see, with its title and designer; undefined for any other. */
  async findPublicWork(itemId: string): Promise<{ title: string | null; ownerId: string } | undefined> {
    const [row] = await this.db
      .select({ card: publicWorkCards.card })
      .from(publicWorkCards)
      .where(eq(publicWorkCards.itemId, itemId));
    if (!row) return undefined;
    const card = JSON.parse(row.card) as WorkCard;
    return { title: card.title, ownerId: card.designer.id };
  }

  async holds(collectionId: string, itemId: string): Promise<boolean> {
    const rows = await this.db
      .select({ itemId: collectionItems.itemId })
      .from(collectionItems)
      .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.itemId, itemId)));
    return rows.length > 0;
  }

  /** Saves the work in the collection; false when it was there already. */
  async addItem(collectionId: string, itemId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(collectionItems)
      .values({ collectionId, itemId, addedAt: now })
      .onConflictDoNothing()
      .returning({ itemId: collectionItems.itemId });
    return rows.length > 0;
  }

  /** Takes the work out; false when it was not there. */
  async removeItem(collectionId: string, itemId: string): Promise<boolean> {
    const rows = await this.db
      .delete(collectionItems)
      .where(and(eq(collectionItems.collectionId, collectionId), eq(collectionItems.itemId, itemId)))
      .returning({ itemId: collectionItems.itemId });
    return rows.length > 0;
  }

  /** Moves the count by what was added or removed; the caller holds the collection's row lock. */
  async moveCount(id: string, by: number, now: Date): Promise<CollectionRow> {
    const [row] = await this.db
      .update(collections)
      .set({ itemCount: sql`${collections.itemCount} + ${by}`, updatedAt: now })
      .where(eq(collections.id, id))
      .returning();
    if (!row) throw new Error('The collection was not updated');
    return row;
  }

  /**
   * A page of the collection's works the public may see, newest saved first, continued after a
   * position: one range of the collection's index, each work's card read by its key.
   */
  async findSavedWorks(
    collectionId: string,
    after: { createdAt: Date; id: string } | undefined,
    limit: number,
  ): Promise<SavedWorkRow[]> {
    const position = after
      ? sql`and (${collectionItems.addedAt}, ${collectionItems.itemId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows = await selectRows<{ itemId: string; at: string; card: string }>(
      this.db,
      sql`select ${collectionItems.itemId} as "itemId",
          to_char(${collectionItems.addedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          ${publicWorkCards.card} as card
        from ${collectionItems}
        join ${publicWorkCards} on ${publicWorkCards.itemId} = ${collectionItems.itemId}
        where ${collectionItems.collectionId} = ${collectionId} ${position}
        order by ${collectionItems.addedAt} desc, ${collectionItems.itemId} desc
        limit ${limit}`,
    );
    return rows.map(({ itemId, at, card }) => ({ itemId, addedAt: new Date(at), card }));
  }
}
