import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason, type PortfolioItem, type User } from '@creators-archive/contract';
import {
  acceptedImageTypeNames,
  acceptedImageTypes,
  maxUploadMegapixels,
} from '@creators-archive/contract/portfolio/upload-limits';
import type { FindPortfolioItemsRequest } from '@creators-archive/contract/portfolio/find-portfolio-items';
import { profilePictureSizes } from '@creators-archive/contract/portfolio/set-profile-picture';
import type { UpdatePortfolioItemFields } from '@creators-archive/contract/portfolio/update-portfolio-item';
import type { CreatePortfolioItemFields } from '@creators-archive/contract/portfolio/create-portfolio-item';
import { actsAsAdmin } from '../../credentials/caller';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { Limiter } from '../../lib/limiter';
import type { ImageWork } from '../../media';
import type { ImageCheck } from '../../media/images';
import { contentTypeOf, mediaUrl, readWhole, type Storage } from '../../media/storage';
import { toUser, type Viewer } from '../users';
import type { EngagementService } from './engagement.service';
import { itemNotFound } from './item-not-found';
import { backgroundVariantsJob, deleteFilesJob, variantsJob } from './portfolio.jobs';
import { assertWithinQuota, type PortfolioQuota } from './portfolio-quota';
import type { PortfolioRepositories } from './portfolio-repositories';
import type { PortfolioRepository } from './portfolio.repository';
import { toPortfolioItem } from './portfolio-view';
import { reasonError } from '../../i18n/error-messages';

export type Upload = { data: Buffer; fields: CreatePortfolioItemFields };

/** Portfolio items: uploading, listing, ordering, the cover, the profile picture, deleting. */
export class PortfolioService {
  /** Decoding an upload is heavy: at most two at once, so other requests keep flowing. */
  private readonly checks = new Limiter(2);

  constructor(
    private readonly deps: {
      items: Pick<
        PortfolioRepository,
        'usageOf' | 'findById' | 'findPublicById' | 'findPage' | 'delete' | 'countReady'
      >;
      transaction: Transaction<
        Pick<PortfolioRepositories, 'portfolio' | 'jobs' | 'profilePictures' | 'users' | 'openUploads'>
      >;
      storage: Storage;
      images: Pick<ImageWork, 'check' | 'makeSquareCrops' | 'contentHash'>;
      /** Jobs queued outside a transaction: files the store could not delete at once. */
      jobs: Pick<JobQueue, 'enqueue'>;
      /** Viewing a profile or an item counts a view. */
      views: Pick<EngagementService, 'countViews'>;
      clock: Clock;
      log: FastifyBaseLogger;
      /** What one member may keep: items, and bytes of uploaded originals. */
      quota: PortfolioQuota;
    },
  ) {}

  /**
   * Validates the image by decoding it, keeps the original, and queues its variants. The quota is
   * checked first, before any decoding or storing, and again inside the transaction with the
   * member's row locked, so concurrent uploads cannot pass it together; an upload refused there
   * takes its stored original away with it.
   *
   * With `id` (a resumable upload's, which the client may complete more than once: a repeated last
   * request, a retry after a failure) the item is created once: an item of the member's with that
   * id is answered as it is. The check under the member's lock makes two concurrent completions
   * take turns, and the second finds the first's item; it wrote the same bytes under the same key,
   * so it leaves the original alone. The upload's declared length, counted while it was under way,
   * is not counted again beside its bytes, and the transaction that inserts the item closes it.
   */
  async create(
    userId: string,
    upload: Upload,
    options: { background?: boolean; id?: string } = {},
  ): Promise<PortfolioItem> {
    if (options.id) {
      const existing = await this.deps.items.findById(options.id);
      if (existing) return toPortfolioItem(this.sameUpload(existing, userId));
    }
    const bytes = upload.data.length;
    const usage = await this.deps.items.usageOf(userId, {
      now: this.deps.clock.now(),
      exceptUpload: options.id,
    });
    assertWithinQuota(usage, bytes, this.deps.quota);
    const check = await this.checks.run(() => this.deps.images.check(upload.data));
    if (!check.ok) throw this.refusal(check);

    const id = options.id ?? randomUUID();
    const originalKey = `originals/${userId}/${id}.${check.format}`;
    await this.deps.storage.put(originalKey, upload.data, contentTypeOf(originalKey));
    try {
      const row = await this.deps.transaction(async ({ portfolio, jobs, openUploads, users }) => {
        // Two uploads of one member take turns counting their quota.
        if (!(await users.lockAsOwner(userId)))
          throw AppError.unauthenticated('Your account no longer exists');
        if (options.id) {
          const existing = await portfolio.findById(options.id);
          if (existing) return this.sameUpload(existing, userId);
        }
        if (options.id) await openUploads.close(options.id);
        assertWithinQuota(
          await portfolio.usageOf(userId, { now: this.deps.clock.now() }),
          bytes,
          this.deps.quota,
        );
        const inserted = await portfolio.insert({
          id,
          userId,
          title: upload.fields.title ?? null,
          description: upload.fields.description ?? null,
          category: upload.fields.category ?? null,
          tags: upload.fields.tags,
          position: await portfolio.nextPosition(userId),
          width: check.width,
          height: check.height,
          thumbhash: check.thumbhash,
          originalKey,
          originalBytes: bytes,
          createdAt: this.deps.clock.now(),
        });
        const job = options.background ? backgroundVariantsJob : variantsJob;
        await jobs.enqueue(job, { itemId: id }, this.deps.clock.now());
        return inserted;
      });
      return toPortfolioItem(row);
    } catch (error) {
      await this.deps.storage.delete([originalKey]);
      throw error;
    }
  }

