import { desc, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAlerts, type AdminAlertRow } from '../../db/schema/billing';

export type NewAdminAlert = Pick<AdminAlertRow, 'kind' | 'paymentReference' | 'userId' | 'details'>;

/** What admins must look at about money, newest first. */
export class AdminAlertsRepository {
  constructor(private readonly db: Database) {}

  async insert(alert: NewAdminAlert, now: Date): Promise<AdminAlertRow> {
    const [row] = await this.db
      .insert(adminAlerts)
      .values({ ...alert, createdAt: now })
      .returning();
    if (!row) throw new Error('An admin alert was not recorded');
    return row;
  }

  /** Alerts raised since `since`, newest first. */
  async findSince(since: Date, limit: number): Promise<AdminAlertRow[]> {
    return this.db
      .select()
      .from(adminAlerts)
      .where(gte(adminAlerts.createdAt, since))
      .orderBy(desc(adminAlerts.createdAt), desc(adminAlerts.id))
      .limit(limit);
  }
}
