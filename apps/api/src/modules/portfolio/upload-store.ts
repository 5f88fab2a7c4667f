import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { MetadataValue, S3Store } from '@tus/s3-store';
import { DataStore, ERRORS, Upload, type KvStore } from '@tus/server';
import type { S3Settings } from '../../media/s3-storage';

/** A partial upload's files: its bytes so far (named by its id) and tus's record of it (`<id>.json`). */
export type PartialUploadFiles = { id: string; paths: string[]; touchedAt: Date };

type StoredMetadata = Record<string, string | null>;

/** What the portfolio asks of the place partial uploads are kept, beside tus's own calls. */
type PartialUploads = DataStore & {
  /** The metadata the upload was created with, while its record exists. */
  metadataOf(id: string): Promise<StoredMetadata | undefined>;
  /** Whether the upload's files are still there to write to. */
  holds(id: string): Promise<boolean>;
  /** Every byte of a completed upload. */
  read(id: string): Promise<Readable> | Readable;
  /** Files of uploads this process can list, with when each last changed; none for the bucket. */
  partialUploads(): Promise<PartialUploadFiles[]>;
  /** Removes an upload's files, whichever of them exist, completed or not. */
  removeFiles(id: string): Promise<void>;
};

/** Partial uploads on this process's disk (`DATA_DIR/uploads`), as tus's file store keeps them. */
class DiskUploads extends FileStore implements PartialUploads {
  async metadataOf(id: string): Promise<StoredMetadata | undefined> {
    return (await this.configstore.get(id))?.metadata;
  }

  async holds(id: string): Promise<boolean> {
    return fs.stat(path.join(this.directory, id)).then(
      () => true,
      () => false,
    );
  }

  async partialUploads(): Promise<PartialUploadFiles[]> {
    let names: string[];
    try {
      names = await fs.readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const byId = new Map<string, PartialUploadFiles>();
    for (const name of names) {
      const id = name.replace(/\.json$/, '');
      const file = path.join(this.directory, name);
      const stats = await fs.stat(file).catch(() => undefined);
      if (!stats) continue;
      const entry = byId.get(id) ?? { id, paths: [], touchedAt: new Date(0) };
      entry.paths.push(file);
      if (stats.mtime > entry.touchedAt) entry.touchedAt = stats.mtime;
      byId.set(id, entry);
    }
    return [...byId.values()];
  }

  async removeFiles(id: string): Promise<void> {
    await fs.rm(path.join(this.directory, id), { force: true });
    await fs.rm(path.join(this.directory, `${id}.json`), { force: true });
  }
}

/** A cache that keeps nothing. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/**
 * Partial uploads in the media bucket, as tus's S3 store keeps them (a multipart upload under the
 * upload's id, its record `<id>.info`, and bytes short of a part in `<id>.part`): every process
 * reads and appends the same upload, so a resume that reaches another process goes on from the
 * offset the bucket holds. The SDK and the store load only when the bucket is used (decision 1340).
 */
async function bucketUploads(settings: S3Settings, expirationMs: number): Promise<PartialUploads> {
  const { S3Store } = await import('@tus/s3-store');
  class BucketUploads extends S3Store implements PartialUploads {
    async metadataOf(id: string): Promise<StoredMetadata | undefined> {
      try {
        return (await this.getMetadata(id)).file.metadata;
      } catch {
        return undefined;
      }
    }

    async holds(id: string): Promise<boolean> {
      return (await this.metadataOf(id)) !== undefined;
    }

    async partialUploads(): Promise<PartialUploadFiles[]> {
      // The bucket is shared: its leftovers go by the bucket's own lifecycle rule (docs/deploy.md).
      return [];
    }

    /** tus's remove, and the bytes short of a part, which it leaves behind. */
    override async remove(id: string): Promise<void> {
      await super.remove(id);
      await this.deleteIncompletePart(id);
    }

    async removeFiles(id: string): Promise<void> {
      // A completed multipart upload is no upload any more: tus's remove then refuses, and the
      // objects are deleted below all the same.
      await super.remove(id).catch((error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      });
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: {
          Objects: [id, this.infoKey(id), this.partKey(id, true)].map((Key) => ({ Key })),
          Quiet: true,
        },
      });
      await this.clearCache(id);
    }
  }
  return new BucketUploads({
    expirationPeriodInMilliseconds: expirationMs,
    // Tags would only serve a lifecycle rule on them; not every S3-compatible store keeps them.
    useTags: false,
    // The store's own cache of each upload's record is this process's: another process may have
    // finished or removed the upload since. Each request reads the record from the bucket.
    cache: noCache,
    s3ClientConfig: {
      bucket: settings.bucket,
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Streamed bodies are sent whole, without the SDK's chunked checksum framing, which
      // S3-compatible stores other than AWS's may store as part of the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  }) as S3Store & PartialUploads;
}

/**
 * Where partial uploads are kept: this process's disk, or with `STORAGE=s3` the media bucket that
 * every process shares. Either way tus's expiration is on: an upload takes bytes for
 * `expirationMs` after it was created (tus answers `Upload-Expires`, then 410).
 */
export async function openUploadStore(
  options: {
    storage: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
    directory: string;
    expirationMs: number;
  },
  finishedLength: (id: string) => Promise<number | undefined>,
): Promise<PortfolioUploadStore> {
  const inner =
    options.storage.kind === 's3'
      ? await bucketUploads(options.storage, options.expirationMs)
      : new DiskUploads({
          directory: options.directory,
          expirationPeriodInMilliseconds: options.expirationMs,
        });
  return new PortfolioUploadStore(inner, finishedLength);
}

/**
 * tus's store for portfolio uploads, around the disk's or the bucket's. One that has become a
 * portfolio item has no files any more (the item holds its original), yet a client that never
 * heard it finish must still learn that every byte arrived, or it would start the upload again
 * and make a second item: such an upload is answered as complete, its length the item's.
 */
export class PortfolioUploadStore extends DataStore {
  constructor(
    private readonly inner: PartialUploads,
    /** The length of the upload that became the item with this id, if one did. */
    private readonly finishedLength: (id: string) => Promise<number | undefined>,
  ) {
    super();
    this.extensions = inner.extensions;
  }

  override create(upload: Upload): Promise<Upload> {
    return this.inner.create(upload);
  }

  override remove(id: string): Promise<void> {
    return this.inner.remove(id);
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(id, length);
  }

  override getExpiration(): number {
    return this.inner.getExpiration();
  }

  override deleteExpired(): Promise<number> {
    return this.inner.deleteExpired();
  }

  override async getUpload(id: string): Promise<Upload> {
    try {
      return await this.inner.getUpload(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND && error !== ERRORS.FILE_NO_LONGER_EXISTS) throw error;
      const length = await this.finishedLength(id);
      if (length === undefined) throw error;
      return new Upload({ id, size: length, offset: length });
    }
  }

  /** Past the end of a finished upload tus lets no byte through; its files are gone, so nothing is written. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (await this.inner.holds(id)) return this.inner.write(readable, id, offset);
    for await (const chunk of readable) void chunk;
    return offset;
  }

  metadataOf(id: string): Promise<StoredMetadata | undefined> {
    return this.inner.metadataOf(id);
  }

  async read(id: string): Promise<Readable> {
    return this.inner.read(id);
  }

  partialUploads(): Promise<PartialUploadFiles[]> {
    return this.inner.partialUploads();
  }

  removeFiles(id: string): Promise<void> {
    return this.inner.removeFiles(id);
  }
}
