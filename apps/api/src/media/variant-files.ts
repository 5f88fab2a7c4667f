import type { StoredVariant } from '../db/schema';
import type { ImageWork } from '.';
import type { EncodedImage } from './images';
import { contentTypeOf, type Storage } from './storage';

/**
 * Writes every public variant of an original under `prefix`, named by its content hash so a cached
 * copy is never stale. Answers what was written, for the row that shows them.
 */
export async function writeVariants(
  deps: { storage: Storage; images: Pick<ImageWork, 'contentHash'> },
  encoded: EncodedImage[],
  prefix: string,
): Promise<StoredVariant[]> {
  const variants: StoredVariant[] = [];
  for (const image of encoded) {
    const key = `${prefix}/${deps.images.contentHash(image.data)}-${image.width}.${image.format}`;
    await deps.storage.put(key, image.data, contentTypeOf(key));
    variants.push({
      format: image.format,
      width: image.width,
      height: image.height,
      key,
      bytes: image.data.length,
    });
  }
  return variants;
}
