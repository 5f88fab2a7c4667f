import type { Readable } from 'node:stream';

/**
 * Where files live. Keys are relative paths: `public/…` is served at /media/…, anything else
 * (the originals) is private and never served.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  read(key: string): Promise<{ body: Readable; size: number | undefined } | undefined>;
  /** Deletes what exists among the keys; a missing key is not an error. */
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const PUBLIC_PREFIX = 'public/';

/** The store cannot be reached or does not answer in time; nothing was kept, try again shortly. */
export class StorageUnavailable extends Error {
  override name = 'StorageUnavailable';
}

/** A whole file in memory, for work that needs every byte at once (decoding an image). */
export async function readWhole(storage: Storage, key: string): Promise<Buffer> {
  const file = await storage.read(key);
  if (!file) throw new Error(`The file ${key} is missing`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The URL a public key is served at. */
export function mediaUrl(key: string): string {
  if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`${key} is not public`);
  return `/media/${key.slice(PUBLIC_PREFIX.length)}`;
}

/** The key behind a /media URL path (without `/media/`), or undefined for an unsafe one. */
export function keyForMediaPath(mediaPath: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(mediaPath) || mediaPath.includes('..')) return undefined;
  return `${PUBLIC_PREFIX}${mediaPath}`;
}

export const contentTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
