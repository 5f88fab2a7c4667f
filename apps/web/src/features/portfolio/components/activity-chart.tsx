import type { Analytics } from '@creators-archive/contract/analytics/get-analytics';
import { useT } from '../../../i18n/use-t';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 24;

/** Views as bars and likes as a line, drawn as plain SVG: no chart library in the bundle. */
export function ActivityChart({ daily }: { daily: Analytics['daily'] }) {
  const t = useT();
  const highest = Math.max(1, ...daily.map((day) => Math.max(day.views, day.likes)));
  const step = (WIDTH - PAD * 2) / Math.max(1, daily.length);
  const y = (value: number) => HEIGHT - PAD - (value / highest) * (HEIGHT - PAD * 2);
  const likeLine = daily
    .map(
      (day, index) =>
        `${index === 0 ? 'M' : 'L'}${(PAD + index * step + step / 2).toFixed(1)} ${y(day.likes).toFixed(1)}`,
    )
    .join(' ');
  const totalViews = daily.reduce((sum, day) => sum + day.views, 0);
  const totalLikes = daily.reduce((sum, day) => sum + day.likes, 0);
  const first = daily[0]?.date ?? '';
  const last = daily[daily.length - 1]?.date ?? '';

  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('portfolio.chart.summary', { views: totalViews, likes: totalLikes, first, last })}
        className="h-auto w-full"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#d6d3d1" />
        {daily.map((day, index) => (
          <rect
            key={day.date}
            x={PAD + index * step + step * 0.15}
            y={y(day.views)}
            width={step * 0.7}
            height={HEIGHT - PAD - y(day.views)}
            fill="#f59e0b"
          >
            <title>{t('portfolio.chart.day', { date: day.date, views: day.views, likes: day.likes })}</title>
          </rect>
        ))}
        <path d={likeLine} fill="none" stroke="#1c1917" strokeWidth="2" />
        <text x={PAD} y={HEIGHT - 6} fontSize="11" fill="#78716c">
          {first}
        </text>
        <text x={WIDTH - PAD} y={HEIGHT - 6} fontSize="11" fill="#78716c" textAnchor="end">
          {last}
        </text>
        <text x={PAD} y={PAD - 8} fontSize="11" fill="#78716c">
          {highest}
        </text>
      </svg>
      <figcaption className="mt-2 flex gap-4 text-xs text-stone-600">
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
  );
}
