import sharp from 'sharp';
import {
  defaultEncodeSettings,
  orientedSize,
  variantWidths,
  type EncodeSettings,
  type EncodedImage,
} from './images';

/**
 * The bench's yardstick, never run by the product: the encodes `makeVariants` makes, done the
 * plain way, each from the file.
 */
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
