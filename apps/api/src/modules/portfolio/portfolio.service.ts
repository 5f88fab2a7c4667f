import { randomUUID } from 'node:crypto';
import { maxImagesPerItem, type PortfolioItem, type User } from '@creators-archive/contract';
import type { FindPortfolioItemsRequest } from '@creators-archive/contract/portfolio/find-portfolio-items';
import { profilePictureSizes } from '@creators-archive/contract/portfolio/set-profile-picture';
import type { UpdatePortfolioItemFields } from '@creators-archive/contract/portfolio/update-portfolio-item';
import type { CreatePortfolioItemFields } from '@creators-archive/contract/portfolio/create-portfolio-item';
import { actsAsAdmin } from '../../credentials/caller';
import type { PortfolioItemRow, PortfolioMediaRow } from '../../db/schema/portfolio';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { Limiter } from '../../lib/limiter';
import type { ImageWork } from '../../media';
import { mediaUrl, readWhole, type Storage } from '../../media/storage';
import { toUser, type Viewer } from '../users';
import type { EngagementService } from './engagement.service';
import { itemNotFound } from './item-not-found';
import { newImageRow, originalKeyOf, type OriginalImages, type UploadImage } from './original-images';
import { ownedItem } from './owned-item';
import { backgroundVariantsJob, variantsJob } from './portfolio.jobs';
import { assertWithinQuota, type PortfolioQuota } from './portfolio-quota';
import type { PortfolioRepositories } from './portfolio-repositories';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepository } from './portfolio.repository';
import { toPortfolioItem } from './portfolio-view';
import { filesOfImage, tooManyImages } from './project-media';

export type { UploadImage } from './original-images';

export type Upload = {
  images: UploadImage[];
  fields: Omit<CreatePortfolioItemFields, 'alts' | 'captions'>;
};

/**
 * Portfolio items: uploading a project of images, listing, ordering, the cover, the profile
 * picture, deleting. Changes to an item's images are `PortfolioMediaService`'s.
 */
export class PortfolioService {
  /** Cropping is heavy: at most two at once, so other requests keep flowing. */
  private readonly crops = new Limiter(2);

  constructor(
    private readonly deps: {
      items: Pick<PortfolioRepository, 'usageOf' | 'findById' | 'findPublicById' | 'findPage' | 'countReady'>;
      media: Pick<PortfolioMediaRepository, 'findById' | 'ofItem' | 'ofItems' | 'countOf'>;
      transaction: Transaction<
        Pick<
          PortfolioRepositories,
          'portfolio' | 'media' | 'jobs' | 'profilePictures' | 'users' | 'openUploads'
        >
      >;
      storage: Storage;
      images: Pick<ImageWork, 'makeSquareCrops' | 'contentHash'>;
      /** Checks, keeps and removes uploaded originals. */
      originals: Pick<OriginalImages, 'checkEach' | 'store' | 'remove'>;
      /** Viewing a profile or an item counts a view. */
      views: Pick<EngagementService, 'countViews'>;
      clock: Clock;
      /** What one member may keep: items, and bytes of uploaded originals (every image counts). */
      quota: PortfolioQuota;
    },
  ) {}

