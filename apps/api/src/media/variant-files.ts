import type { StoredVariant } from '../db/schema';
import type { ImageWork } from '.';
import type { EncodedImage } from './images';
import { contentTypeOf, type Storage } from './storage';

/**
 * Writes every public variant of an original under `prefix`, named by the set's content hash and
 * its width and format, so a cached copy is never stale. Answers what was written, for the row
 * that shows them.
 *
 * One hash names the whole set: the hash of each variant's own hash, so a byte changed in any of
 * them names them all anew. A page lists up to six variants per image; one shared name instead of
 * six random ones took 1.2 KB off the directory's compressed HTML, which must fit a phone's first
 * round trip (14.6 KB).
 */
export async function writeVariants(
  deps: { storage: Storage; images: Pick<ImageWork, 'contentHash'> },
  encoded: EncodedImage[],
  prefix: string,
): Promise<StoredVariant[]> {
  const name = deps.images.contentHash(
    Buffer.from(encoded.map((image) => deps.images.contentHash(image.data)).join(' ')),
  );
  const variants: StoredVariant[] = [];
  for (const image of encoded) {
    const key = `${prefix}/${name}-${image.width}.${image.format}`;
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
