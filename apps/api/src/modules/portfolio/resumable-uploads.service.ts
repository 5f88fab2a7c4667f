import type { FastifyBaseLogger } from 'fastify';
import type { Upload as TusUpload } from '@tus/server';
import { ErrorReason } from '@creators-archive/contract';
import {
  abandonedAfterHours,
  ZPortfolioUploadMetadata,
} from '@creators-archive/contract/portfolio/create-portfolio-upload';
import type { CreatePortfolioItemFields } from '@creators-archive/contract/portfolio/create-portfolio-item';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PortfolioRepository } from './portfolio.repository';
import type { PortfolioService } from './portfolio.service';
import { fieldProblems } from './upload-fields';
import type { PortfolioUploadStore } from './upload-store';

const hourMs = 60 * 60 * 1000;
const abandonedAfterMs = abandonedAfterHours * hourMs;
/** How often a process looks for abandoned uploads: an upload is removed at most this late. */
export const sweepEveryMs = hourMs;

/** Where the owner of a partial upload is written in its stored metadata; clients cannot send it. */
const OWNER_KEY = 'owner';

type StoredMetadata = Record<string, string | null>;

/**
 * Resumable uploads of portfolio images (tus): who may start one and with what fields, whose each
 * one is, turning a completed one into exactly one portfolio item, and removing the ones nobody
 * finished. The protocol itself is tus's own server; this holds the product's rules around it and
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
      portfolio: Pick<PortfolioService, 'create' | 'assertRoomFor'>;
      items: Pick<PortfolioRepository, 'findById'>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Checks a new upload before any of its bytes are sent: its length is known, its fields are
   * the item's, and the member's quota has room for it. Answers the metadata to keep, its owner
   * added.
   */
  async start(
    userId: string,
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
    this.fieldsOf(metadata ?? {});
    await this.deps.portfolio.assertRoomFor(userId, length);
    return { ...metadata, [OWNER_KEY]: userId };
  }

  /** The member an upload (partial, or become an item) belongs to, if it exists. */
  async ownerOf(id: string): Promise<string | undefined> {
    const partial = await this.deps.store.configstore.get(id);
    const owner = partial?.metadata?.[OWNER_KEY];
    if (owner) return owner;
    return (await this.deps.items.findById(id))?.userId;
  }

  /** The item's id when every byte of the upload has arrived (making the item if it is not made yet). */
  async finishIfComplete(userId: string, id: string): Promise<string | undefined> {
    const upload = await this.deps.store.getUpload(id);
    if (upload.size === undefined || upload.offset !== upload.size) return undefined;
    return this.finish(userId, upload);
  }

  /**
   * Makes the completed upload a portfolio item, once: the item takes the upload's id, so asking
   * again (a repeated last request, a HEAD after a failure, a second process) answers the same
   * item. Made, or refused for good (not an image, over quota), the upload's files go; refused
   * for now (the store or the database down), they stay so the client can ask again.
   */
  async finish(userId: string, upload: TusUpload): Promise<string> {
    const running = this.finishing.get(upload.id);
    if (running) return running;
    const work = this.makeItem(userId, upload).finally(() => this.finishing.delete(upload.id));
    this.finishing.set(upload.id, work);
    return work;
  }

  private async makeItem(userId: string, upload: TusUpload): Promise<string> {
    const made = await this.deps.items.findById(upload.id);
    if (made?.userId === userId) return made.id;
    try {
      const data = await this.bytesOf(upload.id);
      const fields = this.fieldsOf(upload.metadata ?? {});
      const item = await this.deps.portfolio.create(userId, { data, fields }, { id: upload.id });
      await this.removeQuietly(upload.id);
      return item.id;
    } catch (error) {
      if (error instanceof AppError && error.status < 500) await this.removeQuietly(upload.id);
      throw error;
    }
  }

  private async bytesOf(id: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.deps.store.read(id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The item's fields from the upload's metadata, checked as `POST /v1/portfolio` checks its form. */
  private fieldsOf(metadata: StoredMetadata): CreatePortfolioItemFields {
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

  private async removeQuietly(id: string): Promise<void> {
    await this.deps.store
      .removeFiles(id)
      .catch((error: unknown) =>
        this.deps.log.warn({ err: error, uploadId: id }, 'removing an upload failed'),
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
   * Removes the uploads that received no byte for 24 hours: when an upload starts and the last
   * look is an hour old, and every hour while the server serves. Answers how many went.
   */
  async removeAbandoned(now: Date = this.deps.clock.now()): Promise<number> {
    this.lastSweep = now.getTime();
    let removed = 0;
    for (const upload of await this.deps.store.partialUploads()) {
      if (now.getTime() - upload.touchedAt.getTime() < abandonedAfterMs) continue;
      await this.deps.store.removeFiles(upload.id);
      removed += 1;
    }
    if (removed > 0) this.deps.log.info({ removed }, 'abandoned uploads removed');
    return removed;
  }

  private async sweepIfDue(): Promise<void> {
    const now = this.deps.clock.now();
    if (now.getTime() - this.lastSweep < sweepEveryMs) return;
    await this.removeAbandoned(now).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'removing abandoned uploads failed'),
    );
  }
}
