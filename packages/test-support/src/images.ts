/** Images drawn for tests, the demo and the bench (never downloaded), and read back by tests. */

/**
 * sharp when first needed: the product's demo imports this module, and a server that draws no
 * demo work need not hold libvips in memory.
 */
async function loadSharp() {
  return (await import('sharp')).default;
}

/** A small picture with a gradient, a circle and a square, in colours turned by `hue`. */
export function pictureSvg(width: number, height: number, hue = 200): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="hsl(${(hue + 60) % 360},80%,60%)"/>
    <rect x="${width * 0.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.3}" fill="#fff" opacity="0.7"/>
  </svg>`;
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
  const sharp = await loadSharp();
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
  const sharp = await loadSharp();
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
  const sharp = await loadSharp();
  const rasters = await Promise.all(frames.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  return sharp(rasters, { join: { animated: true } })
    .gif({ delay: 200 })
    .toBuffer();
}
