import path from 'node:path';
import type { Config } from '../config';
import type { PaletteColor } from '../db/schema/portfolio';
import { DiskStorage } from './disk-storage';
import {
  contentHash,
  checkImage,
  makeSquareCrops,
  makeVariants,
  type EncodeSettings,
  type EncodedImage,
  type ImageCheck,
} from './images';
import { extractPalette } from './palette';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: Pick<Config, 'storage' | 'dataDir'>): Storage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage);
  return new DiskStorage(path.join(config.dataDir, 'media'));
}

/** The pixel work, behind an interface so the services using it are tested without sharp. */
export type ImageWork = {
  check(input: Buffer): Promise<ImageCheck>;
  makeVariants(original: Buffer, settings?: EncodeSettings): Promise<EncodedImage[]>;
  makeSquareCrops(original: Buffer, sizes: readonly number[]): Promise<EncodedImage[]>;
  contentHash(data: Buffer): string;
  /** The image's five dominant colours (fewer when it has fewer), largest share first. */
  palette(image: Buffer): Promise<PaletteColor[]>;
};

/** The real pixel work. */
export const imageWork: ImageWork = {
  check: checkImage,
  makeVariants,
  makeSquareCrops,
  contentHash,
  palette: extractPalette,
};
