import { defaultLocale, localeCodes, locales, localizedPath, type Locale } from '@creators-archive/i18n';
import { SITE_NAME, type PageHead } from './public-page';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element must not be able to close it. */
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page at `path` in every language, for search engines: each language's address, and the
 * default language's as the one for readers of any other.
 */
function alternateLinks(path: string, publicUrl: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${publicUrl}${localizedPath(path, locale)}`)}" />`;
  return [...localeCodes.map((locale) => link(locale, locale)), link('x-default', defaultLocale)];
}

/**
 * The head a page is sent with, in its language: title, description, canonical address and its
 * other languages' addresses, Open Graph tags and X's card type for link previews, structured data,
 * and a preload of its largest image. `path` is the page's own without a language prefix, the
 * canonical address when the head names none. X reads a card's title, description and image from
 * `og:title`, `og:description` and `og:image` when its own `twitter:` tags are missing, so only
 * `twitter:card`, which has no Open Graph equivalent, is sent. The tags are joined without
 * whitespace: a list page must fit the first round trip of a slow connection (14,600 bytes with
 * the headers), and nothing reads the head's indentation.
 */
export function headTags(head: PageHead, path: string, publicUrl: string, locale: Locale): string {
  const ownPath = head.path ?? path;
  const canonical = `${publicUrl}${localizedPath(ownPath, locale)}`;
  const image = head.image && { ...head.image, url: new URL(head.image.url, publicUrl).toString() };
  const addresses =
    head.indexed === false
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
          ...alternateLinks(ownPath, publicUrl),
        ];
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    ...addresses,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="${locales[locale].ogLocale}" />`,
    ...localeCodes
      .filter((other) => other !== locale)
      .map((other) => `<meta property="og:locale:alternate" content="${locales[other].ogLocale}" />`),
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
    ...(head.indexed === false ? [] : [`<meta property="og:url" content="${escapeAttribute(canonical)}" />`]),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeAttribute(image.url)}" />`,
          `<meta property="og:image:width" content="${image.width}" />`,
          `<meta property="og:image:height" content="${image.height}" />`,
          `<meta property="og:image:alt" content="${escapeAttribute(image.alt)}" />`,
        ]
      : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${escapeJson(head.jsonLd)}</script>`] : []),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeAttribute(head.preloadImage.srcset)}" imagesizes="${escapeAttribute(head.preloadImage.sizes)}" />`,
        ]
      : []),
  ].join('');
}
