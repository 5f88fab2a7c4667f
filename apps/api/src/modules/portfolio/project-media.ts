import { ErrorReason, maxImagesPerItem, type PortfolioItemStatus } from '@creators-archive/contract';
import { reasonError } from '../../i18n/error-messages';
import type { PortfolioItemRow, PortfolioMediaRow } from '../../db/schema/portfolio';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepository } from './portfolio.repository';

type Image = Pick<PortfolioMediaRow, 'status'>;

/**
 * A project's status from its images': `processing` while any is being made; then `ready` when at
 * least one was made (one that failed stays visible as failed beside it), `failed` only when every
 * one failed.
 */
export function projectStatus(images: readonly Image[]): PortfolioItemStatus {
  if (images.some((image) => image.status === 'processing')) return 'processing';
  if (images.some((image) => image.status === 'ready')) return 'ready';
  return 'failed';
}

/**
 * The image whose variants, size and placeholder the item shows (its `images`, its directory
 * card): the first image, in order, that did not fail, so a failed first image does not leave a
 * ready project without a picture; the first image when all failed. `images` are in order.
 */
export function coverImage<Row extends Image>(images: readonly Row[]): Row | undefined {
  return images.find((image) => image.status !== 'failed') ?? images[0];
}

/**
 * Writes onto the item its status and its cover image's columns (the copy every list and the
 * directory read), from its images as they are now; call in the transaction that changed them,
 * after `lockForImages`. Answers the item as written and its images in order; no item when it has
 * no image (it is gone).
 */
export async function followImages(
  repositories: {
    portfolio: Pick<PortfolioRepository, 'setImageCopy'>;
    media: Pick<PortfolioMediaRepository, 'ofItem'>;
  },
  itemId: string,
): Promise<{ item: PortfolioItemRow | undefined; images: PortfolioMediaRow[] }> {
  const images = await repositories.media.ofItem(itemId);
  const cover = coverImage(images);
  if (!cover) return { item: undefined, images };
  const item = await repositories.portfolio.setImageCopy(itemId, {
    status: projectStatus(images),
    width: cover.width,
    height: cover.height,
    thumbhash: cover.thumbhash,
    originalKey: cover.originalKey,
    originalBytes: cover.originalBytes,
    variants: cover.variants,
  });
  return { item, images };
}

/** Every file an image's row names (or an item's copy of its cover's): its original and its variants. */
export function filesOfImage(image: Pick<PortfolioMediaRow, 'originalKey' | 'variants'>): string[] {
  return [image.originalKey, ...image.variants.map((variant) => variant.key)];
}

/** A project already holds the most images it may. */
export const tooManyImages = () => reasonError(409, ErrorReason.tooManyImages, { limit: maxImagesPerItem });
