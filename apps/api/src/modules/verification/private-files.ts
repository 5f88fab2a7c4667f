import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { DiskStorage } from '../../media/disk-storage';
import { PUBLIC_PREFIX, type Storage } from '../../media/storage';

/**
 * Files no address serves: identity documents. On disk they live under DATA_DIR/private, beside
 * (never under) DATA_DIR/media that /media/* reads; in S3 under `private/`, while /media/* only
 * ever asks for keys under `public/`.
 */
export interface PrivateFiles {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  read(key: string): Promise<{ body: Readable; size: number | undefined } | undefined>;
  delete(keys: string[]): Promise<void>;
}

export function createPrivateFiles(
  config: Pick<Config, 'storage' | 'dataDir'>,
  storage: Storage,
): PrivateFiles {
  if (config.storage.kind === 's3') return prefixed(storage, 'private/');
  return prefixed(new DiskStorage(path.join(config.dataDir, 'private')), '');
}

function prefixed(storage: Storage, prefix: string): PrivateFiles {
  const keyOf = (key: string) => {
    const full = `${prefix}${key}`;
    if (full.startsWith(PUBLIC_PREFIX)) throw new Error(`${key} would be public`);
    return full;
  };
  return {
    put: (key, data, contentType) => storage.put(keyOf(key), data, contentType),
    read: (key) => storage.read(keyOf(key)),
    delete: (keys) => storage.delete(keys.map(keyOf)),
  };
}
