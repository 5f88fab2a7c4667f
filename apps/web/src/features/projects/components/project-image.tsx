import type { PortfolioMedia } from '@creators-archive/contract';
import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useInBrowser } from '../../../hooks/use-in-browser';

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
 * True once the element comes within `AHEAD_MARGIN` of the screen, then for good; at once in a
 * browser that cannot tell (no IntersectionObserver). The server and the hydrating browser answer
 * false, so the HTML holds the `<noscript>` picture.
 */
function useNearScreen(waiting: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const inBrowser = useInBrowser();
  const watchable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!waiting || near || !element || !watchable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, near, watchable]);
  return { ref, near: !waiting || near || (inBrowser && !watchable) };
}

/**
 * One image of a project at the column's width, its size reserved so nothing shifts. The first
 * loads at once and first of all; each other is lazy: in the HTML it is a `<noscript>` picture
 * (a browser without scripts shows it, lazily), and once the app runs it loads when it comes on
 * the screen.
 */
export function ProjectImage({ media, alt, first }: { media: PortfolioMedia; alt: string; first: boolean }) {
  const { ref, near } = useNearScreen(!first);
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
  if (near) return image;
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
