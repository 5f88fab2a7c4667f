import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money';
import type { Overview } from '../api/get-overview';

/** The dashboard's figure cards: members, subscriptions, this month's revenue and what awaits an admin. */
export function OverviewFigures({ overview }: { overview: Overview }) {
  const { members, activeSubscriptions, revenueThisMonth } = overview;

  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="sr-only">
        Figures
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard title="Members" figure={members.total}>
          {members.newLast7Days} new in 7 days, {members.newLast30Days} in 30 days
        </FigureCard>
        <FigureCard
          title="Active subscriptions"
          figure={activeSubscriptions.reduce((sum, plan) => sum + plan.count, 0)}
        >
          <FigureList
            empty="None yet"
            items={activeSubscriptions.map((plan) => ({
              key: plan.planId,
              label: plan.planName,
              value: plan.count,
            }))}
          />
        </FigureCard>
        <FigureCard title="Revenue this month">
          <FigureList
            empty="No payments yet"
            items={revenueThisMonth.map((total) => ({
              key: total.currency,
              label: total.currency,
              value: formatMoney(total.amount, total.currency),
            }))}
          />
        </FigureCard>
        <FigureCard title="Pending verifications" figure={overview.pendingVerifications}>
          <Link to="/admin/verification" className="underline underline-offset-4">
            Review the queue
          </Link>
        </FigureCard>
        <FigureCard title="Failed payments" figure={overview.failedPayments}>
          In the last 30 days
        </FigureCard>
        <FigureCard title="Open bookings" figure={overview.openBookings}>
          <Link to="/admin/bookings" className="underline underline-offset-4">
            Decide bookings
          </Link>
        </FigureCard>
      </ul>
    </section>
  );
}

function FigureCard({ title, figure, children }: { title: string; figure?: number; children: ReactNode }) {
  return (
    <li aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 className="text-sm font-medium text-stone-600">{title}</h3>
      {figure !== undefined && (
        <p className="mt-1 text-3xl font-semibold text-stone-900">{figure.toLocaleString()}</p>
      )}
      <div className="mt-2 text-sm text-stone-700">{children}</div>
    </li>
  );
}

type FigureItem = { key: string; label: string; value: ReactNode };

function FigureList({ items, empty }: { items: FigureItem[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <dl className="grid grid-cols-[1fr_max-content] gap-x-4 gap-y-1">
      {items.map((item) => (
        <div key={item.key} className="contents">
          <dt>{item.label}</dt>
          <dd className="text-right font-medium text-stone-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
