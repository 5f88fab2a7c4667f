import { ErrorReason } from '@creators-archive/contract';
import type { CreateCollectionFields } from '@creators-archive/contract/collections/create-collection';
import type { CollectionItemChange } from '@creators-archive/contract/collections/add-collection-item';
import type {
  FindCollectionsQuery,
  OwnCollection,
} from '@creators-archive/contract/collections/find-collections';
import type {
  CollectionWithItems,
  GetCollectionQuery,
} from '@creators-archive/contract/collections/get-collection';
import type { UpdateCollectionFields } from '@creators-archive/contract/collections/update-collection';
import {
  maxCollectionsPerMember,
  maxItemsPerCollection,
  type Collection,
} from '@creators-archive/contract/entities/collection';
import type { PortfolioImage } from '@creators-archive/contract/entities/portfolio-item';
import type { WorkCard } from '@creators-archive/contract/works/find-works';
import type { CollectionRow } from '../../db/schema/collections';
import type { Transaction } from '../../db/transactions';
import type { NotificationsService } from '../notifications';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { Clock } from '../../lib/clock';
import { reasonError } from '../../i18n/error-messages';
import type { UsersRepository } from '../users';
import type { CollectionsRepository, CoverRow } from './collections.repository';

/** Someone else's private collection answers as one that does not exist: its existence is its owner's. */
const collectionNotFound = () => reasonError(404, ErrorReason.collectionNotFound);

function toCollection(row: CollectionRow, covers: CoverRow[]): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    itemCount: row.itemCount,
    covers: covers
      .filter((cover) => cover.collectionId === row.id)
      .map(({ itemId, images, thumbhash }) => ({ itemId, images: images as PortfolioImage[], thumbhash })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Collections: a member's named sets of works the public may see. Only the owner changes one or
 * learns that a private one exists; a public one is anyone's to open while its owner is in good
 * standing.
 */
export class CollectionsService {
  constructor(
    private readonly deps: {
      collections: CollectionsRepository;
      users: Pick<UsersRepository, 'findById'>;
      transaction: Transaction<{ collections: CollectionsRepository }>;
      notifications: Pick<NotificationsService, 'record'>;
      clock: Clock;
    },
  ) {}

  private async withCovers(row: CollectionRow): Promise<Collection> {
    return toCollection(row, await this.deps.collections.coversOf([row.id]));
  }

  async create(userId: string, fields: CreateCollectionFields): Promise<Collection> {
    const row = await this.deps.transaction(async ({ collections }) => {
      await collections.lockMember(userId);
      if ((await collections.countOwned(userId)) >= maxCollectionsPerMember) {
        throw reasonError(409, ErrorReason.tooManyCollections);
      }
      return collections.insert(
        userId,
        { name: fields.name, description: fields.description ?? null, visibility: fields.visibility },
        this.deps.clock.now(),
      );
    });
    return toCollection(row, []);
  }

  async findOwn(userId: string, query: FindCollectionsQuery) {
    const { rows, total } = await this.deps.collections.findOwned(
      userId,
      { offset: (query.page - 1) * query.limit, limit: query.limit },
      query.itemId,
    );
    const covers = await this.deps.collections.coversOf(rows.map((row) => row.id));
    const items: OwnCollection[] = rows.map((row) => ({
      ...toCollection(row, covers),
      ...(query.itemId ? { holdsItem: row.holdsItem } : {}),
    }));
    return {
      items,
      pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    };
  }

  /**
   * The collection and a page of its works. Private ones are their owner's alone, admins
   * included: a private collection is a member's own list, not content anyone moderates. A
   * suspended member's public collection goes with the rest of their public pages.
   */
  async get(
    viewerId: string | undefined,
    id: string,
    query: GetCollectionQuery,
  ): Promise<CollectionWithItems> {
    const row = await this.deps.collections.findById(id);
    const ownedByMe = row !== undefined && row.userId === viewerId;
    if (!row || (!ownedByMe && row.visibility !== 'public')) throw collectionNotFound();
    const owner = await this.deps.users.findById(row.userId);
    if (!owner || (!ownedByMe && owner.suspendedAt)) throw collectionNotFound();
    const after = decodeCursor(query.cursor);
    // One row more than asked tells whether another page follows.
    const [rows, collection] = await Promise.all([
      this.deps.collections.findSavedWorks(row.id, after, query.limit + 1),
      this.withCovers(row),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      collection,
      owner: {
        id: owner.id,
        fullName: owner.fullName,
        profilePicture: owner.profilePicture,
        verified: owner.verified,
      },
      ownedByMe,
      items: page.map((saved) => JSON.parse(saved.card) as WorkCard),
      pagination: {
        limit: query.limit,
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.addedAt, id: last.itemId })
            : null,
      },
    };
  }

  async update(userId: string, id: string, changes: UpdateCollectionFields): Promise<Collection> {
    const row = await this.deps.transaction(async ({ collections }) => {
      if (!(await collections.lockOwned(id, userId))) throw collectionNotFound();
      return collections.update(id, changes, this.deps.clock.now());
    });
    return this.withCovers(row);
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.deps.transaction(async ({ collections }) => {
      if (!(await collections.lockOwned(id, userId))) throw collectionNotFound();
      await collections.delete(id);
    });
  }

  /**
   * Saves a work the public may see; saving it again changes nothing. The count moves under the
   * collection's row lock, so two saves at once each count once and the cap holds.
   */
  async addItem(userId: string, id: string, itemId: string): Promise<CollectionItemChange> {
    return this.deps.transaction(async ({ collections }, scope) => {
      const collection = await collections.lockOwned(id, userId);
      if (!collection) throw collectionNotFound();
      const work = await collections.findPublicWork(itemId);
      if (!work) throw reasonError(404, ErrorReason.portfolioItemNotFound);
      if (collection.itemCount >= maxItemsPerCollection) {
        if (await collections.holds(id, itemId)) return { changed: false, itemCount: collection.itemCount };
        throw reasonError(409, ErrorReason.collectionFull);
      }
      const now = this.deps.clock.now();
      if (!(await collections.addItem(id, itemId, now))) {
        return { changed: false, itemCount: collection.itemCount };
      }
      // Only a public collection tells the designer: a private one is nobody else's business.
      if (collection.visibility === 'public') {
        await this.deps.notifications.record(scope, {
          userId: work.ownerId,
          kind: 'collection_save',
          actorId: userId,
          subject: { type: 'collection', id, name: collection.name, item: { id: itemId, title: work.title } },
        });
      }
      return { changed: true, itemCount: (await collections.moveCount(id, 1, now)).itemCount };
    });
  }

  /** Takes a work out, whether or not others may still see it; one not in it changes nothing. */
  async removeItem(userId: string, id: string, itemId: string): Promise<CollectionItemChange> {
    return this.deps.transaction(async ({ collections }) => {
      const collection = await collections.lockOwned(id, userId);
      if (!collection) throw collectionNotFound();
      if (!(await collections.removeItem(id, itemId)))
        return { changed: false, itemCount: collection.itemCount };
      return {
        changed: true,
        itemCount: (await collections.moveCount(id, -1, this.deps.clock.now())).itemCount,
      };
    });
  }
}
