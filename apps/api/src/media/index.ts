import path from 'node:path';
import type { Config } from '../config';
import { DiskStorage } from './disk-storage';
import { contentHash, checkImage, makeSquareCrops, makeVariants } from './images';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage);
  return new DiskStorage(path.join(config.dataDir, 'media'));
}

/** The real pixel work, as the portfolio service wants it. */
export const imageWork = { check: checkImage, makeVariants, makeSquareCrops, contentHash };
