import path from 'node:path';
import type { Config } from '../config';
import type { PaletteColor } from '../db/schema/portfolio';
import { DiskStorage } from './disk-storage';
import { ImageProcess } from './image-process-client';
import { contentHash, type EncodeSettings, type EncodedImage, type ImageCheck } from './images';
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
  /**
   * `makeVariants`, and the image's five dominant colours (fewer when it has fewer), largest share
   * first: the original crosses to the image process once for both.
   */
  makeVariantsWithPalette(
    original: Buffer,
    settings?: EncodeSettings,
  ): Promise<{ variants: EncodedImage[]; palette: PaletteColor[] }>;
  /** An SVG drawn as a JPEG or PNG: the demo's pictures. */
  drawSvg(svg: string, format: 'jpeg' | 'png'): Promise<Buffer>;
};

/**
 * The real pixel work, in the image process every app of this process shares: started with the
 * first image, ended once idle, so the server itself never holds libvips or what images took.
 */
const imageProcess = new ImageProcess();

export const imageWork: ImageWork = {
  check: (input) => imageProcess.run('check', input),
  makeVariants: (original, settings) => imageProcess.run('makeVariants', original, settings),
  makeSquareCrops: (original, sizes) => imageProcess.run('makeSquareCrops', original, sizes),
  contentHash,
  makeVariantsWithPalette: (original, settings) =>
    imageProcess.run('makeVariantsWithPalette', original, settings),
  drawSvg: (svg, format) => imageProcess.run('drawSvg', svg, format),
};
