import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import {
  idempotencyKeyHeader,
  ZIdempotencyKey,
} from '@creators-archive/contract/subscriptions/checkout-fields';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { IdempotencyKeyId, IdempotencyRepository } from './idempotency.repository';
import { reasonError } from '../../i18n/error-messages';

const KEPT_MS = 24 * 60 * 60 * 1000;

/** The same JSON for the same values whatever the order of their keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * `Idempotency-Key` on the calls that start a payment: the first call with a key runs, and its
 * answer is replayed to every repeat within 24 hours, so a client that lost an answer and sends
 * the call again does not start a second payment. A repeat with another body is refused (422); a
 * repeat while the first is still running is told to wait (409). A first call that fails lets the
 * key be used again, as it started nothing. Keys belong to the member who sent them (visitors
 * share one space, where the body, holding their password, must match to replay).
 */
export class Idempotency {
  constructor(private readonly deps: { keys: IdempotencyRepository; clock: Clock }) {}

  async run<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const header = request.headers[idempotencyKeyHeader];
    if (header === undefined) return work();
    const parsed = ZIdempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
    if (!parsed.success) {
      // The contract's checks of the key each name a `validation` message.
      const message = parsed.error.issues[0]?.message ?? 'validation.idempotencyKeyInvalid';
      throw AppError.validation({ 'Idempotency-Key': message }, message);
    }
    const id: IdempotencyKeyId = {
      owner: request.auth?.userId ?? 'anonymous',
      operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key: parsed.data,
    };
    const requestHash = createHash('sha256').update(canonicalJson(request.body)).digest('hex');
    const now = this.deps.clock.now();
    if (!(await this.deps.keys.claim(id, requestHash, now))) {
      const earlier = await this.deps.keys.find(id);
      if (earlier && now.getTime() - earlier.createdAt.getTime() >= KEPT_MS) {
        await this.deps.keys.release(id);
        return this.run(request, work);
      }
      if (!earlier) return this.run(request, work);
      if (earlier.requestHash !== requestHash) {
        throw reasonError(422, ErrorReason.idempotencyKeyReused);
      }
      if (earlier.statusCode === null) {
        throw reasonError(409, ErrorReason.idempotencyKeyInProgress);
      }
      return earlier.responseBody as T;
    }
    try {
      const answer = await work();
      await this.deps.keys.saveAnswer(id, 200, answer);
      return answer;
    } catch (error) {
      await this.deps.keys.release(id);
      throw error;
    }
  }
}
