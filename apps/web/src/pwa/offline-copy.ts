/**
 * How a page learns that the service worker answered it from its own caches (the network gave no
 * answer): the worker writes this meta tag into the page's head, with the moment the server sent
 * the copy (its `Date` header, ISO 8601), or empty for the app shell, which holds no page of its
 * own. The page reads it to show the offline notice. A response's headers would not do: a page
 * cannot read the headers it was loaded with.
 */
export const OFFLINE_COPY_META = 'offline-copy';

/** The page's HTML with the marker in its head. */
export function markOfflineCopy(html: string, savedAt: string | null): string {
  const time = savedAt ? new Date(savedAt) : undefined;
  const content = time && !Number.isNaN(time.getTime()) ? time.toISOString() : '';
  const marker = `<meta name="${OFFLINE_COPY_META}" content="${content}" />`;
  return html.includes('</head>') ? html.replace('</head>', () => `${marker}\n  </head>`) : marker + html;
}

/**
 * The marker of the page the browser loaded: the moment the copy was saved (empty for the app
 * shell), or null when the page came from the network. A string, so React can compare readings.
 */
export function offlineCopyMarker(document: Document): string | null {
  return document.querySelector(`meta[name="${OFFLINE_COPY_META}"]`)?.getAttribute('content') ?? null;
}

/**
 * The address (path and query) the document was loaded at, which the marker describes: the app
 * changes the address as the visitor moves on without loading another document.
 */
export function loadedAddress(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const url = new URL(navigation?.name || window.location.href, window.location.href);
  return url.pathname + url.search;
}
