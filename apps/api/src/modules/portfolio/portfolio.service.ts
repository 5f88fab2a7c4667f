import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason, type PortfolioItem, type User } from '@creators-archive/contract';
import {
  acceptedImageTypeNames,
  acceptedImageTypes,
  maxUploadMegapixels,
} from '@creators-archive/contract/portfolio/upload-limits';
import type { Analytics } from '@creators-archive/contract/analytics/get-analytics';
import type { FindPortfolioItemsRequest } from '@creators-archive/contract/portfolio/find-portfolio-items';
import type { PortfolioStats } from '@creators-archive/contract/portfolio/get-portfolio-stats';
import { profilePictureSizes } from '@creators-archive/contract/portfolio/set-profile-picture';
import type { UpdatePortfolioItemFields } from '@creators-archive/contract/portfolio/update-portfolio-item';
import type { CreatePortfolioItemFields } from '@creators-archive/contract/portfolio/create-portfolio-item';
import type { StoredVariant } from '../../db/schema';
import type { JobsRepository } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { Limiter } from '../../lib/limiter';
import type { EncodeSettings, EncodedImage, ImageCheck } from '../../media/images';
import { contentTypeOf, mediaUrl, type Storage } from '../../media/storage';
import type { Transaction } from '../repositories';
import type { Viewer } from '../users/users.service';
import { toUser } from '../users/user-view';
import type { PortfolioRepository } from './portfolio.repository';
import { toPortfolioItem } from './portfolio-view';

export const VARIANTS_JOB = 'portfolio.variants';
/** Demo work at first start: its own queue, one at a time, so members' uploads never wait behind it. */
export const BACKGROUND_VARIANTS_JOB = 'portfolio.variants.background';
export const DELETE_FILES_JOB = 'media.delete';

/** The pixel work, behind an interface so the service is tested without sharp. */
export type ImageWork = {
  check(input: Buffer): Promise<ImageCheck>;
  makeVariants(original: Buffer, settings?: EncodeSettings): Promise<EncodedImage[]>;
  makeSquareCrops(original: Buffer, sizes: readonly number[]): Promise<EncodedImage[]>;
  contentHash(data: Buffer): string;
};

export type Upload = { data: Buffer; fields: CreatePortfolioItemFields };

const notFound = () => new AppError(404, ErrorReason.portfolioItemNotFound, 'Portfolio item not found');

export type PortfolioQuota = { items: number; bytes: number };

