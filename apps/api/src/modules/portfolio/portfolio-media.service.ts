import { randomUUID } from 'node:crypto';
import { ErrorReason, maxImagesPerItem, type PortfolioItem } from '@creators-archive/contract';
import type { Transaction } from '../../db/transactions';
import { reasonError } from '../../i18n/error-messages';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Viewer } from '../users';
import { itemNotFound } from './item-not-found';
import { newImageRow, originalKeyOf, type OriginalImages, type UploadImage } from './original-images';
import { ownedItem } from './owned-item';
import { variantsJob } from './portfolio.jobs';
import { assertWithinQuota, type PortfolioQuota } from './portfolio-quota';
import type { PortfolioRepositories } from './portfolio-repositories';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepository } from './portfolio.repository';
import { toPortfolioItem } from './portfolio-view';
import { filesOfImage, followImages, tooManyImages } from './project-media';

const imageNotFound = () => new AppError(404, ErrorReason.notFound, 'This image is not part of the project');

/**
 * The images of a portfolio item (a project): adding one, editing its caption and alt text,
 * removing one, putting them in order. Each change is one transaction that takes the item's row
 * lock first and ends by writing the item's status and its copy of its cover image
 * (`followImages`), so the item, its lists and the directory never disagree with its images.
 * The owner or an admin may make them.
 */
export class PortfolioMediaService {
  constructor(
    private readonly deps: {
      items: Pick<PortfolioRepository, 'findById' | 'usageOf'>;
      media: Pick<PortfolioMediaRepository, 'findById' | 'ofItem' | 'countOf'>;
      transaction: Transaction<
        Pick<PortfolioRepositories, 'portfolio' | 'media' | 'jobs' | 'users' | 'openUploads'>
      >;
      originals: Pick<OriginalImages, 'checkEach' | 'store' | 'remove'>;
      clock: Clock;
      /** What one member may keep: every image's bytes count. */
      quota: PortfolioQuota;
    },
  ) {}

  /**
   * Adds one image at the end of the item: the owner's quota (its bytes, no new item) and the most
   * images an item holds are checked before decoding and again in the transaction, under the
   * owner's row lock and then the item's. With `id` (a resumable upload's) the image is added once:
   * asking again answers the item as it is.
   */
  async addMedia(
    viewer: NonNullable<Viewer>,
    itemId: string,
    image: UploadImage,
    options: { id?: string } = {},
  ): Promise<PortfolioItem> {
    const item = await ownedItem(this.deps.items, viewer, itemId);
    if (options.id) {
      const made = await this.deps.media.findById(options.id);
      if (made?.itemId === itemId) return toPortfolioItem(item, await this.deps.media.ofItem(itemId));
      if (made) throw new Error("An upload id belongs to another item's image");
    }
    if ((await this.deps.media.countOf(itemId)) >= maxImagesPerItem) throw tooManyImages();
    const bytes = image.data.length;
    const usage = await this.deps.items.usageOf(item.userId, {
      now: this.deps.clock.now(),
      exceptUpload: options.id,
    });
    assertWithinQuota(usage, bytes, this.deps.quota, 0);
    const [checked] = await this.deps.originals.checkEach([image]);
    if (!checked) throw new Error('The image was not checked');
    const id = options.id ?? randomUUID();
    const stored = { ...checked, id, originalKey: originalKeyOf(item.userId, id, checked) };
    await this.deps.originals.store([stored]);
    try {
      const made = await this.deps.transaction(async ({ portfolio, media, jobs, openUploads, users }) => {
        // The owner's lock first, as every upload takes it, then the item's.
        if (!(await users.lockAsOwner(item.userId))) throw itemNotFound();
        if (!(await portfolio.lockForImages(itemId))) throw itemNotFound();
        if (options.id && (await media.findById(options.id))) {
          return followImages({ portfolio, media }, itemId);
        }
        if (options.id) await openUploads.close(options.id);
        const count = await media.countOf(itemId);
        if (count >= maxImagesPerItem) throw tooManyImages();
        assertWithinQuota(
          await portfolio.usageOf(item.userId, { now: this.deps.clock.now() }),
          bytes,
          this.deps.quota,
          0,
        );
        const now = this.deps.clock.now();
        await media.insert([newImageRow(stored, { itemId, userId: item.userId, position: count, now })]);
        await jobs.enqueue(variantsJob, { mediaId: id }, now);
        return followImages({ portfolio, media }, itemId);
      });
      if (!made.item) throw itemNotFound();
      return toPortfolioItem(made.item, made.images);
    } catch (error) {
      await this.deps.originals.remove([stored.originalKey]);
      throw error;
    }
  }

