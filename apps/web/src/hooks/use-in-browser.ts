import { startTransition, useEffect, useState } from 'react';

/**
 * False while the server renders a page and while the browser hydrates it, true from then on:
 * for what the browser may add to a rendered page, but the server should not send. The switch is a
 * transition, so React renders what depends on it in slices the browser can answer a tap between,
 * not in one synchronous pass over every component that asks (a directory's images each decode a
 * blurred preview then: 24 of them held a phone's main thread for a quarter of a second).
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  return inBrowser;
}
