import { sql } from 'drizzle-orm';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { selectRows, type Database } from '../../db/client';

export type OverviewCounts = {
  /** Members who joined since the start of today (UTC); the rest are counted once a minute. */
  joinedToday: number;
  newLast7Days: number;
  newLast30Days: number;
  pendingVerifications: number;
  failedPayments: number;
  openBookings: number;
};

export type MoneyTotal = { currency: Currency; amount: number };

export type DayRow = { date: string; signups: number; revenue: MoneyTotal[] };

/** One line of recent activity as stored; the service words it. */
export type ActivityRow = {
  kind: 'signup' | 'payment' | 'verification' | 'booking' | 'admin';
  at: Date;
  memberId: string | null;
  /** The member's name, or the admin's e-mail for an admin action. */
  who: string;
  email: string | null;
  detail: Record<string, string | number> | null;
};

/**
 * The revenue rule, written the way payments_revenue_idx is defined so the sums read the index
 * alone: successful payments, card checks aside. A refunded payment is no longer successful.
 */
const revenuePayment = sql`status = 'success' and purpose <> 'card_check'`;
/** The UTC day a payment was paid, as payments_revenue_day_idx has it. */
const paidDay = sql`(paid_at at time zone 'UTC')::date`;

/**
 * The admin overview's figures, each one SQL aggregate over indexed columns. Times are passed in
 * (the app's clock) and days are UTC.
 */
export class OverviewRepository {
  constructor(private readonly db: Database) {}

  /** The figures that change all day, each a range of an index. */
  async counts(since: { today: Date; days7: Date; days30: Date }): Promise<OverviewCounts> {
    const [row] = await selectRows<OverviewCounts>(
      this.db,
      sql`select
        (select count(*)::int from users where role = 'member' and created_at >= ${since.today}) as "joinedToday",
        (select count(*)::int from users where role = 'member' and created_at > ${since.days7}) as "newLast7Days",
        (select count(*)::int from users where role = 'member' and created_at > ${since.days30}) as "newLast30Days",
        (select count(*)::int from verification_requests where status = 'pending') as "pendingVerifications",
        (select count(*)::int from payments where status = 'failed' and created_at > ${since.days30}) as "failedPayments",
        (select count(*)::int from studio_bookings where status = 'requested') as "openBookings"`,
    );
    if (!row) throw new Error('The overview counts returned no row');
    return row;
  }

  /** Members who joined before `day` (the start of a UTC day): every member but today's. */
  async membersJoinedBefore(day: Date): Promise<number> {
    const [row] = await selectRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from users where role = 'member' and created_at < ${day}`,
    );
    return row?.count ?? 0;
  }

  /**
   * Plans on sale, and archived plans members are still active on, in their shown order; each
   * plan's count read from subscriptions_active_plan_idx alone.
   */
  async activeSubscriptionsByPlan(): Promise<{ planId: string; planName: string; count: number }[]> {
    return selectRows(
      this.db,
      sql`select "planId", "planName", "count" from (
          select plans.id as "planId", plans.name as "planName", plans.archived_at, plans.position, plans.code,
            (select count(*)::int from subscriptions
              where subscriptions.plan_id = plans.id and subscriptions.status = 'active') as "count"
          from plans
        ) as counted
        where archived_at is null or "count" > 0
        order by position, code`,
    );
  }

  /** Every UTC day from `firstDay` to `lastDay` (YYYY-MM-DD), oldest first, days without activity included. */
  async daily(firstDay: string, lastDay: string): Promise<DayRow[]> {
    const from = sql`${firstDay}::date::timestamp at time zone 'UTC'`;
    return selectRows<DayRow>(
      this.db,
      sql`with days as (
          select day::date from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as day
        ),
        signups as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as count
          from users where role = 'member' and created_at >= ${from}
          group by 1
        ),
        revenue as (
          select day, json_agg(json_build_object('currency', currency, 'amount', amount) order by currency) as totals
          from (
            select ${paidDay} as day, currency, sum(amount) as amount
            from payments where ${revenuePayment} and ${paidDay} >= ${firstDay}::date
            group by 1, 2
          ) as per_currency
          group by day
        )
        select to_char(days.day, 'YYYY-MM-DD') as "date",
          coalesce(signups.count, 0) as "signups",
          coalesce(revenue.totals, '[]'::json) as "revenue"
        from days
        left join signups on signups.day = days.day
        left join revenue on revenue.day = days.day
        order by days.day`,
    );
  }

  /**
   * The latest of each kind, newest first, merged. Each branch takes its newest rows first and only
   * then looks up their members; payments are read one status at a time, as
   * payments_status_created_idx orders them.
   */
  async recentActivity(limit: number): Promise<ActivityRow[]> {
    const latestPayments = (status: string) =>
      sql`(select * from payments where status = ${status} and purpose <> 'card_check'
        order by created_at desc limit ${limit})`;
    const rows = await selectRows<Omit<ActivityRow, 'at'> & { at: Date | string }>(
      this.db,
      sql`select * from (
        (select 'signup' as kind, created_at as at, id as "memberId", full_name as who, email, null::jsonb as detail
          from users where role = 'member' order by created_at desc limit ${limit})
        union all
        (select 'payment', p.created_at, p.user_id, coalesce(u.full_name, p.email), p.email,
            jsonb_build_object('status', p.status, 'amount', p.amount, 'currency', p.currency, 'purpose', p.purpose)
          from (${latestPayments('success')} union all ${latestPayments('failed')}
            union all ${latestPayments('refunded')}) as p
          left join users u on u.id = p.user_id)
        union all
        (select 'verification', v.submitted_at, v.user_id, u.full_name, u.email, jsonb_build_object('status', v.status)
          from (select * from verification_requests order by submitted_at desc limit ${limit}) as v
          join users u on u.id = v.user_id)
        union all
        (select 'booking', b.created_at, b.user_id, u.full_name, u.email,
            jsonb_build_object('status', b.status, 'studio', s.name, 'date', b.local_date, 'time', b.start_time)
          from (select * from studio_bookings order by created_at desc limit ${limit}) as b
          join users u on u.id = b.user_id join studios s on s.id = b.studio_id)
        union all
        (select 'admin', created_at, case when target_type = 'user' then target_id::uuid end, actor_email, null,
            jsonb_build_object('action', action, 'targetType', target_type)
          from audit_log order by created_at desc limit ${limit})
      ) as activity
      order by at desc
      limit ${limit}`,
    );
    // A raw statement's timestamps come back as text from PGlite and as Dates from node-postgres.
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }
}
