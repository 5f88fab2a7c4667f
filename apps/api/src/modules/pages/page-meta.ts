import { replaceLiteral } from '../../lib/replace-literal';

/** What a shared link needs to preview a page without JavaScript. */
export type PageMeta = {
  title: string;
  description: string;
  /** Path of the canonical address, e.g. `/designers/…`. */
  path: string;
  type: 'website' | 'profile';
  image?: { url: string; width: number; height: number; alt: string } | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** The page's largest image (AVIF srcset and sizes), fetched while the scripts still load. */
  preloadImage?: { srcset: string; sizes: string } | undefined;
};

const SITE_NAME = 'Creators Archive';

/** The public pages with fixed text: their titles, descriptions and place in the sitemap. */
export const staticPages: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Creators Archive — portfolios of designers in Africa',
    description:
      'A light, fast home for African designers’ portfolios, a directory where clients find them, and a membership you can pay for in naira, cedi, shillings, rand or dollars.',
  },
  '/designers': {
    title: 'Designers — Creators Archive',
    description:
      'Browse designers across Africa by name, discipline and country: brand identity, illustration, UI/UX, motion, photography and more.',
  },
  '/about': {
    title: 'About — Creators Archive',
    description: 'Who Creators Archive is for, and why it is built light for phones on costly mobile data.',
  },
  '/community': {
    title: 'Community — Creators Archive',
    description:
      'How designers on Creators Archive credit each other’s work and keep the archive a good place.',
  },
  '/contact': {
    title: 'Contact — Creators Archive',
    description: 'Questions, problems or partnerships: write to the Creators Archive team.',
  },
  '/terms': {
    title: 'Terms — Creators Archive',
    description:
      'The terms of membership, payments, cancellation and the content you share on Creators Archive.',
  },
  '/privacy': {
    title: 'Privacy — Creators Archive',
    description:
      'What Creators Archive stores about you, why, for how long, and your rights under the NDPA, POPIA and Kenya’s Data Protection Act.',
  },
  '/vetted-program': {
    title: 'The Vetted Program — Creators Archive',
    description: 'What verification means on Creators Archive, who may apply and how reviews work.',
  },
  '/help': {
    title: 'Help — Creators Archive',
    description: 'Answers about accounts, uploads, payments, verification and TFB Studios.',
  },
  '/join': {
    title: 'Join Creators Archive',
    description: 'Create your account and choose a membership plan priced in your currency.',
  },
};

export const defaultMeta: PageMeta = { ...staticPages['/']!, path: '/', type: 'website' };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element must not be able to close it. */
const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Replaces the template's title and description and adds canonical, Open Graph and Twitter tags. */
export function renderHead(template: string, meta: PageMeta, publicUrl: string): string {
  const canonical = `${publicUrl}${meta.path}`;
  const image = meta.image && { ...meta.image, url: new URL(meta.image.url, publicUrl).toString() };
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(canonical)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    ...(image
      ? [
          `<meta property="og:image" content="${escapeAttribute(image.url)}" />`,
          `<meta property="og:image:width" content="${image.width}" />`,
          `<meta property="og:image:height" content="${image.height}" />`,
          `<meta property="og:image:alt" content="${escapeAttribute(image.alt)}" />`,
          `<meta name="twitter:image" content="${escapeAttribute(image.url)}" />`,
        ]
      : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${escapeJson(meta.jsonLd)}</script>`] : []),
    ...(meta.preloadImage
      ? [
          `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeAttribute(meta.preloadImage.srcset)}" imagesizes="${escapeAttribute(meta.preloadImage.sizes)}" />`,
        ]
      : []),
  ];
  const titled = replaceLiteral(
    template,
    /<title>[^<]*<\/title>/,
    `<title>${escapeAttribute(meta.title)}</title>`,
  );
  const described = replaceLiteral(
    titled,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
  );
  return replaceLiteral(described, '</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
