import { performance } from 'node:perf_hooks';

/** Busier than this share of the time, the main thread has no room for work that can wait. */
const SATURATED = 0.85;
/** The span each reading covers: long enough to see past one slow task, short enough to follow a burst. */
const WINDOW_MS = 500;

/**
 * Whether this process's main thread has been nearly always busy of late: the event loop's
 * utilisation (the share of time it was running callbacks, not waiting) over the last half second
 * or more, read at most once a window.
 */
export class MainThreadLoad {
  private reading = performance.eventLoopUtilization();
  private readAt = performance.now();
  private busy = false;

  saturated(): boolean {
    const now = performance.now();
    if (now - this.readAt >= WINDOW_MS) {
      const current = performance.eventLoopUtilization();
      this.busy = performance.eventLoopUtilization(current, this.reading).utilization >= SATURATED;
      this.reading = current;
      this.readAt = now;
    }
    return this.busy;
  }
}
