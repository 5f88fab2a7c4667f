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
 * Figures of days before today change only when a payment of theirs is refunded or a member who
 * joined then leaves: the series' closed days and the members who joined before today are counted
 * at most once a minute (each count reads 100,000 rows at that scale), today's on every call.
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
/** What the overview knows of the days before today, as last counted. */
type ClosedDays = {
  firstDay: string;
  readAt: number;
  days: Promise<DayRow[]>;
  membersBefore: Promise<number>;
};

/** Each currency's total over the days given, in the order the currencies first appear. */
function revenueOf(days: DayRow[]): MoneyTotal[] {
  const totals = new Map<MoneyTotal['currency'], number>();
  for (const day of days) {
    for (const { currency, amount } of day.revenue)
      totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

export class OverviewService {
  private closedDays: ClosedDays | undefined;

  constructor(private readonly deps: { overview: OverviewRepository; clock: Clock }) {}

  /** The figures, with the recent activity's summaries in `locale`. */
  async get(locale: Locale): Promise<Overview> {
    const now = this.deps.clock.now();
    const today = isoDay(now);
    const monthStart = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
    const { overview } = this.deps;
    const closed = this.closedDaysAt(now);
    // Independent statements: on PostgreSQL each takes a pool connection and they run at once.
    const [counts, activeSubscriptions, pastDays, membersBefore, todayRows, activity] = await Promise.all([
      overview.counts({
        today: new Date(`${today}T00:00:00Z`),
        days7: new Date(now.getTime() - 7 * dayMs),
        days30: new Date(now.getTime() - 30 * dayMs),
      }),
      overview.activeSubscriptionsByPlan(),
      closed.days,
      closed.membersBefore,
      overview.daily(today, today),
      overview.recentActivity(RECENT_ACTIVITY),
    ]);
    const daily = [...pastDays, ...todayRows];
    return {
      members: {
        total: membersBefore + counts.joinedToday,
        newLast7Days: counts.newLast7Days,
        newLast30Days: counts.newLast30Days,
      },
      activeSubscriptions,
      // The series holds every day of the month (90 days reach back past its first).
      revenueThisMonth: byCurrencyOrder(revenueOf(daily.filter((entry) => entry.date >= monthStart))),
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

  /**
   * The days before today as last counted, counted again when a minute has passed or a new day
   * began: the series' SERIES_DAYS - 1 closed days, oldest first, and the members who joined before
   * today. A failed count is not kept: the next call asks again.
   */
  private closedDaysAt(now: Date): ClosedDays {
    const firstDay = isoDay(new Date(now.getTime() - (SERIES_DAYS - 1) * dayMs));
    const kept = this.closedDays;
    if (kept && kept.firstDay === firstDay && now.getTime() - kept.readAt < CLOSED_DAYS_MS) return kept;
    const { overview } = this.deps;
    const closed: ClosedDays = {
      firstDay,
      readAt: now.getTime(),
      days: overview.daily(firstDay, isoDay(new Date(now.getTime() - dayMs))),
      membersBefore: overview.membersJoinedBefore(new Date(`${isoDay(now)}T00:00:00Z`)),
    };
    const forget = () => {
      if (this.closedDays === closed) this.closedDays = undefined;
    };
    closed.days.catch(forget);
    closed.membersBefore.catch(forget);
    this.closedDays = closed;
    return closed;
  }
}
