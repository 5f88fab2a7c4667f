import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The history state of a navigation that keeps the page where it is: a change of the query string
 * in place (a list's filters), which would otherwise open at the top. Pass it as `state`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;

/** Where the session's history entries were scrolled to, by entry, kept across a reload. */
const STORAGE_KEY = 'scroll-positions';
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Each history entry's scroll position, restored when the visitor comes back to it (back,
 * forward, a reload) once its page has rendered: the browser's own restoration happens before the
 * page is drawn, and a tall list came back clamped to the short page it left. A new page opens at
 * its top, or at its `#hash`; a navigation with KEEP_SCROLL stays where it is. On the first
 * render it moves only to restore a reload: the visitor may have scrolled the server's page already.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const { key } = location;

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry on screen, which it last placed: set in the same task as the page is drawn, so a
  // scroll event that follows (the new page's own, or the browser's clamping to its height) is
  // counted for the new entry, never for the one the visitor left.
  const placed = useRef<string | undefined>(undefined);

  // Follows the scrolling of the entry on screen, and keeps it all when the page goes away.
  useEffect(() => {
    const save = () => {
      if (placed.current !== undefined) savedPositions()[placed.current] = window.scrollY;
    };
    const keep = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or refused: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  // Once per entry (not again when React runs effects twice in development).
  useLayoutEffect(() => {
    if (placed.current === key) return;
    const firstRender = placed.current === undefined;
    placed.current = key;
    const saved = savedPositions()[key];
    // Only an entry the visitor has been on has a position: back, forward or a reload.
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (firstRender) return;
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
    // Once per history entry: what else the location holds changes with its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
