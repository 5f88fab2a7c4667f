import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where matchMedia does not exist (tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // A page rendered by the server has no screen to measure; it assumes the phone.
    () => false,
  );
}

/** Tailwind's `lg` breakpoint: from 1024 px wide the sidebar stays open instead of being a drawer. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
