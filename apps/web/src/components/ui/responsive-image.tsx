import type { PortfolioImage } from '@creators-archive/contract';
import { useMemo, useState } from 'react';
import { thumbHashToAverageRGBA, thumbHashToDataURL } from 'thumbhash';
import { useInBrowser } from '../../hooks/use-in-browser';
import { dataSaverVariants, useDataSaver, useOnScreen } from './data-saver';

export type ImageSource = {
  images: PortfolioImage[];
  width: number;
  height: number;
  thumbhash: string | null;
};

type ResponsiveImageProps = {
  image: ImageSource;
  alt: string;
  /** The CSS width the image takes, for the browser to pick a file: e.g. '(min-width: 768px) 33vw, 100vw'. */
  sizes: string;
  /** The page's largest image: loaded first, never lazily (but lazily like every other in data-saver mode). */
  priority?: boolean;
  className?: string;
};

function srcSetOf(images: PortfolioImage[], format: PortfolioImage['format']): string {
  return images
    .filter((image) => image.format === format)
    .map((image) => `${image.url} ${image.width}w`)
    .join(', ');
}

function thumbhashBytes(thumbhash: string | null): Uint8Array | undefined {
  if (!thumbhash) return undefined;
  try {
    return Uint8Array.from(atob(thumbhash), (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Decodes a base64 ThumbHash into a tiny PNG data URL; about a millisecond. */
export function placeholderUrl(thumbhash: string | null): string | undefined {
  const bytes = thumbhashBytes(thumbhash);
  return bytes && thumbHashToDataURL(bytes);
}

/** The ThumbHash's average colour, as CSS. */
function placeholderColour(thumbhash: string | null): string | undefined {
  const bytes = thumbhashBytes(thumbhash);
  if (!bytes) return undefined;
  const { r, g, b } = thumbHashToAverageRGBA(bytes);
  return `rgb(${[r, g, b].map((channel) => Math.round(channel * 255)).join(' ')})`;
}

/**
 * Every portfolio image goes through here: AVIF then WebP by srcset and sizes, the intrinsic size
 * set so nothing shifts, the ThumbHash painted underneath until the file arrives, lazy unless it is
 * the page's largest image. A page the server renders carries only the ThumbHash's average colour:
 * each blurred preview is a 4 KB data URL, which would triple a directory page's HTML. In
 * data-saver mode the browser chooses among the 320 and 640 px variants only, none is eager, and
 * every other image than the page's largest waits until it is on screen: until then it is its
 * placeholder alone.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className = '',
}: ResponsiveImageProps) {
  const inBrowser = useInBrowser();
  const placeholder = useMemo(
    () => (inBrowser ? placeholderUrl(image.thumbhash) : undefined),
    [inBrowser, image.thumbhash],
  );
  const colour = useMemo(() => placeholderColour(image.thumbhash), [image.thumbhash]);
  const [loaded, setLoaded] = useState(false);
  const dataSaver = useDataSaver();
  const variants = dataSaver ? dataSaverVariants(image.images) : image.images;
  const eager = priority && !dataSaver;
  // The page's largest image above the fold is on screen already (and preloaded small): in the HTML
  // it paints before the scripts arrive, still lazily, so a browser that finds it off screen waits.
  const { ref, onScreen } = useOnScreen<HTMLImageElement>(dataSaver && !priority);
  const webp = variants.filter((variant) => variant.format === 'webp');
  const fallback = webp.find((variant) => variant.width >= 640) ?? webp[webp.length - 1];
  const placeholderStyle = loaded
    ? undefined
    : {
        backgroundColor: colour,
        ...(placeholder && {
          backgroundImage: `url(${placeholder})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }),
      };

  if (fallback && !onScreen) {
    // No src: nothing is fetched. The alt text is kept for screen readers but not drawn over the placeholder.
    return (
      <img
        ref={ref}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        style={{ ...placeholderStyle, color: 'transparent' }}
        data-waiting="true"
      />
    );
  }

  if (!fallback) {
    return (
      <img
        src={placeholder}
        alt={alt}
        width={image.width}
        height={image.height}
        className={className}
        data-processing="true"
      />
    );
  }

  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes={sizes} />
      <img
        src={fallback.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={className}
        style={placeholderStyle}
      />
    </picture>
  );
}
