import type { PortfolioImage } from '@creators-archive/contract';
import type { PageHead } from './public-page';

/** The AVIF files the page's `<picture>` will choose from, at these `sizes`, to preload. */
export function imagePreload(images: PortfolioImage[], sizes: string): PageHead['preloadImage'] {
  const avif = images.filter((image) => image.format === 'avif');
  if (avif.length === 0) return undefined;
  return { srcset: avif.map((image) => `${image.url} ${image.width}w`).join(', '), sizes };
}

/** The image at link-preview size: the largest WebP up to 1280 px (previews do not read AVIF). */
export function shareImage(images: PortfolioImage[], alt: string): PageHead['image'] {
  const largest = images.filter((image) => image.format === 'webp' && image.width <= 1280).at(-1);
  return largest && { url: largest.url, width: largest.width, height: largest.height, alt };
}
