/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (`injectManifest`) into dist/sw.js, with the list of
 * the build's files written in where `self.__WB_MANIFEST` stands. Every rule is Workbox's own
 * strategy; what is kept and for how long is in cache-rules.ts, and why in
 * docs/decisions/1430-installable-offline-app.md. Only GET requests are ever routed: a POST, PUT,
 * PATCH or DELETE never reaches a cache and fails, offline, as it would without a worker.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  KEEP_PAGE,
  type WorkerMessage,
  isAppPage,
  isKeepableAnswer,
  isKeptPage,
  isMediaImage,
  isPublicApiRead,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  runtimeCaches,
} from './cache-rules';
import { appShellPath } from '@creators-archive/contract/pages/server-render';
import { markOfflineCopy } from './offline-copy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Stores only what isKeepableAnswer allows. Workbox alone would store any 200 (and, network-first,
 * another origin's opaque answer), even one the server marked `no-store` or `private`.
 */
const keepableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableAnswer(response) ? response : null),
};

/** The page with the offline-copy marker in its head; the body is decoded already, hence no encoding. */
async function asOfflineCopy(response: Response, savedAt: string | null): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return new Response(markOfflineCopy(await response.text(), savedAt), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A network-first strategy reads its cache only when the network failed or was too slow. */
const markedAsCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse && asOfflineCopy(cachedResponse, cachedResponse.headers.get('Date')),
};

// The build's scripts, styles, icons, manifest and the app shell. Only exact addresses: '/' is the
// home page the server renders, not the shell, so no directory index or clean-URL matching.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

const pageExpiration = new ExpirationPlugin({
  maxEntries: runtimeCaches.pages.maxEntries,
  purgeOnQuotaError: true,
});

const pages = new NetworkFirst({
  cacheName: runtimeCaches.pages.name,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [keepableOnly, pageExpiration, markedAsCopy],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isKeptPage(url), pages);
// A page never kept still uses the navigation preload, and gets the app shell offline.
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppPage(url), new NetworkOnly());

const imageStrategy = new CacheFirst({
  cacheName: runtimeCaches.images.name,
  plugins: [
    keepableOnly,
    new ExpirationPlugin({
      maxEntries: runtimeCaches.images.maxEntries,
      maxAgeSeconds: runtimeCaches.images.maxAgeSeconds,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request, url }) => isMediaImage(request, url, self.location.origin), imageStrategy);

registerRoute(
  ({ request, url }) => isPublicApiRead(request, url, self.location.origin),
  new NetworkFirst({
    cacheName: runtimeCaches.apiReads.name,
    plugins: [
      keepableOnly,
      new ExpirationPlugin({
        maxEntries: runtimeCaches.apiReads.maxEntries,
        maxAgeSeconds: runtimeCaches.apiReads.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// No network and no kept copy: a page gets the app shell, which renders it in the browser from
// whatever the API reads kept; anything else fails as it would without a worker.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const shell = await matchPrecache(appShellPath);
    if (shell) return asOfflineCopy(shell, null);
  }
  return Response.error();
});

// The network's answer to a navigation starts while the worker wakes up.
enableNavigationPreload();

// A first install takes over the open pages at once; an update waits for the visitor's "Reload"
// (service-worker-updates.ts), so a page never runs against scripts of two versions.
clientsClaim();
self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === KEEP_PAGE) event.waitUntil(keepPage(message, event));
});

/**
 * The page that installed the worker, and its images, loaded before the worker could see them:
 * the page asks for them to be kept (service-worker-updates.ts), through the same strategies as if
 * the worker had seen them. The images come from the browser's HTTP cache (their names never
 * change), the page from the network. Answers how many were kept.
 */
async function keepPage(
  { url, resources }: Extract<WorkerMessage, { type: typeof KEEP_PAGE }>,
  event: ExtendableMessageEvent,
): Promise<void> {
  const origin = self.location.origin;
  const keep = (strategy: NetworkFirst | CacheFirst, request: Request) =>
    strategy.handle({ event, request }).then(
      () => 1,
      () => 0,
    );
  const page = new URL(url, origin);
  const imageRequests = resources
    .map((resource) => new Request(new URL(resource, origin)))
    .filter((request) => isMediaImage(request, new URL(request.url), origin))
    .slice(0, runtimeCaches.images.maxEntries);
  const counts = await Promise.all([
    page.origin === origin && isKeptPage(page) ? keep(pages, new Request(page)) : 0,
    ...imageRequests.map((request) => keep(imageStrategy, request)),
  ]);
  event.ports[0]?.postMessage({ kept: counts.reduce((sum, count) => sum + count, 0) });
}
