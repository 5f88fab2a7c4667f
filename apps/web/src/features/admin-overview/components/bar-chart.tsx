import { useId } from 'react';
import { useLocale, useT, type Translate } from '../../../i18n/use-t';
import { formatDate } from '../../../lib/dates';

export type ChartPoint = { date: string; value: number };

type BarChartProps = {
  title: string;
  points: ChartPoint[];
  /** How a value reads in the summary and in each bar's tooltip: a count, an amount of money. */
  formatValue: (value: number) => string;
};

const BAR_WIDTH = 4;
const HEIGHT = 100;

/**
 * One bar per day. The chart is an image named by its title, described by a sentence that gives
 * its total and busiest day; the same sentence is printed below it, so nothing is told by the
 * drawing alone.
 */
export function BarChart({ title, points, formatValue }: BarChartProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const descriptionId = useId();
  const highest = Math.max(0, ...points.map((point) => point.value));
  const dayOf = (point: ChartPoint) => formatDate(point.date, locale);
  const summary = summarise(points, formatValue, dayOf, t);

  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        viewBox={`0 0 ${Math.max(points.length, 1) * BAR_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-stone-50"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{summary}</desc>
        {points.map((point, index) => {
          const height = highest === 0 ? 0 : (point.value / highest) * HEIGHT;
          return (
            <rect
              key={point.date}
              x={index * BAR_WIDTH + 0.5}
              y={HEIGHT - height}
              width={BAR_WIDTH - 1}
              height={height}
              className="fill-stone-700"
            >
              <title>
                {t('admin.overview.chart.bar', { date: dayOf(point), value: formatValue(point.value) })}
              </title>
            </rect>
          );
        })}
      </svg>
      {points.length > 0 && (
        <div aria-hidden="true" className="flex justify-between text-xs text-stone-500">
          <span>{dayOf(points[0]!)}</span>
          <span>{dayOf(points.at(-1)!)}</span>
        </div>
      )}
      <figcaption className="text-sm text-stone-700">{summary}</figcaption>
    </figure>
  );
}

/** Total and busiest day in words: "12 over 90 days; the busiest day was 3 Mar 2026 with 4." */
function summarise(
  points: ChartPoint[],
  formatValue: (value: number) => string,
  dayOf: (point: ChartPoint) => string,
  t: Translate,
): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return t('admin.overview.chart.none', { days: points.length });
  const busiest = points.reduce((best, point) => (point.value > best.value ? point : best));
  return t('admin.overview.chart.summary', {
    total: formatValue(total),
    days: points.length,
    busiestDay: dayOf(busiest),
    busiest: formatValue(busiest.value),
  });
}
