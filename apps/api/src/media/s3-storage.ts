import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { StorageUnavailable, type Storage } from './storage';

/**
 * How long to wait for a connection, and for the store to say anything on one, before a call
 * counts as failed (the SDK tries three times). Without them a stalled store holds an upload open
 * for ever.
 */
const connectionTimeoutMs = 3_000;
const requestTimeoutMs = 10_000;

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Any S3-compatible bucket. Public files are read back through /media so the CSP stays 'self'. */
export class S3Storage implements Storage {
  /**
   * The SDK is loaded when an S3 store is made, not when the API starts: it takes about 25 MB of
   * memory, which a server on the default disk storage would hold for nothing (decision 1340).
   */
  private readonly connection: Promise<{ sdk: typeof S3; client: S3.S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.connection = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.endpoint !== undefined,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        requestHandler: { connectionTimeout: connectionTimeoutMs, requestTimeout: requestTimeoutMs },
      }),
    }));
    // A failed load fails each call that awaits it; none may go unhandled before the first.
    this.connection.catch(() => {});
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const { sdk, client } = await this.connection;
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
        }),
      );
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  async read(key: string) {
    const { sdk, client } = await this.connection;
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!answer.Body) return undefined;
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailableOr(error);
    }
  }

  async delete(keys: string[]): Promise<void> {
    const { sdk, client } = await this.connection;
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      if (batch.length === 0) continue;
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
        }),
      );
    }
  }

  async exists(key: string): Promise<boolean> {
    const { sdk, client } = await this.connection;
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.connection.then(
      ({ client }) => client.destroy(),
      () => {},
    );
  }
}

/**
 * A store that cannot be reached, times out or fails on its side (5xx) is unavailable; a refusal
 * (a wrong key, a missing bucket) stays what it is, a mistake in the settings.
 */
function unavailableOr(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const onTheWay = status === undefined || status >= 500;
  if (!onTheWay) return error;
  return new StorageUnavailable(`The media store is unavailable: ${error.message}`, { cause: error });
}

/** The SDK's NoSuchKey (a read) or NotFound (a head), or any 404. */
function isMissing(error: unknown): boolean {
  if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404;
}
