import type { FastifyBaseLogger } from 'fastify';
import type { Upload as TusUpload } from '@tus/server';
import { ErrorReason, maxImagesPerItem } from '@creators-archive/contract';
import {
  abandonedAfterHours,
  ZPortfolioUploadMetadata,
} from '@creators-archive/contract/portfolio/create-portfolio-upload';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { reasonError } from '../../i18n/error-messages';
import type { Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { itemNotFound } from './item-not-found';
import { assertMayOpenUpload, assertWithinQuota, type PortfolioQuota } from './portfolio-quota';
import type { PortfolioRepositories } from './portfolio-repositories';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepository } from './portfolio.repository';
import type { UploadImage } from './original-images';
import type { PortfolioMediaService } from './portfolio-media.service';
import type { PortfolioService } from './portfolio.service';
import type { OpenUploadsRepository } from './resumable-uploads.repository';
import { fieldProblems } from './upload-fields';
import type { PortfolioUploadStore } from './upload-store';

const hourMs = 60 * 60 * 1000;
/** How long an upload takes bytes after it was created: tus's expiration, and how long it counts. */
export const uploadExpiresAfterMs = abandonedAfterHours * hourMs;
/** How often a process looks for abandoned uploads: an upload is removed at most this late. */
export const sweepEveryMs = hourMs;

/** Where the owner of a partial upload is written in its stored metadata; clients cannot send it. */
const OWNER_KEY = 'owner';

type StoredMetadata = Record<string, string | null>;
type UploadFields = Omit<z.output<typeof ZPortfolioUploadMetadata>, 'filename' | 'filetype'>;

/**
 * Resumable uploads of portfolio images (tus): who may start one and with what fields, whose each
 * one is, turning a completed one into exactly one portfolio item or one image added to the
 * member's project (`itemId`), and removing the ones nobody finished. The protocol itself is tus's own server; this holds the product's rules around it and
 * hands every rule of the item itself to `PortfolioService`.
 */
