import { randomUUID } from 'node:crypto';
import type { ImageWork } from '../../media';
import { quickEncodeSettings } from '../../media/images';
import { contentTypeOf, type Storage } from '../../media/storage';
import { writeVariants } from '../../media/variant-files';
import type { NewStudioPhoto } from './studios.repository';

/**
 * A studio photo through the portfolio's image pipeline: decoded and checked, the original kept
 * privately, the AVIF and WebP widths written publicly. Studios are added rarely (the demo seed),
 * so the variants are made at once with the quicker settings instead of by a job.
 */
export async function makeStudioPhoto(
  deps: { storage: Storage; images: ImageWork },
  studioId: string,
  photo: { alt: string; data: Buffer; position: number },
): Promise<NewStudioPhoto> {
  const check = await deps.images.check(photo.data);
  if (!check.ok) throw new Error(`A studio photo could not be read: ${check.problem}`);
  const id = randomUUID();
  const originalKey = `originals/studios/${studioId}/${id}.${check.format}`;
  await deps.storage.put(originalKey, photo.data, contentTypeOf(originalKey));
  const encoded = await deps.images.makeVariants(photo.data, quickEncodeSettings);
  const variants = await writeVariants(deps, encoded, `public/s/${id}`);
  return {
    id,
    studioId,
    position: photo.position,
    alt: photo.alt,
    width: check.width,
    height: check.height,
    thumbhash: check.thumbhash,
    originalKey,
    variants,
  };
}
