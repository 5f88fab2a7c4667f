import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/billing';

export type IdempotencyKeyId = { owner: string; operation: string; key: string };

/** The first answers to payment-starting calls, by the key their client sent. */
export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  /** True when this call holds the key now; false when an earlier call holds it. */
  async claim(id: IdempotencyKeyId, requestHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(idempotencyKeys)
      .values({ ...id, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  async find(id: IdempotencyKeyId) {
    const [row] = await this.db.select().from(idempotencyKeys).where(this.matches(id));
    return row;
  }

  async saveAnswer(id: IdempotencyKeyId, statusCode: number, responseBody: unknown): Promise<void> {
    await this.db.update(idempotencyKeys).set({ statusCode, responseBody }).where(this.matches(id));
  }

  /** Lets the key be used again: the call holding it failed before it started anything. */
  async release(id: IdempotencyKeyId): Promise<void> {
    await this.db.delete(idempotencyKeys).where(this.matches(id));
  }

  async deleteOlderThan(cutoff: Date): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  }

  private matches(id: IdempotencyKeyId) {
    return and(
      eq(idempotencyKeys.owner, id.owner),
      eq(idempotencyKeys.operation, id.operation),
      eq(idempotencyKeys.key, id.key),
    );
  }
}
