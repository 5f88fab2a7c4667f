import { hashKey, type DehydratedState } from '@tanstack/react-query';
import type { ImageVariants } from './page-data';

/*
 * The server's half of the page's data (page-data.ts has the format and the browser's half). Apart
 * so that the browser's entry does not carry it: a module's regular expressions, made when it
 * loads, are kept by the bundler with everything they use.
 */

/** A variant as `JSON.stringify` writes one from the API's answer, its address without escapes. */
const variantJson = String.raw`\{"url":"([^"\\]*)","width":(\d+),"height":(\d+),"format":"([a-z]+)"\}`;
const variantInList = new RegExp(variantJson, 'g');
/**
 * A whole array of variants in JSON text. Not inside a string, where every quote is escaped; and
 * only an array none but variants are in, since it starts at `[` and ends at `]` next to them.
 */
const variantListJson = new RegExp(String.raw`\[${variantJson}(?:,${variantJson})*\]`, 'g');

/**
 * The array of variants (`list`, JSON text) as one object, when `readPageData` reads that back as
 * the same array; else the array as it was.
 */
function writtenVariants(list: string): string {
  const variants = [...list.matchAll(variantInList)].map(([, url = '', width, height, format = '']) => ({
    url,
    width,
    size: `${width}x${height}`,
    format,
  }));
  // The pattern matched at least one variant.
  const firstUrl = variants[0]!.url;
  const variantsAt = firstUrl.slice(0, firstUrl.lastIndexOf('-'));
  const sizes = [...new Set(variants.map((variant) => variant.size))];
  const formats = [...new Set(variants.map((variant) => variant.format))];
  // `readPageData` makes every format at every size, in that order, each named from the address.
  const readsBack =
    variants.length === sizes.length * formats.length &&
    variants.every(
      (variant, at) =>
        variant.size === sizes[Math.floor(at / formats.length)] &&
        variant.format === formats[at % formats.length] &&
        variant.url === `${variantsAt}-${variant.width}.${variant.format}`,
    );
  return readsBack
    ? JSON.stringify({
        variantsAt,
        sizes: sizes.join(' '),
        formats: formats.join(' '),
      } satisfies ImageVariants)
    : list;
}

/**
 * The page's data as the document carries it: JSON that cannot close its script element, written
 * as `readPageData` reads it back. The variant lists are found in the JSON text: with a replacer
 * function, which `JSON.stringify` calls for every value, the directory's data took 260 µs to
 * write instead of 140.
 *
 * Left out is what React Query's `hydrate` does not read: a query's fetch status (it hydrates
 * every query as idle), and when it was dehydrated unless the query is still pending or carries
 * a promise (the time only stands in for a pending query's update time, or decides whether a
 * promise's data is newer).
 */
export function writePageData(state: DehydratedState): string {
  const queries = state.queries.map(
    ({ queryHash, dehydratedAt, state: { fetchStatus: _hydratedAsIdle, ...queryState }, ...query }) => ({
      ...query,
      state: queryState,
      ...(queryHash !== hashKey(query.queryKey) && { queryHash }),
      ...((queryState.status === 'pending' || query.promise !== undefined) && { dehydratedAt }),
    }),
  );
  return JSON.stringify({ ...state, queries })
    .replace(variantListJson, (list) => writtenVariants(list))
    .replace(/</g, '\\u003c');
}
