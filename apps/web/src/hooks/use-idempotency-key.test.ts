import { describe, expect, it } from 'vitest';
import { failure } from '../lib/api-client';
import { IdempotentAttempt } from './use-idempotency-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const request = { planId: 'plan-1', currency: 'NGN' };
const noAnswer = failure(500, 'An unexpected error occurred', 'fetch failed');

describe('the Idempotency-Key of a payment', () => {
  it('is a new UUID for each submission the API answered', () => {
    const attempt = new IdempotentAttempt();
    const first = attempt.keyFor(request);
    attempt.settle({ success: true, data: {} });
    const second = attempt.keyFor(request);

    expect(first).toMatch(uuid);
    expect(second).toMatch(uuid);
    expect(second).not.toBe(first);
  });

  it('is the same when the same request is sent again after no answer came', () => {
    const attempt = new IdempotentAttempt();
    const first = attempt.keyFor(request);
    attempt.settle(noAnswer);
    expect(attempt.keyFor({ ...request })).toBe(first);
  });

  it('is the same while the first request with it is still running', () => {
    const attempt = new IdempotentAttempt();
    const first = attempt.keyFor(request);
    attempt.settle(failure(409, 'Still working', { reason: 'IDEMPOTENCY_KEY_IN_PROGRESS' }));
    expect(attempt.keyFor(request)).toBe(first);
  });

  it('is new for a changed request, and after an error the API explained', () => {
    const attempt = new IdempotentAttempt();
    const first = attempt.keyFor(request);
    attempt.settle(noAnswer);
    const changed = attempt.keyFor({ ...request, discountCode: 'WELCOME10' });
    expect(changed).not.toBe(first);

    attempt.settle(failure(422, 'Code refused', { reason: 'DISCOUNT_REFUSED' }));
    expect(attempt.keyFor({ ...request, discountCode: 'WELCOME10' })).not.toBe(changed);
  });
});
