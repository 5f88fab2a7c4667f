import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale, useT } from '../../../i18n/use-t';
import { useDisciplineName } from '../../../lib/discipline-names';
import { useAnalytics } from '../api/get-analytics';
import { usePortfolioStats } from '../api/get-portfolio-stats';
import { ActivityChart } from './activity-chart';

/** The dashboard's numbers: totals, by category, and views and likes per day. */
export function PortfolioInsights() {
  const t = useT();
  const disciplineName = useDisciplineName();
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const stats = usePortfolioStats();
  const [days, setDays] = useState<30 | 90>(30);
  const analytics = useAnalytics(days);

  return (
    <div className="space-y-6">
      {stats.isPending ? (
        <Spinner label={t('portfolio.insights.loadingStats')} />
      ) : stats.isError ? (
        <EmptyState title={t('portfolio.fetchFailed')}>{stats.error.message}</EmptyState>
      ) : (
        <dl className="grid grid-cols-3 gap-4" aria-label={t('portfolio.insights.totals')}>
          {(
            [
              [t('portfolio.insights.works'), stats.data.items],
              [t('portfolio.insights.views'), stats.data.views],
              [t('portfolio.insights.likes'), stats.data.likes],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-2xl border border-stone-200 bg-white p-4">
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">
                {count.format(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}

      <section className="rounded-2xl border border-stone-200 bg-white p-4">
        <div className="flex items-center justify-between">
          <h2 className="text-base font-semibold text-stone-900">{t('portfolio.insights.activity')}</h2>
          <div role="group" aria-label={t('portfolio.insights.period')} className="flex gap-1">
            {([30, 90] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={days === option}
                onClick={() => setDays(option)}
                className={`rounded-md px-2 py-1 text-xs font-medium ${
                  days === option ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'
                }`}
              >
                {t('portfolio.insights.days', { days: option })}
              </button>
            ))}
          </div>
        </div>
        {analytics.isPending ? (
          <Spinner label={t('portfolio.insights.loadingAnalytics')} />
        ) : analytics.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {t('portfolio.insights.analyticsFailed')}
          </p>
        ) : (
          <>
            <ActivityChart daily={analytics.data.daily} />
            {analytics.data.topItems.length > 0 && (
              <>
                <h3 className="mt-4 text-sm font-semibold text-stone-900">
                  {t('portfolio.insights.mostViewed')}
                </h3>
                <ol className="mt-2 space-y-1 text-sm text-stone-700">
                  {analytics.data.topItems.map((item) => (
                    <li key={item.id} className="flex justify-between">
                      <span className="truncate">{item.title ?? t('portfolio.untitledWork')}</span>
                      <span className="tabular-nums">
                        {t('portfolio.insights.viewsAndLikes', { views: item.views, likes: item.likes })}
                      </span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </section>

      {stats.data && stats.data.byCategory.length > 0 && (
        <section className="rounded-2xl border border-stone-200 bg-white p-4">
          <h2 className="text-base font-semibold text-stone-900">{t('portfolio.insights.byCategory')}</h2>
          <SimpleTable
            columns={[
              { label: t('portfolio.insights.category') },
              { label: t('portfolio.insights.works') },
              { label: t('portfolio.insights.views') },
              { label: t('portfolio.insights.likes') },
            ]}
          >
            {stats.data.byCategory.map((row) => (
              <tr key={row.category ?? 'none'}>
                <th scope="row" className="py-3 pr-4 font-normal text-stone-900">
                  {row.category ? disciplineName(row.category) : t('portfolio.noCategory')}
                </th>
                <Cell label={t('portfolio.insights.works')} className="text-stone-700 tabular-nums">
                  {count.format(row.items)}
                </Cell>
                <Cell label={t('portfolio.insights.views')} className="text-stone-700 tabular-nums">
                  {count.format(row.views)}
                </Cell>
                <Cell label={t('portfolio.insights.likes')} className="text-stone-700 tabular-nums">
                  {count.format(row.likes)}
                </Cell>
              </tr>
            ))}
          </SimpleTable>
        </section>
      )}
    </div>
  );
}
