import { ErrorReason } from '@creators-archive/contract';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { hashedKeyPart, type CounterStore } from '../../lib/counter-store';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Checkouts started per hour from one client address. Each checkout opens a payment at the
 * provider that reconciliation asks about afterwards, so a client opening them in bulk is held
 * back as registration is (the key is hashed: no store holds an address). The count is kept
 * across processes when the counters live in Redis.
 */
export class CheckoutLimit {
  constructor(private readonly deps: { store: CounterStore; clock: Clock; perAddressPerHour: number }) {}

  /** Counts one checkout from `address`; 429 with Retry-After past the hour's allowance. */
  async consume(address: string): Promise<void> {
    const count = await this.deps.store.increment(`checkout-address:${hashedKeyPart(address)}`, HOUR_MS);
    if (count.count <= this.deps.perAddressPerHour) return;
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((count.resetAtMs - this.deps.clock.now().getTime()) / 1000),
    );
    throw new AppError(
      429,
      ErrorReason.rateLimited,
      `Too many checkouts from your network. Try again in ${retryAfterSeconds} s.`,
      { retryAfterSeconds },
    );
  }
}
