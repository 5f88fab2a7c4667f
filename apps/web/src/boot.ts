/**
 * On a page the server rendered, this replaces the app's script tags (apps/api/src/plugins/web.ts):
 * the app's modules are asked for once the page has painted. On a slow connection the page's first
 * image then arrives without sharing the line with the app's scripts, and the visitor sees the
 * page before it becomes interactive, not after.
 */
const listing = document.getElementById('app-modules')?.textContent;
const [entry, ...imports] = listing ? (JSON.parse(listing) as string[]) : [];

function loadApp() {
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

// The animation frame comes before the first paint; the timeout after it.
requestAnimationFrame(() => setTimeout(loadApp));