  /** Edits one image's caption and alt text: a field left out stays, null clears it. */
  async updateMedia(
    viewer: NonNullable<Viewer>,
    itemId: string,
    mediaId: string,
    changes: { caption?: string | null | undefined; alt?: string | null | undefined },
  ): Promise<PortfolioItem> {
    const item = await ownedItem(this.deps.items, viewer, itemId);
    const { caption, alt } = changes;
    const edited = await this.deps.transaction(({ media }) =>
      media.updateText(itemId, mediaId, {
        ...(caption !== undefined && { caption }),
        ...(alt !== undefined && { alt }),
      }),
    );
    if (!edited) throw imageNotFound();
    return toPortfolioItem(item, await this.deps.media.ofItem(itemId));
  }

  /**
   * Removes one image and its files; the others close up behind it, and the item's cover follows
   * when it was the first. An item keeps at least one image: removing its last is refused.
   */
  async deleteMedia(viewer: NonNullable<Viewer>, itemId: string, mediaId: string): Promise<PortfolioItem> {
    await ownedItem(this.deps.items, viewer, itemId);
    const removed = await this.deps.transaction(async ({ portfolio, media }) => {
      if (!(await portfolio.lockForImages(itemId))) throw itemNotFound();
      const images = await media.ofItem(itemId);
      const target = images.find((image) => image.id === mediaId);
      if (!target) throw imageNotFound();
      if (images.length === 1) throw reasonError(409, ErrorReason.lastImage);
      await media.delete(itemId, mediaId);
      const kept = images.filter((image) => image.id !== mediaId);
      for (const [position, image] of kept.entries()) {
        if (image.position !== position) await media.setPosition(image.id, position);
      }
      return { target, ...(await followImages({ portfolio, media }, itemId)) };
    });
    await this.deps.originals.remove(filesOfImage(removed.target));
    if (!removed.item) throw itemNotFound();
    return toPortfolioItem(removed.item, removed.images);
  }

  /** Puts the item's images in the order given, which names every one of them once; the first is the cover. */
  async reorderMedia(
    viewer: NonNullable<Viewer>,
    itemId: string,
    mediaIds: string[],
  ): Promise<PortfolioItem> {
    await ownedItem(this.deps.items, viewer, itemId);
    const reordered = await this.deps.transaction(async ({ portfolio, media }) => {
      if (!(await portfolio.lockForImages(itemId))) throw itemNotFound();
      const images = await media.ofItem(itemId);
      const named = new Set(mediaIds);
      const everyOnce =
        named.size === mediaIds.length &&
        mediaIds.length === images.length &&
        images.every((image) => named.has(image.id));
      if (!everyOnce) throw AppError.validation({ mediaIds: 'validation.nameEveryImageOnce' });
      const positions = new Map(images.map((image) => [image.id, image.position]));
      for (const [position, id] of mediaIds.entries()) {
        if (positions.get(id) !== position) await media.setPosition(id, position);
      }
      return followImages({ portfolio, media }, itemId);
    });
    if (!reordered.item) throw itemNotFound();
    return toPortfolioItem(reordered.item, reordered.images);
  }
}
