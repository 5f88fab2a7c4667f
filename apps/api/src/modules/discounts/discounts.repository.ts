import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  discountCodePlans,
  discountCodes,
  discountRedemptions,
  type DiscountCodeRow,
} from '../../db/schema/discounts';

export type NewDiscountCode = typeof discountCodes.$inferInsert & { planIds?: readonly string[] };
/** A stored code with the plans it is good for (none: every plan). */
export type DiscountCode = DiscountCodeRow & { planIds: string[] };
export type NewRedemption = Omit<typeof discountRedemptions.$inferInsert, 'id' | 'createdAt'>;
export type RedemptionOutcome = 'recorded' | 'already_recorded' | 'used_up';

/** Discount codes, found whatever the case they are typed in. */
export class DiscountsRepository {
  constructor(private readonly db: Database) {}

  async findByCode(code: string): Promise<DiscountCode | undefined> {
    const [row] = await this.db
      .select()
      .from(discountCodes)
      .where(sql`lower(${discountCodes.code}) = lower(${code})`);
    return row && (await this.withPlans([row]))[0];
  }

  async findById(id: string): Promise<DiscountCode | undefined> {
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    return row && (await this.withPlans([row]))[0];
  }

  /** Every code, newest first. */
  async list(): Promise<DiscountCode[]> {
    const rows = await this.db
      .select()
      .from(discountCodes)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
    return this.withPlans(rows);
  }

  /**
   * Adds a code with its plans; undefined when one exists in any case (the unique index on its
   * lower-case form decides, also between two admins racing), which is left as it is.
   */
  async insertIfAbsent({ planIds = [], ...code }: NewDiscountCode): Promise<DiscountCode | undefined> {
    const [row] = await this.db.insert(discountCodes).values(code).onConflictDoNothing().returning();
    if (!row) return undefined;
    const unique = [...new Set(planIds)];
    if (unique.length > 0) {
      await this.db
        .insert(discountCodePlans)
        .values(unique.map((planId) => ({ discountCodeId: row.id, planId })));
    }
    return { ...row, planIds: unique };
  }

  /** Stops a code; one already deactivated keeps its time. Undefined when there is no such code. */
  async deactivate(id: string, now: Date): Promise<DiscountCode | undefined> {
    const [row] = await this.db
      .update(discountCodes)
      .set({
        deactivatedAt: sql`coalesce(${discountCodes.deactivatedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(discountCodes.id, id))
      .returning();
    return row && (await this.withPlans([row]))[0];
  }

  private async withPlans(rows: DiscountCodeRow[]): Promise<DiscountCode[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(discountCodePlans)
      .where(
        inArray(
          discountCodePlans.discountCodeId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      planIds: links.filter((link) => link.discountCodeId === row.id).map((link) => link.planId),
    }));
  }

  /**
   * Takes a use of the code for a checkout: one row per payment reference, counted by one
   * conditional update, never read then written, so concurrent checkouts cannot take more uses
   * than `max_redemptions`; the checkout whose update finds none left has its row taken back.
   * `status` is `reserved` for a checkout that opens, `redeemed` for one taken as it is paid.
   */
  async take(use: NewRedemption): Promise<RedemptionOutcome> {
    const [inserted] = await this.db
      .insert(discountRedemptions)
      .values(use)
      .onConflictDoNothing()
      .returning({ id: discountRedemptions.id });
    if (!inserted) return 'already_recorded';
    const [raised] = await this.db
      .update(discountCodes)
      .set({ redemptionCount: sql`${discountCodes.redemptionCount} + 1` })
      .where(
        and(
          eq(discountCodes.id, use.discountCodeId),
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

  /** The checkout's reservation turned into a paid use, with the member it was for; false when it holds none. */
  async redeemReserved(paymentReference: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .update(discountRedemptions)
      .set({ status: 'redeemed', userId })
      .where(
        and(
          eq(discountRedemptions.paymentReference, paymentReference),
          eq(discountRedemptions.status, 'reserved'),
        ),
      )
      .returning({ id: discountRedemptions.id });
    return rows.length > 0;
  }

  /** Whether the checkout holds a reserved use. */
  async holdsReservation(paymentReference: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: discountRedemptions.id })
      .from(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.paymentReference, paymentReference),
          eq(discountRedemptions.status, 'reserved'),
        ),
      );
    return row !== undefined;
  }

  /** Gives back a checkout's reserved use, once; a paid use is never given back here. */
  async release(paymentReference: string): Promise<boolean> {
    const [released] = await this.db
      .delete(discountRedemptions)
      .where(
        and(
          eq(discountRedemptions.paymentReference, paymentReference),
          eq(discountRedemptions.status, 'reserved'),
        ),
      )
      .returning({ discountCodeId: discountRedemptions.discountCodeId });
    if (!released) return false;
    await this.db
      .update(discountCodes)
      .set({ redemptionCount: sql`${discountCodes.redemptionCount} - 1` })
      .where(eq(discountCodes.id, released.discountCodeId));
    return true;
  }

  /** References of reservations made before `createdBefore`: checkouts that can no longer be paid. */
  async staleReservations(createdBefore: Date): Promise<string[]> {
    const rows = await this.db
      .select({ paymentReference: discountRedemptions.paymentReference })
      .from(discountRedemptions)
      .where(
        and(eq(discountRedemptions.status, 'reserved'), lt(discountRedemptions.createdAt, createdBefore)),
      );
    return rows.map((row) => row.paymentReference);
  }
}
