import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  discountCampaignRecipients,
  discountCampaigns,
  type DiscountCampaignRecipientRow,
  type DiscountCampaignRow,
} from '../../db/schema/discounts';

export type NewCampaign = Omit<typeof discountCampaigns.$inferInsert, 'id'>;

/** Discount e-mail campaigns and where each recipient's message stands. */
export class CampaignsRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<DiscountCampaignRow | undefined> {
    const [row] = await this.db.select().from(discountCampaigns).where(eq(discountCampaigns.id, id));
    return row;
  }

  /** The campaign with this hash, made if there is none yet (the unique hash settles a race). */
  async findOrInsert(campaign: NewCampaign): Promise<DiscountCampaignRow> {
    await this.db.insert(discountCampaigns).values(campaign).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(discountCampaigns)
      .where(eq(discountCampaigns.hash, campaign.hash));
    if (!row) throw new Error('The campaign was not stored');
    return row;
  }

  async findByHash(hash: string): Promise<DiscountCampaignRow | undefined> {
    const [row] = await this.db.select().from(discountCampaigns).where(eq(discountCampaigns.hash, hash));
    return row;
  }

  /** Lower-cased addresses the campaign already has, among `emails`. */
  async existingRecipients(campaignId: string, emails: readonly string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ email: discountCampaignRecipients.email })
      .from(discountCampaignRecipients)
      .where(eq(discountCampaignRecipients.campaignId, campaignId));
    const wanted = new Set(emails);
    return new Set(rows.map((row) => row.email).filter((email) => wanted.has(email)));
  }

  /**
   * Adds recipients; an address the campaign already has is left alone (also when another send
   * added it a moment ago). Answers the rows added, which are the ones to e-mail.
   */
  async addRecipients(
    campaignId: string,
    emails: readonly string[],
    now: Date,
  ): Promise<DiscountCampaignRecipientRow[]> {
    if (emails.length === 0) return [];
    const added: DiscountCampaignRecipientRow[] = [];
    for (let start = 0; start < emails.length; start += 1000) {
      const rows = await this.db
        .insert(discountCampaignRecipients)
        .values(emails.slice(start, start + 1000).map((email) => ({ campaignId, email, createdAt: now })))
        .onConflictDoNothing()
        .returning();
      added.push(...rows);
    }
    return added;
  }

  async findRecipient(id: string): Promise<DiscountCampaignRecipientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(discountCampaignRecipients)
      .where(eq(discountCampaignRecipients.id, id));
    return row;
  }

  async recipientsOf(campaignId: string): Promise<DiscountCampaignRecipientRow[]> {
    return this.db
      .select()
      .from(discountCampaignRecipients)
      .where(eq(discountCampaignRecipients.campaignId, campaignId))
      .orderBy(asc(discountCampaignRecipients.createdAt), asc(discountCampaignRecipients.email));
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(discountCampaignRecipients)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(eq(discountCampaignRecipients.id, id));
  }

  /** A message that will not go out; one already sent stays sent. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(discountCampaignRecipients)
      .set({ status: 'failed', lastError: error.slice(0, 1000) })
      .where(and(eq(discountCampaignRecipients.id, id), eq(discountCampaignRecipients.status, 'queued')));
  }
}
