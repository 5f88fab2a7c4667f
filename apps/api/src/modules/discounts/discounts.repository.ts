import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes, type DiscountCodeRow } from '../../db/schema';

export type NewDiscountCode = typeof discountCodes.$inferInsert;

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
}
