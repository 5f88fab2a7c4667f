import type { PortfolioMedia } from '@creators-archive/contract';
import { useOnScreen } from '../../../components/ui/data-saver';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

/** Every image of a project takes the page's column: full width on a phone, at most 864 px. */
export const PROJECT_IMAGE_SIZES = '(min-width: 896px) 864px, 100vw';

/**
 * How far below the screen an image starts loading once the app runs: not at all, it loads as it
 * comes on screen. A phone's first visit to a project is held to 250 KB, scripts included, which
 * leaves room for the images in view and no more; the browser's own lazy loading reaches over a
 * screen ahead, which on a phone fetched four images of twelve before the visitor had scrolled.
 */
const AHEAD_MARGIN = '0px';

/**
 * One image of a project at the column's width, its size reserved so nothing shifts. The first
 * loads at once and first of all; each other is lazy: in the HTML it is a `<noscript>` picture
 * (a browser without scripts shows it, lazily), and once the app runs it loads when it comes on
 * the screen.
 */
export function ProjectImage({ media, alt, first }: { media: PortfolioMedia; alt: string; first: boolean }) {
  // The server and the hydrating browser answer false, so the HTML holds the `<noscript>` picture.
  const { ref, onScreen } = useOnScreen<HTMLDivElement>(!first, AHEAD_MARGIN);
  const image = (
    <ResponsiveImage
      image={media}
      alt={alt}
      sizes={PROJECT_IMAGE_SIZES}
      priority={first}
      waitsForScreen={false}
      className="h-auto w-full"
    />
  );
  if (onScreen) return image;
  return (
    <div
      ref={ref}
      className="w-full bg-stone-100"
      style={{ aspectRatio: `${media.width} / ${media.height}` }}
      data-waiting="true"
    >
      <noscript>{image}</noscript>
    </div>
  );
}