  /**
   * Validates each image by decoding it, keeps the originals, and queues each one's variants. The
   * quota (one more item, and the bytes of every image) is checked first, before any decoding or
   * storing, and again inside the transaction with the member's row locked, so concurrent uploads
   * cannot pass it together; an upload refused there takes its stored originals away with it. One
   * image that is not an accepted image refuses the whole upload, naming it by `imageIndex`. The
   * first image takes the item's id (as every item's one image did before items held several), the
   * others ids of their own.
   *
   * With `id` (a resumable upload's, which the client may complete more than once: a repeated last
   * request, a retry after a failure) the item is created once: an item of the member's with that
   * id is answered as it is. The check under the member's lock makes two concurrent completions
   * take turns, and the second finds the first's item; it wrote the same bytes under the same key,
   * so it leaves the original alone. The upload's declared length, counted while it was under way,
   * is not counted again beside its bytes, and the transaction that inserts the item closes it.
   * `background` queues the variants where members' uploads never wait behind them (the demo).
   */
  async create(
    userId: string,
    upload: Upload,
    options: { background?: boolean; id?: string } = {},
  ): Promise<PortfolioItem> {
    if (options.id) {
      const existing = await this.deps.items.findById(options.id);
      if (existing) return this.withImages(this.sameUpload(existing, userId));
    }
    if (upload.images.length === 0) throw new Error('An item is made of at least one image');
    if (upload.images.length > maxImagesPerItem) throw tooManyImages();
    const bytes = upload.images.reduce((sum, image) => sum + image.data.length, 0);
    const usage = await this.deps.items.usageOf(userId, {
      now: this.deps.clock.now(),
      exceptUpload: options.id,
    });
    assertWithinQuota(usage, bytes, this.deps.quota);
    const itemId = options.id ?? randomUUID();
    const checked = await this.deps.originals.checkEach(upload.images);
    const stored = checked.map((image, index) => {
      const id = index === 0 ? itemId : randomUUID();
      return { ...image, id, originalKey: originalKeyOf(userId, id, image) };
    });
    await this.deps.originals.store(stored);
    try {
      const made = await this.deps.transaction(async ({ portfolio, media, jobs, openUploads, users }) => {
        // Two uploads of one member take turns counting their quota.
        if (!(await users.lockAsOwner(userId)))
          throw AppError.unauthenticated('Your account no longer exists');
        if (options.id) {
          const existing = await portfolio.findById(options.id);
          if (existing)
            return { item: this.sameUpload(existing, userId), images: await media.ofItem(options.id) };
        }
        if (options.id) await openUploads.close(options.id);
        assertWithinQuota(
          await portfolio.usageOf(userId, { now: this.deps.clock.now() }),
          bytes,
          this.deps.quota,
        );
        const now = this.deps.clock.now();
        const [cover] = stored;
        if (!cover) throw new Error('An item is made of at least one image');
        const item = await portfolio.insert({
          id: itemId,
          userId,
          title: upload.fields.title ?? null,
          description: upload.fields.description ?? null,
          category: upload.fields.category ?? null,
          tags: upload.fields.tags,
          position: await portfolio.nextPosition(userId),
          width: cover.check.width,
          height: cover.check.height,
          thumbhash: cover.check.thumbhash,
          originalKey: cover.originalKey,
          originalBytes: cover.data.length,
          createdAt: now,
        });
        const images = await media.insert(
          stored.map((image, position) => newImageRow(image, { itemId, userId, position, now })),
        );
        const job = options.background ? backgroundVariantsJob : variantsJob;
        for (const image of images) await jobs.enqueue(job, { mediaId: image.id }, now);
        return { item, images };
      });
      return toPortfolioItem(made.item, made.images);
    } catch (error) {
      await this.deleteFiles(stored.map((image) => image.originalKey));
      throw error;
    }
  }

  /** The item as the contract shows it, with its images read now. */
  private async withImages(row: PortfolioItemRow): Promise<PortfolioItem> {
    return toPortfolioItem(row, await this.deps.media.ofItem(row.id));
  }

  /** Items as the contract shows them, the images of all of them read in one query. */
  private async allWithImages(rows: PortfolioItemRow[]): Promise<PortfolioItem[]> {
    const images = await this.deps.media.ofItems(rows.map((row) => row.id));
    const byItem = new Map<string, PortfolioMediaRow[]>();
    for (const image of images) byItem.set(image.itemId, [...(byItem.get(image.itemId) ?? []), image]);
    return rows.map((row) => toPortfolioItem(row, byItem.get(row.id) ?? []));
  }

  /** An item made earlier from the same upload; ids are random, so another member's is a bug. */
  private sameUpload<Row extends { userId: string }>(row: Row, userId: string): Row {
    if (row.userId !== userId) throw new Error("An upload id belongs to another member's item");
    return row;
  }

