import type { Overview } from '@creators-archive/contract/admin/get-overview';
import { knownCurrencies, minorUnitDigitsOf } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale } from '@creators-archive/i18n';
import { translatorFor, type Translate } from '../../i18n/translate';
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
  const order = knownCurrencies();
  return totals.toSorted((a, b) => order.indexOf(a.currency) - order.indexOf(b.currency));
}

/** Whose conventions each language's amounts follow: 1,200.50 in English, 1 200,50 in French. */
const numberLocales: Record<Locale, string> = { en: 'en', fr: 'fr-FR' };

/** An amount with its currency's code, as `locale` writes it: NGN 5,000.00, 5 000,00 NGN. */
function money(total: { currency: string; amount: number }, locale: Locale, t: Translate): string {
  const digits = minorUnitDigitsOf(total.currency);
  const amount = (total.amount / 10 ** digits).toLocaleString(numberLocales[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return t('admin.overview.activity.summary.amount', { currency: total.currency, amount });
}

/**
 * One short line saying what happened, in `locale`, for an admin who can open the member's page
 * for more. Names, studios, dates and the audit log's action codes are shown as stored.
 */
function summarize(row: ActivityRow, locale: Locale): string {
  const t = translatorFor(locale);
  const detail = row.detail ?? {};
  const status = String(detail.status ?? '');
  const who = row.who;
  switch (row.kind) {
    case 'signup':
      return t('admin.overview.activity.summary.joined', { who });
    case 'payment': {
      const amount = money({ currency: String(detail.currency), amount: Number(detail.amount) }, locale, t);
      const values = { who, amount, purpose: String(detail.purpose) };
      if (status === 'failed') return t('admin.overview.activity.summary.paymentFailed', values);
      if (status === 'refunded') return t('admin.overview.activity.summary.refunded', values);
      return t('admin.overview.activity.summary.paid', values);
    }
    case 'verification':
      return t('admin.overview.activity.summary.applied', { who, status });
    case 'booking':
      return t('admin.overview.activity.summary.booked', {
        who,
        studio: String(detail.studio),
        date: String(detail.date),
        time: String(detail.time),
        status,
      });
    case 'admin':
      return t('admin.overview.activity.summary.adminAction', { who, action: String(detail.action) });
  }
}

function clip(text: string): string {
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** The admin dashboard's figures, read together; months and days are UTC. */
export class OverviewService {
  private closedDays: { firstDay: string; readAt: number; days: Promise<DayRow[]> } | undefined;

  constructor(private readonly deps: { overview: OverviewRepository; clock: Clock }) {}

  /** The figures, with the recent activity's summaries in `locale`. */
  async get(locale: Locale): Promise<Overview> {
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
        summary: clip(summarize(row, locale)),
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
