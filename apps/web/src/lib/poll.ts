import type { ApiError, Envelope } from '@creators-archive/contract';
import { backoffClock, backoffMs } from './backoff';
import { pageMessage } from './page-language';

/** The product's rule for following a payment: at most 10 asks, from 200 ms apart, doubling. */
export const MAX_POLL_ATTEMPTS = 10;

export type PollOutcome<T> =
  /** An answer that needs no further asking. */
  | { kind: 'settled'; value: T }
  /** A call failed: polling stops with its error. */
  | { kind: 'failed'; error: ApiError }
  /** Every attempt answered, none settled. */
  | { kind: 'exhausted'; message: string }
  /** Nobody waits for the answer any more (the screen was left). */
  | { kind: 'stopped' };

type PollOptions = {
  /** Asked before each wait and each attempt after the first; false stops polling. */
  isWanted?: () => boolean;
  maxAttempts?: number;
};

/**
 * Asks until an answer settles, waiting 200 ms, 400 ms, 800 ms … between asks, at most
 * `maxAttempts` times. A failed call ends polling at once: the screen shows it and offers to ask
 * again.
 */
export function pollWithBackoff<T, Settled extends T>(
  ask: () => Promise<Envelope<T>>,
  isSettled: (value: T) => value is Settled,
  options?: PollOptions,
): Promise<PollOutcome<Settled>>;
export function pollWithBackoff<T>(
  ask: () => Promise<Envelope<T>>,
  isSettled: (value: T) => boolean,
  options?: PollOptions,
): Promise<PollOutcome<T>>;
export async function pollWithBackoff<T>(
  ask: () => Promise<Envelope<T>>,
  isSettled: (value: T) => boolean,
  { isWanted = () => true, maxAttempts = MAX_POLL_ATTEMPTS }: PollOptions = {},
): Promise<PollOutcome<T>> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    if (attempt > 1) {
      if (!isWanted()) return { kind: 'stopped' };
      await backoffClock.wait(backoffMs(attempt - 1));
      if (!isWanted()) return { kind: 'stopped' };
    }
    const response = await ask();
    if (!response.success) return { kind: 'failed', error: response.error };
    if (isSettled(response.data)) return { kind: 'settled', value: response.data };
  }
  return { kind: 'exhausted', message: pageMessage('errors.pollingExhausted') };
}