export class ResumableUploadsService {
  /** Completions under way in this process, by upload id: a second asker waits for the first. */
  private readonly finishing = new Map<string, Promise<string>>();
  private lastSweep = 0;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: {
      store: PortfolioUploadStore;
      portfolio: Pick<PortfolioService, 'create'>;
      projectImages: Pick<PortfolioMediaService, 'addMedia'>;
      items: Pick<PortfolioRepository, 'findById'>;
      media: Pick<PortfolioMediaRepository, 'findById' | 'countOf'>;
      openUploads: Pick<OpenUploadsRepository, 'close' | 'takeExpired'>;
      transaction: Transaction<Pick<PortfolioRepositories, 'portfolio' | 'openUploads' | 'users'>>;
      /** What one member may keep (uploads under way count their declared length). */
      quota: PortfolioQuota;
      /** How many uploads one member may have under way at once. */
      openUploadsPerMember: number;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Checks a new upload before any of its bytes are sent: its length is known, its fields are
   * the item's, the member has fewer uploads under way than allowed, and the quota has room for
   * its declared length beside the originals kept and the other uploads under way; an upload into
   * a project (`itemId`) must name one of the member's with room for one more image. Counting and
   * recording the upload are one transaction under the member's row lock, so two creations at
   * once take turns and cannot both pass. Answers the metadata to keep, its owner added.
   */
  async start(
    userId: string,
    id: string,
    length: number | undefined,
    metadata: StoredMetadata | undefined,
  ): Promise<StoredMetadata> {
    await this.sweepIfDue();
    if (length === undefined) {
      throw new AppError(
        400,
        ErrorReason.badRequest,
        'Send the size of the image in Upload-Length; uploads of unknown length are not accepted',
      );
    }
    const fields = this.fieldsOf(metadata ?? {});
    if (fields.itemId !== undefined) await this.assertMayAddTo(userId, fields.itemId);
    const { quota, openUploadsPerMember } = this.deps;
    await this.deps.transaction(async ({ portfolio, openUploads, users }) => {
      if (!(await users.lockAsOwner(userId))) throw AppError.unauthenticated('Your account no longer exists');
      const now = this.deps.clock.now();
      const usage = await portfolio.usageOf(userId, { now });
      assertMayOpenUpload(await openUploads.countOpen(userId, now), openUploadsPerMember, usage, quota);
      assertWithinQuota(usage, length, quota, fields.itemId === undefined ? 1 : 0);
      const expiresAt = new Date(now.getTime() + uploadExpiresAfterMs);
      await openUploads.record({ id, userId, length, createdAt: now, expiresAt });
    });
    return { ...metadata, [OWNER_KEY]: userId };
  }

  /** The upload was terminated by its owner: it no longer counts. */
  async abandoned(id: string): Promise<void> {
    await this.deps.openUploads.close(id);
  }

  /** The member an upload (partial, or become an image) belongs to, if it exists. */
  async ownerOf(id: string): Promise<string | undefined> {
    const owner = (await this.deps.store.metadataOf(id))?.[OWNER_KEY];
    if (owner) return owner;
    return (await this.deps.media.findById(id))?.userId;
  }

  /** An upload adds only to a project of the uploader's own (another's is as none), with room left. */
  private async assertMayAddTo(userId: string, itemId: string): Promise<void> {
    const item = await this.deps.items.findById(itemId);
    if (item?.userId !== userId) throw itemNotFound();
    if ((await this.deps.media.countOf(itemId)) >= maxImagesPerItem) {
      throw reasonError(409, ErrorReason.tooManyImages, { limit: maxImagesPerItem });
    }
  }

  /** The item's id when every byte of the upload has arrived (making the image if it is not made yet). */
  async finishIfComplete(userId: string, id: string): Promise<string | undefined> {
    const upload = await this.deps.store.getUpload(id);
    if (upload.size === undefined || upload.offset !== upload.size) return undefined;
    return this.finish(userId, upload);
  }

  /**
   * Makes the completed upload a portfolio item, or an image of the project it names, once: the
   * image (and a new item) takes the upload's id, so asking again (a repeated last request, a HEAD
   * after a failure, a second process) answers the same item. Made, or refused for good (not an
   * image, over quota, a full project), the upload's files go; refused for now (the store or the
   * database down), they stay so the client can ask again. Answers the item's id.
   */
  async finish(userId: string, upload: TusUpload): Promise<string> {
    const running = this.finishing.get(upload.id);
    if (running) return running;
    const work = this.makeItem(userId, upload).finally(() => this.finishing.delete(upload.id));
    this.finishing.set(upload.id, work);
    return work;
  }

  private async makeItem(userId: string, upload: TusUpload): Promise<string> {
    const made = await this.deps.media.findById(upload.id);
    if (made?.userId === userId) return made.itemId;
    try {
      const data = await this.bytesOf(upload.id);
      const { itemId, caption, alt, ...fields } = this.fieldsOf(upload.metadata ?? {});
      const image = { data, caption: caption ?? null, alt: alt ?? null };
      const item =
        itemId === undefined
          ? await this.deps.portfolio.create(userId, { images: [image], fields }, { id: upload.id })
          : await this.addTo(userId, itemId, image, upload.id);
      await this.removeQuietly(upload.id);
      return item.id;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await this.removeQuietly(upload.id);
      throw error;
    }
  }

  /** Adds the upload's image to the member's own project, acting as its owner (never as an admin). */
  private async addTo(userId: string, itemId: string, image: UploadImage, uploadId: string) {
    await this.assertMayAddTo(userId, itemId);
    const owner = { userId, role: 'member', aal: 'aal1' } as const;
    return this.deps.projectImages.addMedia(owner, itemId, image, { id: uploadId });
  }

  private async bytesOf(id: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.deps.store.read(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The upload's fields from its metadata, checked as `POST /v1/portfolio` checks its form. */
  private fieldsOf(metadata: StoredMetadata): UploadFields {
    const sent = Object.fromEntries(
      Object.entries(metadata)
        .filter(([key]) => key !== OWNER_KEY)
        .map(([key, value]) => [key, value ?? '']),
    );
    const parsed = ZPortfolioUploadMetadata.safeParse(sent, { reportInput: true });
    if (!parsed.success) {
      throw AppError.validation(fieldProblems(parsed.error), 'validation.uploadMetadataInvalid');
    }
    const { filename: _filename, filetype: _filetype, ...fields } = parsed.data;
    return fields;
  }

  /** Removes an upload's files and its place in the quota; a failure is logged, and expiry retries it. */
  private async removeQuietly(id: string): Promise<void> {
    await Promise.all([this.deps.store.removeFiles(id), this.deps.openUploads.close(id)]).catch(
      (error: unknown) => this.deps.log.warn({ err: error, uploadId: id }, 'removing an upload failed'),
    );
  }

  /** Looks for abandoned uploads every hour while the server serves (see `removeAbandoned`). */
  startSweeping(): void {
    this.sweeper ??= setInterval(() => void this.sweepIfDue(), sweepEveryMs).unref();
  }

  stopSweeping(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  /**
   * Removes the uploads that expired (24 hours after they were created, when tus stops taking
   * their bytes) with their files, and files on this process's disk that received no byte for as
   * long (an upload another process recorded, or one whose removal failed): when an upload starts
   * and the last look is an hour old, and every hour while the server serves. An expired upload
   * stops counting against the quota at once, whether or not this has run. Answers how many went.
   */
  async removeAbandoned(now: Date = this.deps.clock.now()): Promise<number> {
    this.lastSweep = now.getTime();
    const removed = new Set(await this.deps.openUploads.takeExpired(now));
    for (const id of removed) await this.deps.store.removeFiles(id);
    for (const upload of await this.deps.store.partialUploads()) {
      if (now.getTime() - upload.touchedAt.getTime() < uploadExpiresAfterMs) continue;
      await this.deps.store.removeFiles(upload.id);
      removed.add(upload.id);
    }
    if (removed.size > 0) this.deps.log.info({ removed: removed.size }, 'abandoned uploads removed');
    return removed.size;
  }

  private async sweepIfDue(): Promise<void> {
    const now = this.deps.clock.now();
    if (now.getTime() - this.lastSweep < sweepEveryMs) return;
    await this.removeAbandoned(now).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'removing abandoned uploads failed'),
    );
  }
}
