import { isTokenPage } from '@creators-archive/contract/pages/token-pages';

/**
 * What the service worker (sw.ts) keeps beside the build it precaches, and what it never keeps.
 * Pure rules, tested without a browser; docs/decisions/1430-installable-offline-app.md gives the
 * reasons for each limit.
 */

/** What a page may ask of the worker. */
export const KEEP_PAGE = 'KEEP_PAGE';
export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  /** The page on screen and the files it loaded, before the worker could see them. */
  | { type: typeof KEEP_PAGE; url: string; resources: string[] };

export const runtimeCaches = {
  /** Pages loaded as documents, newest used kept: the last pages the visitor saw. */
  pages: { name: 'pages', maxEntries: 30 },
  /** Processed images: their names never change, so a kept one is never stale. */
  images: { name: 'images', maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60 },
  /** Public API reads, for screens the visitor opened inside the app rather than loaded. */
  apiReads: { name: 'api-reads', maxEntries: 60, maxAgeSeconds: 24 * 60 * 60 },
} as const;

/**
 * A slower network than this and a kept copy of the page is shown instead; the network's answer
 * still arrives and replaces the copy for next time.
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 10;

/** Addresses under the site that are not the app's pages: the API (`/v1/docs`), images, scripts. */
const notAppPages = /^\/(v1|media|assets)(\/|$)/;

/** A page of the app, as opposed to an address the API answers itself. */
export function isAppPage(url: URL): boolean {
  return !notAppPages.test(url.pathname);
}

/**
 * A page of the app that may be kept for reading offline: not one whose address carries a secret
 * (a password-reset or e-mail-confirmation token, a payment reference) in any language, which
 * stays off the device.
 */
export function isKeptPage(url: URL): boolean {
  return isAppPage(url) && !isTokenPage(url.pathname);
}

/** A processed image of this site (`/media/...`); another origin's would be opaque to the worker. */
export function isMediaImage(request: Request, url: URL, origin: string): boolean {
  return request.method === 'GET' && url.origin === origin && url.pathname.startsWith('/media/');
}

/**
 * A read of the API that anyone may make: a GET without credentials. A signed-in member's requests
 * carry `Authorization` and pass the worker by; so do all writes.
 */
export function isPublicApiRead(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/v1/') &&
    !request.headers.has('Authorization')
  );
}

/**
 * Only a complete, successful answer the server allows to be stored: not an error, not a redirect,
 * not a part (206), not another origin's opaque answer (status 0), nothing marked `no-store` or
 * `private` (a signed document link, the checkout, the admin's lists).
 */
export function isKeepableAnswer(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && !/\b(no-store|private)\b/i.test(cacheControl);
}
