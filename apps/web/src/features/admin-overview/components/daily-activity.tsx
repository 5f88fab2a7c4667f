import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/money';
import type { Overview } from '../api/get-overview';
import { BarChart } from './bar-chart';

/** Sign-ups and revenue for each of the last 90 days; revenue in one currency at a time, the admin's pick. */
export function DailyActivity({ overview }: { overview: Overview }) {
  const { daily } = overview;
  const currencies = currenciesOf(overview);
  const [picked, setPicked] = useState<Currency | undefined>(undefined);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const currencyId = useId();
  const t = useT();
  const locale = useLocale();
  const formatCount = (value: number) => new Intl.NumberFormat(locale).format(value);

  return (
    <section
      aria-labelledby="daily-heading"
      className="space-y-6 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="daily-heading" className="text-lg font-semibold text-stone-900">
        {t('admin.overview.daily.heading')}
      </h2>
      <div className="space-y-2">
        <h3 className="text-sm font-medium text-stone-800">{t('admin.overview.daily.signups')}</h3>
        <BarChart
          title={t('admin.overview.daily.signupsPerDay')}
          valueLabel={t('admin.overview.daily.signups')}
          points={daily.map((day) => ({ date: day.date, value: day.signups }))}
          formatValue={formatCount}
        />
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-sm font-medium text-stone-800">{t('admin.overview.daily.revenue')}</h3>
          {currencies.length > 0 && (
            <label htmlFor={currencyId} className="flex items-center gap-2 text-sm text-stone-700">
              {t('admin.overview.daily.currency')}
              <select
                id={currencyId}
                value={currency}
                onChange={(event) => setPicked(event.target.value as Currency)}
                className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm"
              >
                {currencies.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
          )}
        </div>
        {currency ? (
          <BarChart
            title={t('admin.overview.daily.revenuePerDay', { currency })}
            valueLabel={t('admin.overview.daily.revenue')}
            points={daily.map((day) => ({
              date: day.date,
              value: day.revenue.find((total) => total.currency === currency)?.amount ?? 0,
            }))}
            formatValue={(amount) => formatMoney(amount, currency, locale)}
          />
        ) : (
          <p className="text-sm text-stone-600">{t('admin.overview.daily.noRevenue')}</p>
        )}
      </div>
    </section>
  );
}

/** Every currency money came in, this month or on any of the 90 days, in the order first seen. */
function currenciesOf(overview: Overview): Currency[] {
  const seen = new Set<Currency>(overview.revenueThisMonth.map((total) => total.currency));
  for (const day of overview.daily) for (const total of day.revenue) seen.add(total.currency);
  return [...seen];
}
