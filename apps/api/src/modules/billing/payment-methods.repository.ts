import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { placeholders, preparedStatement, type Database } from '../../db/client';
import { paymentMethods, subscriptions, type PaymentMethodRow } from '../../db/schema/billing';
import type { PaymentAuthorization, PaymentCustomer } from '../../payments/provider';

/** A member's cards, and their default: shown with their membership, after every payment too. */
const findByUserStatement = preparedStatement((db) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, sql.placeholder('userId')))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id)),
);

const findDefaultStatement = preparedStatement((db) =>
  db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, sql.placeholder('userId')), eq(paymentMethods.isDefault, true))),
);

/** A card saved as a payment settles: see `save`. */
const saveStatement = preparedStatement((db) => {
  const renewed = placeholders(paymentMethods, {
    authorizationCode: 'code',
    expMonth: 'expMonth',
    expYear: 'expYear',
    customerEmail: 'customerEmail',
    customerCode: 'customerCode',
  });
  const defaultCard = db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, sql.placeholder('userId')), eq(paymentMethods.isDefault, true)));
  return db
    .insert(paymentMethods)
    .values({
      ...renewed,
      ...placeholders(paymentMethods, {
        userId: 'userId',
        signature: 'signature',
        brand: 'brand',
        last4: 'last4',
        bank: 'bank',
        createdAt: 'now',
      }),
      isDefault: notExists(defaultCard),
    })
    .onConflictDoUpdate({
      target: [paymentMethods.userId, paymentMethods.signature],
      // A card saved again with new dates may expire another month: it is told again then.
      set: { ...renewed, expiryNoticeSentAt: null },
    });
});

/** Members' saved cards; at most one default each, and a card (by signature) once. */
export class PaymentMethodsRepository {
  constructor(private readonly db: Database) {}

  /** The default first, then the newest. */
  async findByUser(userId: string): Promise<PaymentMethodRow[]> {
    return findByUserStatement(this.db, { userId });
  }

  async findDefault(userId: string): Promise<PaymentMethodRow | undefined> {
    const [row] = await findDefaultStatement(this.db, { userId });
    return row;
  }

  /**
   * Saves a reusable card, or refreshes the authorization of the same card saved before (same
   * signature), with the provider's customer the authorization belongs to; the first card a member
   * saves becomes their default. Run it holding the member's row lock, so two cards saved at once
   * cannot both become the default.
   */
  async save(
    userId: string,
    authorization: PaymentAuthorization,
    now: Date,
    customer: PaymentCustomer | null,
  ): Promise<void> {
    await saveStatement(this.db, {
      userId,
      code: authorization.code,
      signature: authorization.signature,
      brand: authorization.brand,
      last4: authorization.last4,
      expMonth: authorization.expMonth,
      expYear: authorization.expYear,
      bank: authorization.bank,
      customerEmail: customer?.email ?? null,
      customerCode: customer?.code ?? null,
      now,
    });
  }

  /** Makes the member's card with this authorization their default; false when they have none. */
  async makeDefaultByAuthorization(userId: string, authorizationCode: string): Promise<boolean> {
    const [card] = await this.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.authorizationCode, authorizationCode)));
    return card ? this.makeDefault(userId, card.id) : false;
  }

  /**
   * Default cards that expire in `month` (1–12) of `year`, as the provider writes them ("9" or
   * "09", "2026" or "26"), whose member was not yet told, and whose active membership renews.
   */
  async findRenewingExpiringIn(year: number, month: number, limit: number): Promise<PaymentMethodRow[]> {
    const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
    const rows = await this.db
      .select({ card: paymentMethods })
      .from(paymentMethods)
      .innerJoin(subscriptions, eq(subscriptions.userId, paymentMethods.userId))
      .where(
        and(
          eq(paymentMethods.isDefault, true),
          isNull(paymentMethods.expiryNoticeSentAt),
          inArray(paymentMethods.expYear, [String(year), twoDigits(year)]),
          inArray(paymentMethods.expMonth, [String(month), twoDigits(month)]),
          eq(subscriptions.status, 'active'),
          eq(subscriptions.autoRenew, true),
        ),
      )
      .limit(limit);
    return rows.map((row) => row.card);
  }

  /** Records that the card's member was told it expires; false when someone already did. */
  async markExpiryNoticeSent(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(paymentMethods)
      .set({ expiryNoticeSentAt: now })
      .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.expiryNoticeSentAt)))
      .returning({ id: paymentMethods.id });
    return rows.length > 0;
  }

  /** False when the member has no such card. */
  async makeDefault(userId: string, id: string): Promise<boolean> {
    const [target] = await this.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)));
    if (!target) return false;
    await this.db
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)));
    await this.db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
    return true;
  }

  /**
   * Removes the member's card and answers its authorization code, for the provider to forget;
   * undefined when the member has no such card. A removed default passes to the newest card left.
   */
  async delete(userId: string, id: string): Promise<string | undefined> {
    const [removed] = await this.db
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
      .returning({
        isDefault: paymentMethods.isDefault,
        authorizationCode: paymentMethods.authorizationCode,
      });
    if (!removed) return undefined;
    if (removed.isDefault) {
      await this.db.execute(sql`
        update ${paymentMethods} set is_default = true
        where id = (select id from ${paymentMethods} where user_id = ${userId} order by created_at desc, id desc limit 1)`);
    }
    return removed.authorizationCode;
  }

  /** Removes every card of the member's and answers their authorization codes. */
  async deleteByUser(userId: string): Promise<string[]> {
    const removed = await this.db
      .delete(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .returning({ authorizationCode: paymentMethods.authorizationCode });
    return removed.map((row) => row.authorizationCode);
  }
}
