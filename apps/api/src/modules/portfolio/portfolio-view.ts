import type { PortfolioImage, PortfolioItem, PortfolioMedia } from '@creators-archive/contract';
import type { PortfolioItemRow, PortfolioMediaRow, StoredVariant } from '../../db/schema';
import { mediaUrl } from '../../media/storage';

/** Every variant as the contract shows it, smallest first, AVIF before WebP at each width. */
export function toPortfolioImages(variants: StoredVariant[]): PortfolioImage[] {
  return [...variants]
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
    .map((variant) => ({
      url: mediaUrl(variant.key),
      width: variant.width,
      height: variant.height,
      format: variant.format,
    }));
}

export function toPortfolioMedia(row: PortfolioMediaRow): PortfolioMedia {
  return {
    id: row.id,
    images: toPortfolioImages(row.variants),
    width: row.width,
    height: row.height,
    thumbhash: row.thumbhash,
    caption: row.caption,
    alt: row.alt,
    position: row.position,
    status: row.status,
    palette: row.palette ?? [],
  };
}

/** The item with its images (`media`, in order); its own image fields are its cover's. */
export function toPortfolioItem(row: PortfolioItemRow, media: readonly PortfolioMediaRow[]): PortfolioItem {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    images: toPortfolioImages(row.variants),
    media: media.map(toPortfolioMedia),
    status: row.status,
    width: row.width,
    height: row.height,
    thumbhash: row.thumbhash,
    position: row.position,
    isCover: row.isCover,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    createdAt: row.createdAt.toISOString(),
  };
}
