import { useId, useMemo } from 'react';
import { axisTop, ChartFrame, DayReadout, DayTable, useDayCursor } from '../../../components/ui/day-chart';
import { Cell } from '../../../components/ui/simple-table';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';

export type ChartPoint = { date: string; value: number };

type BarChartProps = {
  title: string;
  /** What a value is, heading its column in the table: sign-ups, revenue. */
  valueLabel: string;
  points: ChartPoint[];
  /** How a value reads on the axis, in the summary, the readout and the table: a count, an amount of money. */
  formatValue: (value: number) => string;
};

const BAR_WIDTH = 4;
const HEIGHT = 100;

/**
 * One bar per day, over a value axis and a date axis written out. The chart is an image named by
 * its title, described by a sentence that gives its total and busiest day; the same sentence is
 * printed below it, so nothing is told by the drawing alone. Pointing at a bar, or focusing the
 * chart and moving with the arrow keys, reads that day out; every day is also a row of a table.
 */
export function BarChart({ title, valueLabel, points, formatValue }: BarChartProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const descriptionId = useId();
  const top = axisTop(Math.max(0, ...points.map((point) => point.value)));
  // Formatting a date is slow enough that 90 of them on every move of the pointer would show.
  const dates = useMemo(() => points.map((point) => formatDate(point.date, locale)), [points, locale]);
  const { active, chartProps, dayProps } = useDayCursor(points.length);
  const summary = summarise(points, formatValue, dates, t);
  const readout = (day: number) =>
    t('admin.overview.chart.bar', { date: dates[day], value: formatValue(points[day]!.value) });

  return (
    <div className="space-y-2">
      <figure className="space-y-2">
        <ChartFrame top={top} formatValue={formatValue} dates={dates}>
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descriptionId}`}
            viewBox={`0 0 ${Math.max(points.length, 1) * BAR_WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-full w-full rounded-lg bg-stone-50"
            {...chartProps}
          >
            <title id={titleId}>{title}</title>
            <desc id={descriptionId}>{summary}</desc>
            {[0, HEIGHT / 2, HEIGHT].map((y) => (
              <line
                key={y}
                x1={0}
                x2={points.length * BAR_WIDTH}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
                className="stroke-stone-200"
              />
            ))}
            {points.map((point, index) => {
              const height = (point.value / top) * HEIGHT;
              const x = index * BAR_WIDTH;
              return (
                <g key={point.date} {...dayProps(index)}>
                  {/* The whole column answers the pointer, so a day with nothing in it can be read too. */}
                  <path
                    d={`M${x} 0h${BAR_WIDTH}V${HEIGHT}h${-BAR_WIDTH}z`}
                    className={index === active ? 'fill-stone-200' : 'fill-transparent'}
                  />
                  <rect
                    x={x + 0.5}
                    y={HEIGHT - height}
                    width={BAR_WIDTH - 1}
                    height={height}
                    className={index === active ? 'fill-brand-600' : 'fill-stone-700'}
                  />
                </g>
              );
            })}
          </svg>
        </ChartFrame>
        <DayReadout
          day={active === undefined ? undefined : readout(active)}
          hint={t('admin.overview.chart.hint')}
        />
        <figcaption className="text-sm text-stone-700">{summary}</figcaption>
      </figure>
      {points.length > 0 && (
        <DayTable
          label={t('admin.overview.chart.showTable', { title })}
          columns={[t('admin.overview.chart.day'), valueLabel]}
        >
          {points.map((point, index) => (
            <tr key={point.date}>
              <th scope="row" className="py-3 pr-4 font-normal text-stone-900">
                {dates[index]}
              </th>
              <Cell label={valueLabel} className="text-stone-700 tabular-nums">
                {formatValue(point.value)}
              </Cell>
            </tr>
          ))}
        </DayTable>
      )}
    </div>
  );
}

/** Total and busiest day in words: "12 over 90 days; the busiest day was 3 Mar 2026 with 4." */
function summarise(
  points: ChartPoint[],
  formatValue: (value: number) => string,
  dates: string[],
  t: Translate,
): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return t('admin.overview.chart.none', { days: points.length });
  const busiest = points.reduce(
    (best, point, index) => (point.value > points[best]!.value ? index : best),
    0,
  );
  return t('admin.overview.chart.summary', {
    total: formatValue(total),
    days: points.length,
    busiestDay: dates[busiest],
    busiest: formatValue(points[busiest]!.value),
  });
}
