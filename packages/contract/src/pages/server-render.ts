/**
 * What passes between the API and the web app's server build (apps/web/src/entry-server.tsx):
 * the web knows its pages, the API their data. No Zod here: both builds import it for its types.
 */

/** A page as the server build answers it. */
export type RenderedPage = {
  /** 404 when the page found nothing at the address (an unknown designer), else 200. */
  status: 200 | 404;
  /** The tags that replace the template's title and description. */
  head: string;
  /** A public page's screen module as the browser build's manifest names it, to preload. */
  screen?: string;
  /**
   * The messages the page's language and screen need in the browser, as the browser build's
   * manifest names them, to preload beside its scripts.
   */
  messages: string[];
  /** A page rendered with its data: the markup inside `<div id="root">` and the data it came from. */
  body?: {
    root: string;
    /** A `<script type="application/json">` with the query data the markup was rendered from. */
    data: string;
  };
};

/**
 * Where the web build writes a language's web app manifest, which the server links a page in that
 * language to: the default language's is the one vite-plugin-pwa writes and links.
 */
export function webAppManifestPath(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`;
}

/**
 * The app shell: the page template as built, with no page rendered into it. The service worker
 * precaches it and answers it for a page never kept while there is no network, so the server
 * answers it 200 as it is, never as the not-found page its address would otherwise render.
 */
export const appShellPath = '/index.html';

/** What the server knows of the visitor that changes how a page is rendered. */
export type PageVisit = {
  /** Small images, nothing loaded off screen, galleries on demand (users/data-saver.ts). */
  dataSaver: boolean;
};

/**
 * What the API knows that the sitemap needs and no page asks it for in one call: who has a public
 * profile, and every project with a page of its own (ready, its designer's profile public).
 */
export type SitemapSources = {
  designers: { id: string; updatedAt: Date }[];
  projects: { id: string; designerId: string; updatedAt: Date }[];
};
export type SitemapEntry = {
  path: string;
  updatedAt?: Date;
  /** The same page in every language, this one included (`hreflang` alternates). */
  alternates?: { locale: string; path: string }[];
};

/** The server build's one export. */
export type CreatePageRenderer = (options: {
  /** Answers the pages' API calls, as fetch would. */
  transport: typeof fetch;
  /** The site's own address, without a trailing slash. */
  publicUrl: string;
}) => {
  /** Without a visit, the page as a visitor in the normal mode sees it. */
  renderPage: (url: URL, visit?: PageVisit) => Promise<RenderedPage>;
  /** Every public page's address. */
  sitemap: (sources: SitemapSources) => Promise<SitemapEntry[]>;
};
