/**
 * On a page the server rendered, this replaces the app's script tags (apps/api/src/plugins/web.ts):
 * the app's modules are asked for once the page has painted. On a slow connection the page's first
 * image then arrives without sharing the line with the app's scripts, and the visitor sees the
 * page before it becomes interactive, not after.
 *
 * A page rendered in data-saver mode is whole without them until the visitor acts on it: the app,
 * most of a first visit's bytes, loads on the first touch, click, key or scroll, so a visitor who
 * reads and leaves pays for the page alone. Links work as links meanwhile; a tap on a button before
 * the app has taken over is played again once it has.
 */
/**
 * The element the server's render marks its mode on (DATA_SAVER_MARKER_ID in
 * components/ui/data-saver.tsx), written out here: the boot script imports nothing, which would
 * cost a round trip before it runs.
 */
const PAGE_MODE_ID = 'page-mode';

const listing = document.getElementById('app-modules')?.textContent;
const [entry, ...imports] = listing ? (JSON.parse(listing) as string[]) : [];

let loading = false;

/**
 * The page carries only the styles its own HTML uses (apps/api/src/plugins/web.ts); the screens
 * the app draws next (a menu, another page) need the whole stylesheet, named on the style element.
 */
function loadWholeStylesheets() {
  for (const styles of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = styles.dataset.href!;
    document.head.append(link);
  }
}

function loadApp() {
  if (loading) return;
  loading = true;
  loadWholeStylesheets();
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

/** What a visitor does that the app must answer: the first of these loads it. */
const FIRST_ACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
const listening = { capture: true, passive: true } as const;

function loadAppOnFirstAction() {
  const act = () => {
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, listening);
    loadApp();
  };
  for (const type of FIRST_ACTIONS) window.addEventListener(type, act, listening);

  // Until the app has taken over (AppProviders marks the page), a button does nothing: its last tap
  // waits and is played again then.
  const root = document.documentElement;
  let waitingTap: HTMLElement | undefined;
  const holdTap = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(
      'button, [role="button"], [role="switch"]',
    );
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waitingTap = button;
  };
  window.addEventListener('click', holdTap, { capture: true });
  new MutationObserver((_changes, observer) => {
    if (!root.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    window.removeEventListener('click', holdTap, { capture: true });
    // After the task that marked the page, once React has finished the work it was in.
    setTimeout(() => {
      if (waitingTap?.isConnected) waitingTap.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

if (document.getElementById(PAGE_MODE_ID)?.dataset.mode === 'data-saver') loadAppOnFirstAction();
// The animation frame comes before the first paint; the timeout after it.
else requestAnimationFrame(() => setTimeout(loadApp));

// A module, as the page loads it (`type="module"`), with nothing to export.
export {};
