import type { Clock } from '../../lib/clock';
import { consumeAllowance, hashedKeyPart, type CounterStore } from '../../lib/counter-store';

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
  consume(address: string): Promise<void> {
    return consumeAllowance(this.deps.store, this.deps.clock, {
      key: `checkout-address:${hashedKeyPart(address)}`,
      windowMs: HOUR_MS,
      limit: this.deps.perAddressPerHour,
      refusal: 'Too many checkouts from your network.',
    });
  }
}
