import type { Analytics } from '@creators-archive/contract/analytics/get-analytics';
import { useMemo } from 'react';
import { axisTop, ChartFrame, DayReadout, DayTable, useDayCursor } from '../../../components/ui/day-chart';
import { Cell } from '../../../components/ui/simple-table';
import { useLocale, useT } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';

const DAY_WIDTH = 4;
const HEIGHT = 100;

/**
 * Views as bars and likes as a line, drawn as plain SVG (no chart library in the bundle) over a
 * value axis and a date axis written out. Pointing at a day, or focusing the chart and moving with
 * the arrow keys, reads that day's views and likes out; every day is also a row of a table.
 */
export function ActivityChart({ daily }: { daily: Analytics['daily'] }) {
  const t = useT();
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const formatCount = (value: number) => count.format(value);
  const top = axisTop(Math.max(0, ...daily.map((day) => Math.max(day.views, day.likes))));
  // Formatting a date is slow enough that 90 of them on every move of the pointer would show.
  const dates = useMemo(() => daily.map((day) => formatDate(day.date, locale)), [daily, locale]);
  const { active, chartProps, dayProps } = useDayCursor(daily.length);
  const y = (value: number) => HEIGHT - (value / top) * HEIGHT;
  const likeLine = daily
    .map((day, index) => `${index === 0 ? 'M' : 'L'}${index * DAY_WIDTH + DAY_WIDTH / 2} ${y(day.likes)}`)
    .join(' ');
  const totalViews = daily.reduce((sum, day) => sum + day.views, 0);
  const totalLikes = daily.reduce((sum, day) => sum + day.likes, 0);
  const readout = (index: number) =>
    t('portfolio.chart.day', { date: dates[index], views: daily[index]!.views, likes: daily[index]!.likes });

  return (
    <div className="mt-3 space-y-2">
      <figure className="space-y-2">
        <ChartFrame top={top} formatValue={formatCount} dates={dates}>
          <svg
            viewBox={`0 0 ${Math.max(1, daily.length) * DAY_WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('portfolio.chart.summary', {
              views: totalViews,
              likes: totalLikes,
              first: dates[0] ?? '',
              last: dates.at(-1) ?? '',
            })}
            className="h-full w-full"
            {...chartProps}
          >
            {[0, HEIGHT / 2, HEIGHT].map((lineY) => (
              <line
                key={lineY}
                x1={0}
                x2={daily.length * DAY_WIDTH}
                y1={lineY}
                y2={lineY}
                vectorEffect="non-scaling-stroke"
                className="stroke-stone-200"
              />
            ))}
            {daily.map((day, index) => {
              const x = index * DAY_WIDTH;
              return (
                <g key={day.date} {...dayProps(index)}>
                  {/* The whole column answers the pointer, so a day with nothing in it can be read too. */}
                  <path
                    d={`M${x} 0h${DAY_WIDTH}V${HEIGHT}h${-DAY_WIDTH}z`}
                    className={index === active ? 'fill-stone-200' : 'fill-transparent'}
                  />
                  <rect
                    x={x + DAY_WIDTH * 0.15}
                    y={y(day.views)}
                    width={DAY_WIDTH * 0.7}
                    height={HEIGHT - y(day.views)}
                    className={index === active ? 'fill-brand-700' : 'fill-brand-500'}
                  />
                </g>
              );
            })}
            <path
              d={likeLine}
              fill="none"
              stroke="#1c1917"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
              pointerEvents="none"
            />
          </svg>
        </ChartFrame>
        <DayReadout
          day={active === undefined ? undefined : readout(active)}
          hint={t('portfolio.chart.hint')}
        />
        <figcaption className="flex gap-4 text-xs text-stone-600">
          <span>
            <span aria-hidden="true" className="mr-1 inline-block size-2 bg-brand-500" />
            {t('portfolio.chart.viewsLegend', { total: totalViews })}
          </span>
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-stone-900 align-middle" />
            {t('portfolio.chart.likesLegend', { total: totalLikes })}
          </span>
        </figcaption>
      </figure>
      {daily.length > 0 && (
        <DayTable
          label={t('portfolio.chart.showTable')}
          columns={[t('portfolio.chart.date'), t('portfolio.insights.views'), t('portfolio.insights.likes')]}
        >
          {daily.map((day, index) => (
            <tr key={day.date}>
              <th scope="row" className="py-3 pr-4 font-normal text-stone-900">
                {dates[index]}
              </th>
              <Cell label={t('portfolio.insights.views')} className="text-stone-700 tabular-nums">
                {formatCount(day.views)}
              </Cell>
              <Cell label={t('portfolio.insights.likes')} className="text-stone-700 tabular-nums">
                {formatCount(day.likes)}
              </Cell>
            </tr>
          ))}
        </DayTable>
      )}
    </div>
  );
}
