import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ErrorReason } from '@creators-archive/contract';
import { AppError } from './app-error';
import type { Clock } from './clock';

export type Count = { count: number; resetAtMs: number };

/** Fixed-window counters: in this process, or in Redis so several processes share one limit. */
export type CounterStore = {
  increment(key: string, windowMs: number): Promise<Count>;
  peek(key: string): Promise<Count | undefined>;
  reset(key: string): Promise<void>;
};

/** A person's identifier (an e-mail address, a client address, a device) as a key part: hashed, so no store holds it in clear. */
export function hashedKeyPart(identifier: string): string {
  return createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/** An allowance of uses per window, counted under one key: how a limit that is not the per-IP rate limit is kept. */
export type Allowance = {
  key: string;
  windowMs: number;
  limit: number;
  /** The English refusal, before "Try again in N s.". */
  refusal: string;
};

/** Counts one use of the allowance; past it, 429 RATE_LIMITED with the seconds until its window ends. */
export async function consumeAllowance(
  store: CounterStore,
  clock: Clock,
  allowance: Allowance,
): Promise<void> {
  const count = await store.increment(allowance.key, allowance.windowMs);
  if (count.count <= allowance.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((count.resetAtMs - clock.now().getTime()) / 1000));
  throw new AppError(
    429,
    ErrorReason.rateLimited,
    `${allowance.refusal} Try again in ${retryAfterSeconds} s.`,
    {
      retryAfterSeconds,
    },
  );
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Count>();

  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowMs: number): Promise<Count> {
    const now = this.clock.now().getTime();
    const current = this.live(key, now);
    const next = current
      ? { count: current.count + 1, resetAtMs: current.resetAtMs }
      : { count: 1, resetAtMs: now + windowMs };
    this.counters.set(key, next);
    if (this.counters.size > 50_000) this.prune(now);
    return next;
  }

  async peek(key: string): Promise<Count | undefined> {
    return this.live(key, this.clock.now().getTime());
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, now: number): Count | undefined {
    const count = this.counters.get(key);
    return count && count.resetAtMs > now ? count : undefined;
  }

  private prune(now: number): void {
    for (const [key, count] of this.counters) if (count.resetAtMs <= now) this.counters.delete(key);
  }
}

/** INCR and set the expiry on first use, atomically; answers the count and the milliseconds left. */
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ca:limits:',
  ) {}

  async increment(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(incrementScript, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetAtMs: Date.now() + ttl };
  }

  async peek(key: string): Promise<Count | undefined> {
    const [value, ttl] = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((results) => (results ?? []).map(([, result]) => result) as [string | null, number]);
    if (value === null || ttl <= 0) return undefined;
    return { count: Number(value), resetAtMs: Date.now() + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * A shared store that is down must not take sign-in down with it: its errors are logged and the
 * attempt is let through (the per-IP limits and argon2's cost still stand).
 */
export function failOpen(store: CounterStore, warn: (error: unknown) => void): CounterStore {
  return {
    increment: (key, windowMs) =>
      store.increment(key, windowMs).catch((error: unknown) => {
        warn(error);
        return { count: 0, resetAtMs: Date.now() + windowMs };
      }),
    peek: (key) =>
      store.peek(key).catch((error: unknown) => {
        warn(error);
        return undefined;
      }),
    reset: (key) =>
      store.reset(key).catch((error: unknown) => {
        warn(error);
      }),
  };
}