  async find(
    query: Required<Pick<FindPortfolioItemsRequest, 'page' | 'limit'>> & FindPortfolioItemsRequest,
    viewer: Viewer,
    viewerKey: string,
  ) {
    const page = Number(query.page);
    const limit = Number(query.limit);
    const { rows, total } = await this.deps.items.findPage({
      page,
      limit,
      category: query.category,
      userId: query.userId,
      publicOnly: !actsAsAdmin(viewer),
    });
    // A profile page is a view of each of its items.
    if (query.userId && rows.length > 0) await this.deps.views.countViews(rows, viewer, viewerKey);
    return {
      items: await this.allWithImages(rows),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  /** How many of the member's items are ready (the vetted program asks for a minimum). */
  async readyCountOf(userId: string): Promise<number> {
    return this.deps.items.countReady(userId);
  }

  /** The member's items in their order, every status, for an admin's review; counts no views. */
  async itemsOf(userId: string, limit = 100): Promise<PortfolioItem[]> {
    const { rows } = await this.deps.items.findPage({ page: 1, limit, userId, publicOnly: false });
    return this.allWithImages(rows);
  }

  async get(id: string, viewer: Viewer, viewerKey: string): Promise<PortfolioItem> {
    const row = actsAsAdmin(viewer)
      ? await this.deps.items.findById(id)
      : await this.deps.items.findPublicById(id);
    if (!row) throw itemNotFound();
    const counted = await this.deps.views.countViews([row], viewer, viewerKey);
    return this.withImages(counted > 0 ? { ...row, viewCount: row.viewCount + 1 } : row);
  }

  private owned(viewer: NonNullable<Viewer>, id: string) {
    return ownedItem(this.deps.items, viewer, id);
  }

  async update(viewer: NonNullable<Viewer>, id: string, changes: UpdatePortfolioItemFields) {
    const row = await this.owned(viewer, id);
    const { position, ...fields } = changes;
    const updated = await this.deps.transaction(async ({ portfolio }) => {
      if (position !== undefined) {
        const order = (await portfolio.idsInOrder(row.userId)).filter((entry) => entry.id !== id);
        order.splice(Math.min(position, order.length), 0, { id, position: -1 });
        for (const [index, entry] of order.entries()) {
          if (entry.position !== index) await portfolio.setPosition(entry.id, index);
        }
      }
      return portfolio.update(id, fields);
    });
    if (!updated) throw itemNotFound();
    return this.withImages(updated);
  }

  /** Deletes the item and every file of every image of it. */
  async delete(viewer: NonNullable<Viewer>, id: string): Promise<{ id: string }> {
    await this.owned(viewer, id);
    const deleted = await this.deps.transaction(async ({ portfolio, media }) => {
      // Locked first, so an image being added cannot slip in after its files were listed.
      const item = await portfolio.lockForImages(id);
      if (!item) return undefined;
      const images = await media.ofItem(id);
      await portfolio.delete(id);
      return { item, images };
    });
    if (!deleted) throw itemNotFound();
    const keys = new Set([deleted.item, ...deleted.images].flatMap(filesOfImage));
    await this.deleteFiles([...keys]);
    return { id };
  }

  /** Files go right away; if the store is down, a job keeps trying. */
  deleteFiles(keys: string[]): Promise<void> {
    return this.deps.originals.remove(keys);
  }

  async setCover(viewer: NonNullable<Viewer>, id: string): Promise<PortfolioItem> {
    const row = await this.owned(viewer, id);
    const updated = await this.deps.transaction(({ portfolio }) => portfolio.setCover(row.userId, id));
    if (!updated) throw itemNotFound();
    return this.withImages(updated);
  }

  async setProfilePicture(viewer: NonNullable<Viewer>, id: string): Promise<User> {
    const row = await this.owned(viewer, id);
    const original = await readWhole(this.deps.storage, row.originalKey);
    const crops = await this.crops.run(() => this.deps.images.makeSquareCrops(original, profilePictureSizes));
    const largest = crops[crops.length - 1];
    if (!largest) throw new Error('No crop was made');
    const name = this.deps.images.contentHash(largest.data);
    const keys: string[] = [];
    for (const crop of crops) {
      const key = `public/avatars/${row.userId}/${name}-${crop.width}.webp`;
      await this.deps.storage.put(key, crop.data, 'image/webp');
      keys.push(key);
    }
    const user = await this.deps.transaction(async ({ profilePictures, users }) => {
      const previous = await profilePictures.swap(row.userId, keys);
      const updated = await users.setProfilePicture(row.userId, mediaUrl(keys[keys.length - 1] ?? ''));
      return { previous, updated };
    });
    await this.deleteFiles(user.previous.filter((key) => !keys.includes(key)));
    if (!user.updated) throw itemNotFound();
    return toUser(user.updated);
  }
}
