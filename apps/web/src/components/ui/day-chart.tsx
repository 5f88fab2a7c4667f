import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { SimpleTable } from './simple-table';

/**
 * The parts every chart of one value per day shares, drawn by hand (no chart library in the
 * bundle): a value axis and a date axis in text, a cursor that hovering, tapping and the arrow keys
 * move from day to day, a readout of the day under it, and every day as a table for whoever reads
 * no drawing. Each chart words its own messages, so they load with its screen.
 */

/** Whole-number steps of each power of ten the value axis may top out at. */
const AXIS_STEPS = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80];

/**
 * The value axis' top: the smallest round number at or above the highest value whose half is whole
 * too, so the middle tick never reads 2.5 sign-ups or half a kobo (5 → 6, 500,000 → 500,000).
 */
export function axisTop(highest: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const step of AXIS_STEPS) {
      const top = (step * scale) / 10;
      if (top >= highest && top % 2 === 0) return top;
    }
  }
}

/** The day a key moves the cursor to, or undefined for a key the chart leaves alone. */
function dayAfterKey(key: string, day: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, day - 1);
    case 'ArrowRight':
      return Math.min(last, day + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
  }
}

/**
 * Which of `days` days the chart reads out: the one under the pointer, else, while the chart has
 * focus, the one the arrow keys (Home, End) or a tap last chose, the first day to begin with. The
 * whole chart is one tab stop, so 90 days are not 90 stops on the way through the page.
 */
export function useDayCursor(days: number) {
  const [hovered, setHovered] = useState<number>();
  const [chosen, setChosen] = useState(0);
  const [focused, setFocused] = useState(false);
  const last = days - 1;
  const cursor = Math.min(chosen, last);
  const active = hovered ?? (focused && days > 0 ? cursor : undefined);

  return {
    active,
    /** For the chart's drawing: the one element that takes focus and keys. */
    chartProps: {
      tabIndex: days > 0 ? 0 : undefined,
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
      onMouseLeave: () => setHovered(undefined),
      onKeyDown: (event: KeyboardEvent) => {
        const next = dayAfterKey(event.key, cursor, last);
        if (next === undefined || days === 0) return;
        event.preventDefault();
        // The keys take over from the pointer, wherever it rests.
        setHovered(undefined);
        setChosen(next);
      },
    },
    /** For each day's part of the drawing. */
    dayProps: (day: number) => ({
      onMouseEnter: () => setHovered(day),
      onClick: () => setChosen(day),
    }),
  };
}

/**
 * The drawing (`children`, an SVG filling the height given) between its axes: 0, the middle and
 * `top` at its left, written with `formatValue`; the first, middle and last of `dates` under it.
 */
export function ChartFrame({
  top,
  formatValue,
  dates,
  children,
}: {
  top: number;
  formatValue: (value: number) => string;
  dates: string[];
  children: ReactNode;
}) {
  return (
    // The drawing sits half a line of text (py-2) inside the labels' column, so the top and bottom
    // labels centre on its top and bottom edges and the middle one on its middle.
    <div className="flex items-start gap-2">
      <div className="flex h-44 flex-col justify-between text-right text-xs leading-4 text-stone-500 tabular-nums">
        <span>{formatValue(top)}</span>
        <span>{formatValue(top / 2)}</span>
        <span>{formatValue(0)}</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="h-44 py-2">{children}</div>
        <DateAxis dates={dates} />
      </div>
    </div>
  );
}

/** The first, middle and last day, each under its own column of the drawing. */
function DateAxis({ dates }: { dates: string[] }) {
  if (dates.length === 0) return null;
  const middle = Math.floor((dates.length - 1) / 2);
  return (
    <div className="relative h-4 text-xs leading-4 whitespace-nowrap text-stone-500">
      <span className="absolute left-0">{dates[0]}</span>
      {dates.length > 2 && (
        <span
          className="absolute -translate-x-1/2"
          style={{ left: `${((middle + 0.5) / dates.length) * 100}%` }}
        >
          {dates[middle]}
        </span>
      )}
      {dates.length > 1 && <span className="absolute right-0">{dates.at(-1)}</span>}
    </div>
  );
}

/**
 * The day under the cursor in words, or how to move the cursor while there is none; read out
 * politely as it changes.
 */
export function DayReadout({ day, hint }: { day: string | undefined; hint: string }) {
  return (
    <p
      aria-live="polite"
      className={`min-h-5 text-sm tabular-nums ${day ? 'text-stone-900' : 'text-stone-500'}`}
    >
      {day ?? hint}
    </p>
  );
}

/** Every day of the chart as rows of a table (`children`), folded away under `label`. */
export function DayTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-stone-700">{label}</summary>
      <SimpleTable columns={columns.map((column) => ({ label: column }))}>{children}</SimpleTable>
    </details>
  );
}
