import { createHash } from 'node:crypto';
import type { Metadata, default as Sharp } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { maxUploadPixels, portfolioImageWidths } from '@creators-archive/contract';

/** Everything the API does to pixels; the pictures drawn for tests, the demo and the bench are elsewhere. */

export type DecodedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';
export const decodableFormats: DecodedFormat[] = ['jpeg', 'png', 'webp', 'avif', 'gif'];

export type ImageCheck =
  | { ok: true; format: DecodedFormat; width: number; height: number; thumbhash: string }
  | {
      ok: false;
      problem: 'not-an-image' | 'unsupported-type' | 'too-many-pixels' | 'corrupt';
      detail: string;
    };

export type EncodedImage = {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  data: Buffer;
};

export type EncodeSettings = {
  avifQuality: number;
  avifEffort: number;
  webpQuality: number;
  webpEffort: number;
};

/** Picked with bench/images: the 640 px AVIF of a 12 MP photo stays well under 60 KB. */
export const defaultEncodeSettings: EncodeSettings = {
  avifQuality: 50,
  avifEffort: 3,
  webpQuality: 75,
  webpEffort: 4,
};

/** Demo work at first start: about three times quicker to encode, a little larger. */
export const quickEncodeSettings: EncodeSettings = {
  avifQuality: 50,
  avifEffort: 1,
  webpQuality: 75,
  webpEffort: 2,
};

let loadingSharp: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded with the first image this process handles: libvips and its libraries take about
 * 25 MB of memory once loaded, which a process that handles none (a quiet server, the renewals
 * script) need not hold (decision 1340).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips threads per image; jobs and requests bound how many images run at once.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** Decoding options shared by every read: refuse bombs before a pixel is allocated. */
function open(sharp: typeof Sharp, input: Buffer) {
  return sharp(input, { limitInputPixels: maxUploadPixels, failOn: 'error', sequentialRead: true, pages: 1 });
}

/**
 * Finds the real type by decoding, never from the name or MIME type, and decodes every pixel once
 * (as a 100 px thumbnail, which is what the ThumbHash needs) so a truncated or corrupt file is
 * refused while the member is still waiting for the answer.
 */
export async function checkImage(input: Buffer): Promise<ImageCheck> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { ok: false, problem: 'not-an-image', detail: message(error) };
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (!decodableFormats.includes(format as DecodedFormat)) {
    return { ok: false, problem: 'unsupported-type', detail: String(metadata.format) };
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width * height > maxUploadPixels) {
    return { ok: false, problem: 'too-many-pixels', detail: `${width}×${height}` };
  }
  try {
    const { data, info } = await open(sharp, input)
      .rotate()
      .resize(100, 100, { fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const thumbhash = Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
    const swapped = (metadata.orientation ?? 1) >= 5;
    return {
      ok: true,
      format: format as DecodedFormat,
      width: swapped ? height : width,
      height: swapped ? width : height,
      thumbhash,
    };
  } catch (error) {
    return { ok: false, problem: 'corrupt', detail: message(error) };
  }
}

/** The widths to make for an image this wide: the standard steps, never larger than it is. */
export function variantWidths(width: number): number[] {
  const steps = portfolioImageWidths.filter((step) => step <= width);
  return steps.length > 0 ? steps : [width];
}

/**
 * Every variant in AVIF and WebP: orientation applied, converted to sRGB, no metadata (EXIF and
 * GPS are dropped because sharp writes none unless asked). The source is decoded once, at the
 * largest width needed, and every smaller size is resized from those pixels.
 */
export async function makeVariants(
  original: Buffer,
  settings: EncodeSettings = defaultEncodeSettings,
): Promise<EncodedImage[]> {
  const sharp = await loadSharp();
  const oriented = await orientedSize(original);
  const widths = variantWidths(oriented.width);
  const largest = Math.max(...widths);
  const { data: pixels, info } = await open(sharp, original)
    .rotate()
    .toColourspace('srgb')
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const results: EncodedImage[] = [];
  for (const target of [...widths].sort((a, b) => a - b)) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = sharp(pixels, { raw }).resize({ width: target, withoutEnlargement: true });
      const encoder =
        format === 'avif'
          ? resized.avif({ quality: settings.avifQuality, effort: settings.avifEffort })
          : resized.webp({ quality: settings.webpQuality, effort: settings.webpEffort });
      const { data, info: out } = await encoder.toBuffer({ resolveWithObject: true });
      results.push({ format, width: out.width, height: out.height, data });
    }
  }
  return results;
}

/** The size an image shows at, once its orientation tag is applied. */
export async function orientedSize(input: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: maxUploadPixels }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The centre square, in each size, as WebP. */
export async function makeSquareCrops(original: Buffer, sizes: readonly number[]): Promise<EncodedImage[]> {
  const sharp = await loadSharp();
  const results: EncodedImage[] = [];
  for (const size of sizes) {
    const { data, info } = await open(sharp, original)
      .rotate()
      .toColourspace('srgb')
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    results.push({ format: 'webp', width: info.width, height: info.height, data });
  }
  return results;
}

/** An SVG drawn as a JPEG or PNG: the demo's pictures, drawn where the rest of the pixels are. */
export async function drawSvg(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** A short content hash for cache-forever names. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
