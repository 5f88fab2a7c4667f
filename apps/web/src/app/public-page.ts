import type { SitemapEntry, SitemapSources } from '@creators-archive/contract/pages/server-render';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Locale } from '@creators-archive/i18n';
import type { Translate } from '../i18n/use-t';
import { SITE_NAME } from '../lib/site-name';

/**
 * A public page: an address anyone may open and share. Its screen module under routes/ exports
 * one `page` beside the screen, and the router lists the page once (router.tsx). The server
 * (entry-server.tsx) renders its head, and its body with its data; the browser shows the same
 * title from the same definition (page-title.tsx).
 */
export type PublicPage = {
  /**
   * `server`: sent rendered with its data. `browser`: a page whose point is a form (contact,
   * join) — used before the app has arrived, the browser would send the form itself — so only its
   * head is sent and the browser renders the rest.
   */
  rendering: 'server' | 'browser';
  /** Fills the query cache with what the page shows first, before the server renders it. */
  prefetch?: PagePrefetch;
  /** The page's head; a function reads the query cache, and answers undefined for the site's own head. */
  head: PageHead | ((page: PageContext) => PageHead | undefined);
  /** The page's addresses for the sitemap, when it has parameters; a page without lists itself. */
  sitemap?: (sources: SitemapSources) => SitemapEntry[];
};

export type PageContext = {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
  /** The site's own address, without a trailing slash, e.g. `https://creatorsarchive.africa`. */
  publicUrl: string;
  /** The page's language, from its address (`/fr/…` is French), and its messages. */
  locale: Locale;
  t: Translate;
  /**
   * The visitor's data saver (components/ui/data-saver.tsx): small images, none preloaded off
   * screen. Given where the server renders the page; off when not given.
   */
  dataSaver?: boolean;
};

export type PagePrefetch = (
  page: PageContext & {
    /** There is nothing at this address: the server answers 404 with what the screen shows for it. */
    notFound: () => void;
  },
) => Promise<unknown>;

/** What a shared link needs to preview a page without JavaScript, and the tab's title. */
export type PageHead = {
  title: string;
  description: string;
  /** Path of the canonical address; the page's own path when left out. */
  path?: string;
  type?: 'website' | 'profile';
  image?: { url: string; width: number; height: number; alt: string } | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** The page's largest image (AVIF srcset and sizes), fetched while the scripts still load. */
  preloadImage?: { srcset: string; sizes: string } | undefined;
  /**
   * False for a page no search engine should keep (the not-found page): it names no canonical
   * address nor other languages' addresses, and asks not to be indexed.
   */
  indexed?: false;
};

export { SITE_NAME } from '../lib/site-name';

const DESCRIPTION_LENGTH = 200;

/** A head's description: on one line, cut where link previews would cut it anyway. */
export function pageDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** A page's title as tabs, search results and link previews show it. */
export const siteTitle = (t: Translate, page: string) => t('site.pageTitle', { page, site: SITE_NAME });

/** The home page's head, also the head of every address that is not a public page. */
export const siteHead = (t: Translate): PageHead => ({
  title: t('site.title', { site: SITE_NAME }),
  description: t('site.description'),
  path: '/',
});

/** The head the page's definition gives at this address, or the site's own. */
export function headOf(page: PublicPage, context: PageContext): PageHead {
  const head = typeof page.head === 'function' ? page.head(context) : page.head;
  return head ?? siteHead(context.t);
}