  /** An item made earlier from the same upload; ids are random, so another member's is a bug. */
  private sameUpload<Row extends { userId: string }>(row: Row, userId: string): Row {
    if (row.userId !== userId) throw new Error("An upload id belongs to another member's item");
    return row;
  }

  private refusal(check: Extract<ImageCheck, { ok: false }>): AppError {
    switch (check.problem) {
      case 'not-an-image':
      case 'unsupported-type':
        return new AppError(
          415,
          ErrorReason.unsupportedMediaType,
          `This file is not an image we accept. Upload a ${acceptedImageTypeNames} image.`,
          { accepted: [...acceptedImageTypes] },
        );
      case 'too-many-pixels':
        return new AppError(
          422,
          ErrorReason.imageTooManyPixels,
          `The image has too many pixels (${check.detail}); the most is ${maxUploadMegapixels} megapixels.`,
        );
      case 'corrupt':
        return reasonError(422, ErrorReason.imageCorrupt);
    }
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
      items: rows.map(toPortfolioItem),
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
    return rows.map(toPortfolioItem);
  }

  async get(id: string, viewer: Viewer, viewerKey: string): Promise<PortfolioItem> {
    const row = actsAsAdmin(viewer)
      ? await this.deps.items.findById(id)
      : await this.deps.items.findPublicById(id);
    if (!row) throw itemNotFound();
    const counted = await this.deps.views.countViews([row], viewer, viewerKey);
    return toPortfolioItem(counted > 0 ? { ...row, viewCount: row.viewCount + 1 } : row);
  }

  private async owned(viewer: NonNullable<Viewer>, id: string) {
    const row = await this.deps.items.findById(id);
    if (!row) throw itemNotFound();
    if (row.userId !== viewer.userId && !actsAsAdmin(viewer)) {
      throw AppError.forbidden('Only the owner of this item or an admin may change it');
    }
    return row;
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
    return toPortfolioItem(updated);
  }

  async delete(viewer: NonNullable<Viewer>, id: string): Promise<{ id: string }> {
    await this.owned(viewer, id);
    const deleted = await this.deps.items.delete(id);
    if (!deleted) throw itemNotFound();
    await this.deleteFiles([deleted.originalKey, ...deleted.variants.map((variant) => variant.key)]);
    return { id };
  }

  /** Files go right away; if the store is down, a job keeps trying. */
  async deleteFiles(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      await this.deps.storage.delete(keys);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'deleting media failed; queued for later');
      await this.deps.jobs.enqueue(deleteFilesJob, { keys }, this.deps.clock.now());
    }
  }

  async setCover(viewer: NonNullable<Viewer>, id: string): Promise<PortfolioItem> {
    const row = await this.owned(viewer, id);
    const updated = await this.deps.transaction(({ portfolio }) => portfolio.setCover(row.userId, id));
    if (!updated) throw itemNotFound();
    return toPortfolioItem(updated);
  }

  async setProfilePicture(viewer: NonNullable<Viewer>, id: string): Promise<User> {
    const row = await this.owned(viewer, id);
    const original = await readWhole(this.deps.storage, row.originalKey);
    const crops = await this.checks.run(() =>
      this.deps.images.makeSquareCrops(original, profilePictureSizes),
    );
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
