import type { PortfolioImage } from '@creators-archive/contract';
import { useMemo, useState } from 'react';
import { thumbHashToDataURL } from 'thumbhash';

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
  /** The page's largest image: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
};

function srcSetOf(images: PortfolioImage[], format: PortfolioImage['format']): string {
  return images
    .filter((image) => image.format === format)
    .map((image) => `${image.url} ${image.width}w`)
    .join(', ');
}

/** Decodes a base64 ThumbHash into a tiny PNG data URL; about a millisecond. */
export function placeholderUrl(thumbhash: string | null): string | undefined {
  if (!thumbhash) return undefined;
  try {
    const bytes = Uint8Array.from(atob(thumbhash), (character) => character.charCodeAt(0));
    return thumbHashToDataURL(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Every portfolio image goes through here: AVIF then WebP by srcset and sizes, the intrinsic size
 * set so nothing shifts, the ThumbHash painted underneath until the file arrives, lazy unless it is
 * the page's largest image.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className = '',
}: ResponsiveImageProps) {
  const placeholder = useMemo(() => placeholderUrl(image.thumbhash), [image.thumbhash]);
  const [loaded, setLoaded] = useState(false);
  const webp = image.images.filter((variant) => variant.format === 'webp');
  const fallback = webp.find((variant) => variant.width >= 640) ?? webp[webp.length - 1];
  const placeholderStyle =
    placeholder && !loaded
      ? { backgroundImage: `url(${placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
      : undefined;

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
      <source type="image/avif" srcSet={srcSetOf(image.images, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.images, 'webp')} sizes={sizes} />
      <img
        src={fallback.url}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={className}
        style={placeholderStyle}
      />
    </picture>
  );
}
