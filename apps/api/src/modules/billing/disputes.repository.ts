import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { disputes, type DisputeRow } from '../../db/schema/billing';

/** A dispute as a provider's report of it says it now stands. */
export type DisputeReport = {
  providerDisputeId: string;
  paymentReference: string;
  userId: string | null;
  status: string;
  category: string | null;
  resolution: string | null;
  amount: number;
  currency: string;
  dueAt: Date | null;
  openedAt: Date;
  resolvedAt: Date | null;
};

/** Payers' disputes of payments, one row per dispute at the provider. */
export class DisputesRepository {
  constructor(private readonly db: Database) {}

  /** The dispute, locked until the transaction ends: two reports of it are taken one after the other. */
  async lock(providerDisputeId: string): Promise<DisputeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(disputes)
      .where(eq(disputes.providerDisputeId, providerDisputeId))
      .for('update');
    return row;
  }

  /** Records the dispute as reported, first or again; a report never reopens one resolved already. */
  async save(report: DisputeReport, now: Date): Promise<DisputeRow> {
    const { status, category, resolution, amount, currency, dueAt, resolvedAt } = report;
    const changes = { status, category, resolution, amount, currency, dueAt, resolvedAt };
    const [row] = await this.db
      .insert(disputes)
      .values({ ...report, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: disputes.providerDisputeId,
        set: { ...changes, updatedAt: now },
        setWhere: isNull(disputes.resolvedAt),
      })
      .returning();
    return row ?? ((await this.lock(report.providerDisputeId)) as DisputeRow);
  }

  async setRenewalPaused(id: string, renewalPaused: boolean, now: Date): Promise<void> {
    await this.db.update(disputes).set({ renewalPaused, updatedAt: now }).where(eq(disputes.id, id));
  }

  /** Whether another dispute of the member's is open and has their renewals paused. */
  async otherPausing(userId: string, exceptId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: disputes.id })
      .from(disputes)
      .where(
        and(
          eq(disputes.userId, userId),
          ne(disputes.id, exceptId),
          isNull(disputes.resolvedAt),
          eq(disputes.renewalPaused, true),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Open disputes, soonest due first, for the console. */
  async findOpen(limit: number): Promise<DisputeRow[]> {
    return this.db
      .select()
      .from(disputes)
      .where(isNull(disputes.resolvedAt))
      .orderBy(asc(disputes.dueAt), asc(disputes.openedAt))
      .limit(limit);
  }

  /** The member's disputes, newest first. */
  async findByUser(userId: string): Promise<DisputeRow[]> {
    return this.db
      .select()
      .from(disputes)
      .where(eq(disputes.userId, userId))
      .orderBy(desc(disputes.openedAt));
  }
}
