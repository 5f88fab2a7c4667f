import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { MainThreadLoad } from './main-thread-load';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The main thread runs and never waits: what a burst of requests does to it.
  }
}

describe(MainThreadLoad.name, () => {
  it('is saturated after the main thread ran without a pause, and not once it has waited', async () => {
    const load = new MainThreadLoad();
    busyFor(600);
    expect(load.saturated()).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(load.saturated()).toBe(false);
  });

  it('keeps its reading for the rest of the window', async () => {
    const load = new MainThreadLoad();
    busyFor(600);
    expect(load.saturated()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load.saturated()).toBe(true);
  });
});
