import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingDetails, type BillingDetailsRow } from '../../db/schema/invoices';

/** What a member asks to be printed on their invoices; each part null when not given. */
export type BillingDetailsFields = Pick<BillingDetailsRow, 'name' | 'address' | 'taxNumber'>;

/** Members' billing details, read when an invoice is issued (by `InvoicesRepository.issue`). */
export class BillingDetailsRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<BillingDetailsFields | undefined> {
    const [row] = await this.db
      .select({
        name: billingDetails.name,
        address: billingDetails.address,
        taxNumber: billingDetails.taxNumber,
      })
      .from(billingDetails)
      .where(eq(billingDetails.userId, userId));
    return row;
  }

  /** Keeps the member's details as given; none at all forgets them. */
  async save(userId: string, details: BillingDetailsFields, now: Date): Promise<void> {
    if (details.name === null && details.address === null && details.taxNumber === null) {
      await this.db.delete(billingDetails).where(eq(billingDetails.userId, userId));
      return;
    }
    await this.db
      .insert(billingDetails)
      .values({ userId, ...details, updatedAt: now })
      .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details, updatedAt: now } });
  }
}