/** A size as people read it: 2 GB, 1.4 GB, 350 MB, 12 KB (powers of 1024, as the upload limit is). */
export function sizeText(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** Refuses an upload of `bytes` that would take the member past either quota; the figures go along. */
export function assertWithinQuota(usage: PortfolioQuota, bytes: number, quota: PortfolioQuota): void {
  const itemsFull = usage.items + 1 > quota.items;
  if (!itemsFull && usage.bytes + bytes <= quota.bytes) return;
  throw new AppError(
    403,
    ErrorReason.quotaExceeded,
    itemsFull
      ? `Your portfolio holds ${usage.items} items, the most it can. Delete some work to upload more.`
      : `This image would take your portfolio past its ${sizeText(quota.bytes)} of storage ` +
          `(${sizeText(usage.bytes)} used). Delete some work to upload more.`,
    {
      items: { used: usage.items, limit: quota.items },
      bytes: { used: usage.bytes, limit: quota.bytes },
    },
  );
}

export class PortfolioService {
  /** Decoding an upload is heavy: at most two at once, so other requests keep flowing. */
  private readonly checks = new Limiter(2);

  constructor(
    private readonly deps: {
      items: PortfolioRepository;
      transaction: Transaction<'portfolio' | 'jobs'>;
      storage: Storage;
      images: ImageWork;
      jobs: JobsRepository;
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
   */
  async create(
    userId: string,
    upload: Upload,
    options: { background?: boolean } = {},
  ): Promise<PortfolioItem> {
    const bytes = upload.data.length;
    assertWithinQuota(await this.deps.items.usageOf(userId), bytes, this.deps.quota);
    const check = await this.checks.run(() => this.deps.images.check(upload.data));
    if (!check.ok) throw this.refusal(check);

    const id = randomUUID();
    const originalKey = `originals/${userId}/${id}.${check.format}`;
    await this.deps.storage.put(originalKey, upload.data, contentTypeOf(originalKey));
    try {
      const row = await this.deps.transaction(async ({ portfolio, jobs }) => {
        if (!(await portfolio.lockOwner(userId)))
          throw AppError.unauthenticated('Your account no longer exists');
        assertWithinQuota(await portfolio.usageOf(userId), bytes, this.deps.quota);
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
        const type = options.background ? BACKGROUND_VARIANTS_JOB : VARIANTS_JOB;
        await jobs.enqueue({ type, payload: { itemId: id }, maxAttempts: 3 }, this.deps.clock.now());
        return inserted;
      });
      return toPortfolioItem(row);
    } catch (error) {
      await this.deps.storage.delete([originalKey]);
      throw error;
    }
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
        return new AppError(422, ErrorReason.imageCorrupt, 'The image is damaged and cannot be read.');
    }
  }

  /** The job: every variant from the private original, then the item is ready. */
  async makeVariants(itemId: string, lastAttempt: boolean, settings?: EncodeSettings): Promise<void> {
    const item = await this.deps.items.findById(itemId);
    if (!item) return;
    const written: string[] = [];
    try {
      const original = await this.readOriginal(item.originalKey);
      const encoded = await this.deps.images.makeVariants(original, settings);
      const variants: StoredVariant[] = [];
      for (const image of encoded) {
        const key = `public/p/${itemId}/${this.deps.images.contentHash(image.data)}-${image.width}.${image.format}`;
        await this.deps.storage.put(key, image.data, contentTypeOf(key));
        written.push(key);
        variants.push({
          format: image.format,
          width: image.width,
          height: image.height,
          key,
          bytes: image.data.length,
        });
      }
      const stale = item.variants.map((variant) => variant.key).filter((key) => !written.includes(key));
      if (!(await this.deps.items.markReady(itemId, variants))) {
        // Deleted while we worked: take our files with it.
        await this.deps.storage.delete(written);
        return;
      }
      if (stale.length > 0) await this.deps.storage.delete(stale);
    } catch (error) {
      if (lastAttempt) await this.deps.items.markFailed(itemId);
      throw error;
    }
  }

  private async readOriginal(key: string): Promise<Buffer> {
    const file = await this.deps.storage.read(key);
    if (!file) throw new Error(`The original ${key} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
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
      publicOnly: viewer?.role !== 'admin',
    });
    // A profile page is a view of each of its items.
    if (query.userId && rows.length > 0) await this.countViews(rows, viewer, viewerKey);
    return {
      items: rows.map(toPortfolioItem),
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
    };
  }

  async get(id: string, viewer: Viewer, viewerKey: string): Promise<PortfolioItem> {
    const row =
      viewer?.role === 'admin'
        ? await this.deps.items.findById(id)
        : await this.deps.items.findPublicById(id);
    if (!row) throw notFound();
    const counted = await this.countViews([row], viewer, viewerKey);
    return toPortfolioItem(counted > 0 ? { ...row, viewCount: row.viewCount + 1 } : row);
  }

  /**
   * Once per viewer per item per day, never the owner's own visits. The viewer is kept only as a
   * hash salted with a random value that is deleted the next day.
   */
  private async countViews(
    rows: { id: string; userId: string }[],
    viewer: Viewer,
    viewerKey: string,
  ): Promise<number> {
    const others = rows.filter((row) => row.userId !== viewer?.userId);
    if (others.length === 0) return 0;
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    const salt = await this.deps.items.saltFor(day, randomBytes(32).toString('base64url'));
    const who = viewer ? `user:${viewer.userId}` : `anon:${viewerKey}`;
    const hashes = new Map(
      others.map((row) => [
        row.id,
        createHash('sha256').update(`${salt}|${who}|${row.id}`).digest('base64url'),
      ]),
    );
    return this.deps.items.recordViews(
      others.map((row) => row.id),
      day,
      hashes,
    );
  }

  private async owned(viewer: NonNullable<Viewer>, id: string) {
    const row = await this.deps.items.findById(id);
    if (!row) throw notFound();
    if (row.userId !== viewer.userId && viewer.role !== 'admin') {
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
    if (!updated) throw notFound();
    return toPortfolioItem(updated);
  }

  async delete(viewer: NonNullable<Viewer>, id: string): Promise<{ id: string }> {
    await this.owned(viewer, id);
    const deleted = await this.deps.items.delete(id);
    if (!deleted) throw notFound();
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
      await this.deps.jobs.enqueue({ type: DELETE_FILES_JOB, payload: { keys } }, this.deps.clock.now());
    }
  }

  async setCover(viewer: NonNullable<Viewer>, id: string): Promise<PortfolioItem> {
    const row = await this.owned(viewer, id);
    const updated = await this.deps.transaction(({ portfolio }) => portfolio.setCover(row.userId, id));
    if (!updated) throw notFound();
    return toPortfolioItem(updated);
  }

  async setProfilePicture(viewer: NonNullable<Viewer>, id: string): Promise<User> {
    const row = await this.owned(viewer, id);
    const original = await this.readOriginal(row.originalKey);
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
    const user = await this.deps.transaction(async ({ portfolio }) => {
      const previous = await portfolio.replaceProfilePicture(row.userId, keys);
      const updated = await portfolio.setProfilePictureUrl(row.userId, mediaUrl(keys[keys.length - 1] ?? ''));
      return { previous, updated };
    });
    await this.deleteFiles(user.previous.filter((key) => !keys.includes(key)));
    if (!user.updated) throw notFound();
    return toUser(user.updated);
  }

  /** Likes are rows; the count is recounted under a lock on the item, so it stays exact. */
  async toggleLike(userId: string, id: string): Promise<{ liked: boolean; likeCount: number }> {
    return this.deps.transaction(async ({ portfolio }) => {
      if (!(await portfolio.lockPublicItem(id))) throw notFound();
      const liked = await portfolio.addLike(id, userId, this.deps.clock.now());
      if (!liked) await portfolio.removeLike(id, userId);
      return { liked, likeCount: await portfolio.refreshLikeCount(id) };
    });
  }

  async stats(userId: string): Promise<PortfolioStats> {
    const byCategory = await this.deps.items.statsFor(userId);
    const sum = (field: 'items' | 'likes' | 'views') =>
      byCategory.reduce((total, entry) => total + entry[field], 0);
    return { items: sum('items'), likes: sum('likes'), views: sum('views'), byCategory };
  }

  async analytics(userId: string, days: number): Promise<Analytics> {
    const today = new Date(`${this.deps.clock.now().toISOString().slice(0, 10)}T00:00:00Z`);
    const first = new Date(today.getTime() - (days - 1) * 86_400_000);
    const since = first.toISOString().slice(0, 10);
    const [views, likes, topItems] = await Promise.all([
      this.deps.items.dailyViews(userId, since),
      this.deps.items.dailyLikes(userId, first),
      this.deps.items.topItems(userId, since, 5),
    ]);
    const viewsByDay = new Map(views.map((entry) => [entry.day, entry.views]));
    const likesByDay = new Map(likes.map((entry) => [entry.day, entry.likes]));
    const daily = Array.from({ length: days }, (_, index) => {
      const date = new Date(first.getTime() + index * 86_400_000).toISOString().slice(0, 10);
      return { date, views: viewsByDay.get(date) ?? 0, likes: likesByDay.get(date) ?? 0 };
    });
    return {
      days,
      daily,
      totals: {
        views: daily.reduce((total, day) => total + day.views, 0),
        likes: daily.reduce((total, day) => total + day.likes, 0),
      },
      topItems: topItems.filter((item) => item.views > 0 || item.likes > 0),
    };
  }
}
