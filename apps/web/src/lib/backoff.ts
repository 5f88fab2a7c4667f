/**
 * Waiting between attempts that may pass next time: 200 ms before the first retry, doubling after
 * each. The token refresh (lib/session.ts) and payment polling (lib/poll.ts) both wait this way.
 */
export const FIRST_BACKOFF_MS = 200;

/** How long to wait before retry number `retry` (1 for the first retry): 200, 400, 800 ms … */
export function backoffMs(retry: number, firstMs = FIRST_BACKOFF_MS): number {
  return firstMs * 2 ** (retry - 1);
}

/**
 * The clock retries wait on. An object so that tests can replace `wait` (vi.spyOn) and count the
 * waits instead of sleeping through them.
 */
export const backoffClock = {
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  },
};
