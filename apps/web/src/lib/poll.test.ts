import type { Envelope } from '@creators-archive/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffClock } from './backoff';
import { failure } from './api-client';
import { pollWithBackoff } from './poll';

afterEach(() => vi.restoreAllMocks());

/** Answers `values` in turn, the last one for every later ask. */
function answers<T>(...values: Envelope<T>[]) {
  let asked = 0;
  const ask = vi.fn(async () => values[Math.min(asked++, values.length - 1)]!);
  return ask;
}

const ok = <T>(data: T): Envelope<T> => ({ success: true, data });

describe('pollWithBackoff', () => {
  it('asks until an answer settles, waiting 200 ms, then 400 ms, doubling', async () => {
    const waits = vi.spyOn(backoffClock, 'wait').mockResolvedValue(undefined);
    const ask = answers(ok('pending'), ok('pending'), ok('pending'), ok('active'));

    const outcome = await pollWithBackoff(ask, (status) => status !== 'pending');

    expect(outcome).toEqual({ kind: 'settled', value: 'active' });
    expect(ask).toHaveBeenCalledTimes(4);
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([200, 400, 800]);
  });

  it("stops after 10 asks with 'Maximum polling attempts reached'", async () => {
    const waits = vi.spyOn(backoffClock, 'wait').mockResolvedValue(undefined);
    const ask = answers(ok('pending'));

    const outcome = await pollWithBackoff(ask, (status) => status !== 'pending');

    expect(outcome).toEqual({ kind: 'exhausted', message: 'Maximum polling attempts reached' });
    expect(ask).toHaveBeenCalledTimes(10);
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([
      200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 51_200,
    ]);
  });

  it('stops at the first failed call with its error', async () => {
    vi.spyOn(backoffClock, 'wait').mockResolvedValue(undefined);
    const ask = answers<string>(ok('pending'), failure(500, 'Failed to poll subscription status'));

    const outcome = await pollWithBackoff(ask, (status) => status !== 'pending');

    expect(outcome).toEqual({
      kind: 'failed',
      error: { code: 500, message: 'Failed to poll subscription status', details: undefined },
    });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('stops asking once nobody waits for the answer', async () => {
    let wanted = true;
    vi.spyOn(backoffClock, 'wait').mockImplementation(async () => {
      wanted = false;
    });
    const ask = answers(ok('pending'));

    const outcome = await pollWithBackoff(ask, (status) => status !== 'pending', { isWanted: () => wanted });

    expect(outcome).toEqual({ kind: 'stopped' });
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
