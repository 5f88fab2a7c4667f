import { vi } from 'vitest';

/**
 * The web files share a worker's page and its installed packages (React, the testing library, Mock
 * Service Worker), which are loaded once per worker instead of once per file. Each file still
 * starts as on a new page load, which this runs first, before each file:
 *
 * - the app's own modules are evaluated afresh, so the session, the API client's refresh in
 *   flight and the query cache hold nothing from the file before;
 * - the timers the files before left running are cleared: an earlier file's session module would
 *   otherwise keep its refresh tick and call this file's fake API;
 * - storage is empty.
 */
type TimerRecord = {
  handle: ReturnType<typeof setTimeout>;
  clear: (handle: ReturnType<typeof setTimeout>) => void;
};

const worker = globalThis as typeof globalThis & { webTestTimers?: Set<TimerRecord> };

function trackTimers(): Set<TimerRecord> {
  const timers = new Set<TimerRecord>();
  const { setTimeout: startTimeout, setInterval: startInterval, clearTimeout, clearInterval } = globalThis;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    const handle = startTimeout(...args);
    timers.add({ handle, clear: clearTimeout });
    return handle;
  }) as typeof setTimeout;
  globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
    const handle = startInterval(...args);
    timers.add({ handle, clear: clearInterval });
    return handle;
  }) as typeof setInterval;
  return timers;
}

const timers = (worker.webTestTimers ??= trackTimers());
for (const { handle, clear } of timers) clear(handle);
timers.clear();
localStorage.clear();
sessionStorage.clear();
vi.resetModules();
