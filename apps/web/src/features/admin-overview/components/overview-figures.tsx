import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/money';
import type { Overview } from '../api/get-overview';

/** The dashboard's figure cards: members, subscriptions, this month's revenue and what awaits an admin. */
export function OverviewFigures({ overview }: { overview: Overview }) {
  const { members, activeSubscriptions, revenueThisMonth } = overview;
  const t = useT();
  const locale = useLocale();

  return (
    <section aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="sr-only">
        {t('admin.overview.figures.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FigureCard title={t('admin.overview.figures.members')} figure={members.total}>
          {t('admin.overview.figures.newMembers', {
            week: members.newLast7Days,
            month: members.newLast30Days,
          })}
        </FigureCard>
        <FigureCard
          title={t('admin.overview.figures.activeSubscriptions')}
          figure={activeSubscriptions.reduce((sum, plan) => sum + plan.count, 0)}
        >
          <FigureList
            empty={t('admin.overview.figures.noSubscriptions')}
            items={activeSubscriptions.map((plan) => ({
              key: plan.planId,
              label: plan.planName,
              value: new Intl.NumberFormat(locale).format(plan.count),
            }))}
          />
        </FigureCard>
        <FigureCard title={t('admin.overview.figures.revenueThisMonth')}>
          <FigureList
            empty={t('admin.overview.figures.noPayments')}
            items={revenueThisMonth.map((total) => ({
              key: total.currency,
              label: total.currency,
              value: formatMoney(total.amount, total.currency, locale),
            }))}
          />
        </FigureCard>
        <FigureCard
          title={t('admin.overview.figures.pendingVerifications')}
          figure={overview.pendingVerifications}
        >
          <Link to="/admin/verification" className="underline underline-offset-4">
            {t('admin.overview.figures.reviewQueue')}
          </Link>
        </FigureCard>
        <FigureCard title={t('admin.overview.figures.failedPayments')} figure={overview.failedPayments}>
          {t('admin.overview.figures.lastThirtyDays')}
        </FigureCard>
        <FigureCard title={t('admin.overview.figures.openBookings')} figure={overview.openBookings}>
          <Link to="/admin/bookings" className="underline underline-offset-4">
            {t('admin.overview.figures.decideBookings')}
          </Link>
        </FigureCard>
      </ul>
    </section>
  );
}

function FigureCard({ title, figure, children }: { title: string; figure?: number; children: ReactNode }) {
  const locale = useLocale();
  return (
    <li aria-label={title} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h3 className="text-sm font-medium text-stone-600">{title}</h3>
      {figure !== undefined && (
        <p className="mt-1 text-3xl font-semibold text-stone-900">
          {new Intl.NumberFormat(locale).format(figure)}
        </p>
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
