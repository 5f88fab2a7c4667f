import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes, discountRedemptions, type DiscountCodeRow } from '../../db/schema';

export type NewDiscountCode = typeof discountCodes.$inferInsert;
export type NewRedemption = Omit<typeof discountRedemptions.$inferInsert, 'id' | 'createdAt'>;
export type RedemptionOutcome = 'recorded' | 'already_recorded' | 'used_up';

/** Discount codes, found whatever the case they are typed in. */
export class DiscountsRepository {
  constructor(private readonly db: Database) {}

  async findByCode(code: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discountCodes)
      .where(sql`lower(${discountCodes.code}) = lower(${code})`);
    return row;
  }

  /** Answers whether the code was added; one that exists in any case is left as it is. */
  async insertIfAbsent(code: NewDiscountCode): Promise<boolean> {
    const rows = await this.db
      .insert(discountCodes)
      .values(code)
      .onConflictDoNothing()
      .returning({ id: discountCodes.id });
    return rows.length > 0;
  }

  /**
   * Records that a paid checkout used a code: once per payment reference, and only while the code
   * has uses left. The count is raised by one conditional update, never read then written, so
   * concurrent payments cannot take more uses than `max_redemptions`; the payment whose update
   * finds none left has its row taken back. Run it in the transaction that settles the payment.
   */
  async redeem(redemption: NewRedemption): Promise<RedemptionOutcome> {
    const [inserted] = await this.db
      .insert(discountRedemptions)
      .values(redemption)
      .onConflictDoNothing()
      .returning({ id: discountRedemptions.id });
    if (!inserted) return 'already_recorded';
    const [raised] = await this.db
      .update(discountCodes)
      .set({ redemptionCount: sql`${discountCodes.redemptionCount} + 1` })
      .where(
        and(
          eq(discountCodes.id, redemption.discountCodeId),
          or(
            isNull(discountCodes.maxRedemptions),
            lt(discountCodes.redemptionCount, discountCodes.maxRedemptions),
          ),
        ),
      )
      .returning({ id: discountCodes.id });
    if (raised) return 'recorded';
    await this.db.delete(discountRedemptions).where(eq(discountRedemptions.id, inserted.id));
    return 'used_up';
  }
}
