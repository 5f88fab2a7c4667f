import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { maxUploadPixels, portfolioImageWidths } from '@creators-archive/contract';

/** The one place sharp is used: everything the API does to pixels is here. */

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

// libvips threads per image; jobs and requests bound how many images run at once.
sharp.concurrency(1);
sharp.cache(false);

/** Decoding options shared by every read: refuse bombs before a pixel is allocated. */
function open(input: Buffer) {
  return sharp(input, { limitInputPixels: maxUploadPixels, failOn: 'error', sequentialRead: true, pages: 1 });
}

/**
 * Finds the real type by decoding, never from the name or MIME type, and decodes every pixel once
 * (as a 100 px thumbnail, which is what the ThumbHash needs) so a truncated or corrupt file is
 * refused while the member is still waiting for the answer.
 */
export async function checkImage(input: Buffer): Promise<ImageCheck> {
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
    const { data, info } = await open(input)
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
  const oriented = await orientedSize(original);
  const widths = variantWidths(oriented.width);
  const largest = Math.max(...widths);
  const { data: pixels, info } = await open(original)
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

/** The same encodes done the plain way, each from the file: the bench's yardstick. */
export async function makeVariantsPlainly(
  original: Buffer,
  settings: EncodeSettings = defaultEncodeSettings,
): Promise<EncodedImage[]> {
  const oriented = await orientedSize(original);
  const results: EncodedImage[] = [];
  for (const target of variantWidths(oriented.width)) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = sharp(original).rotate().resize({ width: target, withoutEnlargement: true });
      const encoder =
        format === 'avif'
          ? resized.avif({ quality: settings.avifQuality, effort: settings.avifEffort })
          : resized.webp({ quality: settings.webpQuality, effort: settings.webpEffort });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      results.push({ format, width: info.width, height: info.height, data });
    }
  }
  return results;
}

async function orientedSize(input: Buffer): Promise<{ width: number; height: number }> {
  const metadata = await sharp(input, { limitInputPixels: maxUploadPixels }).metadata();
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The centre square, in each size, as WebP. */
export async function makeSquareCrops(original: Buffer, sizes: readonly number[]): Promise<EncodedImage[]> {
  const results: EncodedImage[] = [];
  for (const size of sizes) {
    const { data, info } = await open(original)
      .rotate()
      .toColourspace('srgb')
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    results.push({ format: 'webp', width: info.width, height: info.height, data });
  }
  return results;
}

/** A short content hash for cache-forever names. */
export function contentHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64url').slice(0, 16);
}

/** Reads what an encoded file says about itself; tests use it to prove metadata is gone. */
export async function describeImage(input: Buffer): Promise<{
  format: string;
  width: number;
  height: number;
  hasExif: boolean;
  space: string;
  dominant: { r: number; g: number; b: number };
}> {
  const metadata = await sharp(input).metadata();
  const { dominant } = await sharp(input).stats();
  return {
    dominant,
    format: metadata.format === 'heif' ? 'avif' : String(metadata.format),
    width: metadata.width ?? 0,
    height: metadata.height ?? 0,
    hasExif: metadata.exif !== undefined,
    space: String(metadata.space),
  };
}

/** Raster from SVG (demo work and test fixtures are drawn, never downloaded). */
export async function rasterise(
  svg: string,
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  options: { exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp(Buffer.from(svg));
  if (options.exif || options.orientation) {
    image = image.withExif(options.exif ?? {});
    if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  }
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  if (format === 'png') return image.png().toBuffer();
  if (format === 'avif') return image.avif({ quality: 60 }).toBuffer();
  return image.webp({ quality: 85 }).toBuffer();
}

/** An animated GIF, one frame per SVG (all of one size). */
export async function animatedGif(frames: string[]): Promise<Buffer> {
  const rasters = await Promise.all(frames.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  return sharp(rasters, { join: { animated: true } })
    .gif({ delay: 200 })
    .toBuffer();
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A photograph-like test image made here, never downloaded: a landscape drawn at a quarter of the
 * size, enlarged and softened like a lens would, with sensor-like grain, saved as a camera JPEG.
 */
export async function synthesisePhoto(width: number, height: number, seed = 1): Promise<Buffer> {
  // mulberry32: small, fast and without the stripes a plain LCG leaves in noise.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const small = { width: Math.round(width / 4), height: Math.round(height / 4) };
  const hills = Array.from({ length: 4 }, (_, layer) => {
    const base = small.height * (0.45 + layer * 0.12);
    const points = Array.from({ length: 12 }, (_, index) => {
      const x = (index / 11) * small.width;
      return `${x.toFixed(0)},${(base - random() * small.height * 0.12).toFixed(0)}`;
    });
    const shade = 30 + layer * 12;
    return `<polygon points="0,${small.height} ${points.join(' ')} ${small.width},${small.height}" fill="hsl(${95 + layer * 12},${35 + layer * 8}%,${shade}%)"/>`;
  }).join('');
  const trees = Array.from({ length: 400 }, () => {
    const x = random() * small.width;
    const y = small.height * (0.6 + random() * 0.4);
    const size = 6 + random() * 30;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(size * 0.6).toFixed(0)}" ry="${size.toFixed(0)}" fill="hsl(${100 + random() * 40},${30 + random() * 30}%,${15 + random() * 20}%)"/>`;
  }).join('');
  const clouds = Array.from({ length: 14 }, () => {
    const x = random() * small.width;
    const y = random() * small.height * 0.35;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${(40 + random() * 120).toFixed(0)}" ry="${(10 + random() * 30).toFixed(0)}" fill="#fff" opacity="${(0.3 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2f6db5"/><stop offset="0.6" stop-color="#9cc3e6"/><stop offset="1" stop-color="#f2d9a6"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${small.width * 0.78}" cy="${small.height * 0.2}" r="${small.height * 0.06}" fill="#fff6d5"/>
    ${clouds}${hills}${trees}
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { kernel: 'lanczos3' })
    .blur(1.2)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Texture at every scale, as foliage, rock and cloth have: random fields enlarged smoothly.
  const octaves: { divisor: number; amplitude: number }[] = [
    { divisor: 128, amplitude: 26 },
    { divisor: 32, amplitude: 18 },
    { divisor: 8, amplitude: 12 },
    { divisor: 2, amplitude: 8 },
  ];
  const fields: Buffer[] = [];
  for (const octave of octaves) {
    const fieldWidth = Math.max(2, Math.round(width / octave.divisor));
    const fieldHeight = Math.max(2, Math.round(height / octave.divisor));
    const noise = Buffer.alloc(fieldWidth * fieldHeight);
    for (let index = 0; index < noise.length; index += 1) noise[index] = Math.floor(random() * 256);
    fields.push(
      await sharp(noise, { raw: { width: fieldWidth, height: fieldHeight, channels: 1 } })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer(),
    );
  }
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    let texture = (random() - 0.5) * 8;
    for (const [octave, field] of fields.entries()) {
      texture += (((field[pixel] ?? 128) - 128) / 128) * (octaves[octave]?.amplitude ?? 0);
    }
    for (let channel = 0; channel < 3; channel += 1) {
      const index = pixel * 3 + channel;
      const value = (data[index] ?? 0) + texture * (channel === 1 ? 1 : 0.85);
      data[index] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
