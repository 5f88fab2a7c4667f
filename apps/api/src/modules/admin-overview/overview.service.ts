import type { Overview } from '@creators-archive/contract/admin/get-overview';
import { currencies, minorUnitDigits } from '@creators-archive/contract/subscriptions/currencies';
import type { Clock } from '../../lib/clock';
import type { ActivityRow, DayRow, MoneyTotal, OverviewRepository } from './overview.repository';

const dayMs = 24 * 60 * 60 * 1000;
/** The daily series: today and the 89 days before it. */
const SERIES_DAYS = 90;
const RECENT_ACTIVITY = 15;
/**
 * Days before today change only when a payment of theirs is refunded: the series' closed days are
 * summed at most once a minute (each sum reads every payment of 90 days), today's on every call.
 */
const CLOSED_DAYS_MS = 60_000;
/** A summary fits one line of the dashboard. */
const SUMMARY_MAX = 120;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

function byCurrencyOrder(totals: MoneyTotal[]): MoneyTotal[] {
  return totals.toSorted((a, b) => currencies.indexOf(a.currency) - currencies.indexOf(b.currency));
}

function money(total: MoneyTotal | { currency: string; amount: number }): string {
  const digits = minorUnitDigits[total.currency as MoneyTotal['currency']] ?? 2;
  const major = (total.amount / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${total.currency} ${major}`;
}

/** One short line saying what happened, for an admin who can open the member's page for more. */
function summarize(row: ActivityRow): string {
  const detail = row.detail ?? {};
  const status = String(detail.status ?? '');
  switch (row.kind) {
    case 'signup':
      return `${row.who} joined`;
    case 'payment': {
      const amount = money({ currency: String(detail.currency), amount: Number(detail.amount) });
      const purpose = detail.purpose === 'renewal' ? ' (renewal)' : '';
      if (status === 'failed') return `Payment of ${amount}${purpose} by ${row.who} failed`;
      if (status === 'refunded') return `${amount}${purpose} refunded to ${row.who}`;
      return `${row.who} paid ${amount}${purpose}`;
    }
    case 'verification':
      return `${row.who} applied to the vetted program${status === 'pending' ? '' : ` (${status})`}`;
    case 'booking':
      return `${row.who} asked for ${String(detail.studio)} on ${String(detail.date)} at ${String(detail.time)}${status === 'requested' ? '' : ` (${status})`}`;
    case 'admin':
      return `${row.who}: ${String(detail.action)}`;
  }
}

function clip(text: string): string {
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** The admin dashboard's figures, read together; months and days are UTC. */
export class OverviewService {
  private closedDays: { firstDay: string; readAt: number; days: Promise<DayRow[]> } | undefined;

  constructor(private readonly deps: { overview: OverviewRepository; clock: Clock }) {}

  async get(): Promise<Overview> {
    const now = this.deps.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const { overview } = this.deps;
    // Independent statements: on PostgreSQL each takes a pool connection and they run at once.
    const [counts, activeSubscriptions, revenue, daily, activity] = await Promise.all([
      overview.counts({
        days7: new Date(now.getTime() - 7 * dayMs),
        days30: new Date(now.getTime() - 30 * dayMs),
      }),
      overview.activeSubscriptionsByPlan(),
      overview.revenueBetweenDays(isoDay(monthStart), isoDay(nextMonthStart)),
      this.series(now),
      overview.recentActivity(RECENT_ACTIVITY),
    ]);
    return {
      members: {
        total: counts.members,
        newLast7Days: counts.newLast7Days,
        newLast30Days: counts.newLast30Days,
      },
      activeSubscriptions,
      revenueThisMonth: byCurrencyOrder(revenue),
      pendingVerifications: counts.pendingVerifications,
      failedPayments: counts.failedPayments,
      openBookings: counts.openBookings,
      daily: daily.map((entry) => ({ ...entry, revenue: byCurrencyOrder(entry.revenue) })),
      recentActivity: activity.map((row) => ({
        kind: row.kind,
        at: row.at.toISOString(),
        summary: clip(summarize(row)),
        memberId: row.memberId,
      })),
    };
  }

  /** SERIES_DAYS days to today, oldest first: the closed days as last summed, today as it stands. */
  private async series(now: Date): Promise<DayRow[]> {
    const firstDay = isoDay(new Date(now.getTime() - (SERIES_DAYS - 1) * dayMs));
    let closed = this.closedDays;
    if (!closed || closed.firstDay !== firstDay || now.getTime() - closed.readAt >= CLOSED_DAYS_MS) {
      const days = this.deps.overview.daily(firstDay, isoDay(new Date(now.getTime() - dayMs)));
      // A failed sum is not kept: the next call asks again.
      days.catch(() => {
        if (this.closedDays?.days === days) this.closedDays = undefined;
      });
      closed = { firstDay, readAt: now.getTime(), days };
      this.closedDays = closed;
    }
    const today = isoDay(now);
    const [past, current] = await Promise.all([closed.days, this.deps.overview.daily(today, today)]);
    return [...past, ...current];
  }
}
