import type { PortfolioImage } from '@creators-archive/contract';
import { dataSaverVariants } from '../components/ui/data-saver';
import type { PageHead } from './public-page';

/**
 * The AVIF files the page's `<picture>` will choose from, at these `sizes`, to preload: in
 * data-saver mode the same 320 and 640 px ones the picture is limited to, so the browser never
 * fetches a large file the page would not use.
 */
export function imagePreload(
  images: PortfolioImage[],
  sizes: string,
  { dataSaver = false }: { dataSaver?: boolean | undefined } = {},
): PageHead['preloadImage'] {
  const avif = (dataSaver ? dataSaverVariants(images) : images).filter((image) => image.format === 'avif');
  if (avif.length === 0) return undefined;
  return { srcset: avif.map((image) => `${image.url} ${image.width}w`).join(', '), sizes };
}

/** The image at link-preview size: the largest WebP up to 1280 px (previews do not read AVIF). */
export function shareImage(images: PortfolioImage[], alt: string): PageHead['image'] {
  const largest = images.filter((image) => image.format === 'webp' && image.width <= 1280).at(-1);
  return largest && { url: largest.url, width: largest.width, height: largest.height, alt };
}
