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
  /**
   * False where the caller shows the image only once it nears the screen, and keeps the picture
   * for a browser without scripts (a project's images): it then loads at once, or lazily in the
   * HTML. Data-saver mode waits for the screen regardless.
   */
  waitsForScreen?: boolean;
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
 * How far below (or above) the screen an image starts loading: half a screen, about a card, so a
 * visitor scrolling at reading pace meets the file rather than the placeholder. Chrome's own lazy
 * loading starts 1,250 px away (2,500 px on a slow connection): a phone's first visit to the
 * directory fetched three covers below the screen, about 30 KB (decision 1525).
 */
const LOADS_AHEAD = '50% 0px';

/**
 * Every portfolio image goes through here: AVIF then WebP by srcset and sizes, the intrinsic size
 * set so nothing shifts, the ThumbHash's colour painted underneath until the file arrives, and its
 * blurred preview over the colour from the moment the image nears the screen. The page's
 * largest image loads at once; every other one is its placeholder alone until it comes within
 * half a screen of the screen (on screen, in data-saver mode), the server's HTML included. A page
 * the server renders carries only the ThumbHash's average colour: each blurred preview is a 4 KB
 * data URL, which would triple a directory page's HTML. In data-saver mode the browser chooses
 * among the 320 and 640 px variants only, and none is eager.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  waitsForScreen = true,
  className = '',
}: ResponsiveImageProps) {
  const inBrowser = useInBrowser();
  const colour = useMemo(() => placeholderColour(image.thumbhash), [image.thumbhash]);
  const [loaded, setLoaded] = useState(false);
  const dataSaver = useDataSaver();
  const variants = dataSaver ? dataSaverVariants(image.images) : image.images;
  const eager = priority && !dataSaver;
  // The page's largest image above the fold is on screen already (and preloaded): in the HTML it
  // paints before the scripts arrive (lazily in data-saver mode, so a browser that finds it off
  // screen waits).
  const { ref, onScreen } = useOnScreen<HTMLImageElement>(
    !priority && (dataSaver || waitsForScreen),
    dataSaver ? '0px' : LOADS_AHEAD,
  );
  const webp = variants.filter((variant) => variant.format === 'webp');
  const fallback = webp.find((variant) => variant.width >= 640) ?? webp[webp.length - 1];
  const processing = fallback === undefined;
  // The blurred preview, drawn once the image nears the screen and only until its file arrives:
  // a grid of 24 cards decoded all 24 ThumbHashes as the app took the page over (0.2 ms each on a
  // laptop once the code is warm, four times that on a phone), 22 of them for cards below the
  // screen, which show the ThumbHash's colour until then.
  const placeholder = useMemo(
    () => (inBrowser && (onScreen || processing) && !loaded ? placeholderUrl(image.thumbhash) : undefined),
    [inBrowser, onScreen, processing, loaded, image.thumbhash],
  );
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

  // Whatever the image shows, its words, intrinsic size (so nothing shifts) and classes.
  const described = { alt, width: image.width, height: image.height, className };

  if (fallback && !onScreen) {
    // No src: nothing is fetched. The alt text is kept for screen readers but not drawn over the placeholder.
    // The `<noscript>` image is for a browser without scripts and a crawler, which show it in the
    // placeholder's place (the stylesheet hides the placeholder). It is one WebP: the 640 px one, a
    // phone's card and a wide screen's, or the smallest in data-saver mode. A choice among widths
    // (srcset and sizes) and the placeholder's colour cost a directory page's document 340 bytes
    // compressed, and the first round trip on Slow 4G carries 14,600. `loading="lazy"` would be
    // ignored: a browser loads every image at once while scripts are off. A browser with scripts
    // never fetches it, and React renders it empty, so hydration finds what the server sent.
    return (
      <>
        <img
          ref={ref}
          {...described}
          style={{ ...placeholderStyle, color: 'transparent' }}
          data-waiting="true"
        />
        <noscript>
          <img src={((dataSaver ? webp[0] : undefined) ?? fallback).url} {...described} />
        </noscript>
      </>
    );
  }

  if (!fallback) {
    return <img src={placeholder} {...described} data-processing="true" />;
  }

  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes={sizes} />
      <img
        src={fallback.url}
        {...described}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        style={placeholderStyle}
      />
    </picture>
  );
}
