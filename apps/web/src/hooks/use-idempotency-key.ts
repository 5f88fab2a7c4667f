import type { Envelope, ErrorReason } from '@creators-archive/contract';
import { useState } from 'react';

/**
 * The Idempotency-Key of a call that starts a payment: a new one for each submission, the same one
 * when the same request is sent again because its answer never came (no answer, a proxy's page:
 * the client's own failures, which carry no `reason`), so the server replays the first payment
 * instead of starting a second. Any other answer from the API ends the attempt, except that the
 * first request with the key is still running.
 */
export function useIdempotencyKey() {
  const [attempt] = useState(() => new IdempotentAttempt());
  return attempt;
}

export class IdempotentAttempt {
  private pending: { key: string; request: string } | null = null;

  /** The key to send `request` with. */
  keyFor(request: unknown): string {
    const sent = JSON.stringify(request) ?? '';
    if (this.pending?.request !== sent) this.pending = { key: newKey(), request: sent };
    return this.pending.key;
  }

  /** Called with the answer: one the API gave means the next submission is a new attempt. */
  settle(response: Envelope<unknown>): void {
    if (response.success || answeredByTheApi(response.error.details)) this.pending = null;
  }
}

const STILL_RUNNING = 'IDEMPOTENCY_KEY_IN_PROGRESS' satisfies ErrorReason;

function answeredByTheApi(details: unknown): boolean {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return false;
  return details.reason !== STILL_RUNNING;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http address still gets an unguessable key.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
