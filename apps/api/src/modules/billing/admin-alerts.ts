import type { AdminAlert } from '@creators-archive/contract/admin/find-alerts';
import type { AdminAlertRow } from '../../db/schema';
import type { Scope } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import { pageAddress } from '../../i18n/page-address';
import { queueMail } from '../../mail/mail';
import { MembersRepository } from '../users';
import { adminAlertMails } from './admin-alerts.mail';
import { AdminAlertsRepository, type NewAdminAlert } from './admin-alerts.repository';

/** How far back the console lists alerts, and how many at most. */
const SHOWN_DAYS = 30;
const SHOWN_AT_MOST = 50;

/**
 * The one place that tells admins about money that needs a person: a refund the provider failed,
 * a card check that could not be refunded, a payment reported paid for the wrong amount, a dispute
 * opened or awaiting an answer. Each alert is kept for the console and e-mailed to every admin, in
 * the transaction of the change it is about, so it exists exactly when the change does.
 */
export class AdminAlerts {
  constructor(private readonly deps: { jobs: Jobs; db: Scope['db']; publicUrl: string }) {}

  async raiseOn(scope: Scope, alert: NewAdminAlert, now: Date): Promise<void> {
    const row = await new AdminAlertsRepository(scope.db).insert(alert, now);
    const jobs = this.deps.jobs.queueOn(scope);
    for (const admin of await new MembersRepository(scope.db).findAdminRecipients()) {
      const consoleUrl = pageAddress(this.deps.publicUrl, '/admin', admin.locale);
      await queueMail(
        jobs,
        adminAlertMails(admin.locale).alert(admin.email, admin.fullName, row, consoleUrl),
        now,
      );
    }
  }

  /** The alerts of the last 30 days, newest first, for the console. */
  async recent(now: Date): Promise<AdminAlert[]> {
    const since = new Date(now.getTime() - SHOWN_DAYS * 24 * 60 * 60 * 1000);
    return (await new AdminAlertsRepository(this.deps.db).findSince(since, SHOWN_AT_MOST)).map(toAlert);
  }
}

function toAlert(row: AdminAlertRow): AdminAlert {
  const { amount, currency, dueAt, reason } = row.details;
  return {
    id: row.id,
    kind: row.kind,
    paymentReference: row.paymentReference,
    memberId: row.userId,
    amount: amount ?? null,
    currency: currency ?? null,
    dueAt: dueAt ?? null,
    reason: reason ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
