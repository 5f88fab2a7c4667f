import type { PortfolioImage } from '@creators-archive/contract';
import { hashKey, type DehydratedState } from '@tanstack/react-query';

/**
 * The `<script type="application/json">` in which the server sends the query data a rendered page
 * was made from; the browser fills its query cache from it before hydrating.
 */
export const PAGE_DATA_ID = 'page-data';

/*
 * The page's data is written shorter than React Query dehydrates it (write-page-data.ts, on the
 * server) and read back here to exactly what was dehydrated. On a phone's first visit over Slow 4G
 * the first round trip carries 14,600 bytes, headers included, and a document one byte longer
 * waits 150 ms more for its second. The page's data is the part of a list page's document that a
 * visitor never reads: 2.7 KB of the directory's 14.4 KB compressed, most of it the cards' image
 * addresses. Written shorter it is 2.2 KB.
 *
 * A list of image variants is written shorter only where reading it back gives the same list, and
 * a query's hash is left out where it is the one React Query makes of its key: anything else is
 * written as dehydrated. A query's state is written whole: leaving out its fields at the values a
 * first fetch leaves would save the document 90 bytes, and the code putting them back cost the
 * app's entry 150, which counts against the 110 KB of scripts a first visit may download.
 */

/**
 * An image's variants in one object: their common address, each width with its height, and the
 * formats made at every width. `/media/p/…/ac3q7yGF-320.avif` and its five siblings, each with its
 * size and format, become `{"variantsAt":"/media/p/…/ac3q7yGF","sizes":"320x180 640x360",
 * "formats":"avif webp"}`. Brotli finds little to repeat in the six content-hashed addresses.
 */
export type ImageVariants = { variantsAt: string; sizes: string; formats: string };
const imageVariantsKeys = ['variantsAt', 'sizes', 'formats'].join();

function isImageVariants(value: unknown): value is ImageVariants {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).join() === imageVariantsKeys
  );
}

/** Every width in `sizes`, smallest first, in each format: the order the API lists variants in. */
function variantsOf({ variantsAt, sizes, formats }: ImageVariants): PortfolioImage[] {
  return sizes.split(' ').flatMap((size) => {
    const [width, height] = size.split('x').map(Number) as [number, number];
    return formats
      .split(' ')
      .map(
        (format) => ({ url: `${variantsAt}-${width}.${format}`, width, height, format }) as PortfolioImage,
      );
  });
}

/** What `writePageData` wrote, as React Query dehydrated it. */
export function readPageData(text: string): DehydratedState {
  const written = JSON.parse(text, (_key, value: unknown) =>
    isImageVariants(value) ? variantsOf(value) : value,
  ) as DehydratedState;
  return {
    ...written,
    queries: written.queries.map((query) => ({
      ...query,
      queryHash: query.queryHash ?? hashKey(query.queryKey),
    })),
  };
}
