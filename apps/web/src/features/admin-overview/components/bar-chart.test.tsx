import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { BarChart, type ChartPoint } from './bar-chart';

afterEach(cleanup);

/** Five days of sign-ups, the busiest with 5. */
const signups: ChartPoint[] = [
  { date: '2026-03-01', value: 2 },
  { date: '2026-03-02', value: 0 },
  { date: '2026-03-03', value: 5 },
  { date: '2026-03-04', value: 1 },
  { date: '2026-03-05', value: 3 },
];
const day = (date: string) => formatDate(date, 'en');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderSignups() {
  render(
    <BarChart
      title="Sign-ups per day"
      valueLabel="Sign-ups"
      points={signups}
      formatValue={(value) => new Intl.NumberFormat('en').format(value)}
    />,
  );
  return screen.getByRole('img', { name: /Sign-ups per day/ });
}

/** The readout under the chart: what it says, and that it is announced politely. */
function readout() {
  const live = document.querySelector('figure [aria-live]');
  return { text: live?.textContent, live: live?.getAttribute('aria-live') };
}

describe('a bar chart of the admin console', () => {
  it('labels its value axis 0, the middle and a round top, and its date axis first, middle and last day', () => {
    renderSignups();
    const figure = within(screen.getByRole('figure'));
    // The busiest day has 5: the axis tops out at 6 so its middle is a whole 3.
    const axis = figure.getByText('6').parentElement!;
    expect([...axis.children].map((tick) => tick.textContent)).toEqual(['6', '3', '0']);
    const dates = figure.getByText(day('2026-03-01')).parentElement!;
    expect([...dates.children].map((date) => date.textContent)).toEqual(
      ['2026-03-01', '2026-03-03', '2026-03-05'].map(day),
    );
  });

  it('writes the value axis with the chart’s own format, money in its currency', () => {
    render(
      <BarChart
        title="Revenue per day in NGN"
        valueLabel="Revenue"
        points={[
          { date: '2026-03-01', value: 500_000 },
          { date: '2026-03-02', value: 120_000 },
        ]}
        formatValue={(amount) => formatMoney(amount, 'NGN', 'en')}
      />,
    );
    const figure = within(screen.getByRole('figure'));
    const axis = figure.getByText((_, element) => plain(element?.textContent) === '₦5,000').parentElement!;
    expect([...axis.children].map((tick) => plain(tick.textContent))).toEqual(['₦5,000', '₦2,500', '₦0']);
  });

  it('reads out the day under the pointer, its date and value, politely', () => {
    const chart = renderSignups();
    expect(readout().text).toMatch(/arrow keys/);

    fireEvent.mouseEnter(chart.querySelectorAll('rect')[2]!);
    expect(readout()).toEqual({ text: `${day('2026-03-03')}: 5`, live: 'polite' });

    fireEvent.mouseEnter(chart.querySelectorAll('rect')[1]!);
    expect(readout().text).toBe(`${day('2026-03-02')}: 0`);

    fireEvent.mouseLeave(chart);
    expect(readout().text).toMatch(/arrow keys/);
  });

  it('takes focus as one stop, reads out the first day, and moves day by day with the arrow keys, Home and End', () => {
    const chart = renderSignups();
    expect(chart.getAttribute('tabindex')).toBe('0');

    act(() => chart.focus());
    expect(readout()).toEqual({ text: `${day('2026-03-01')}: 2`, live: 'polite' });

    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(readout().text).toBe(`${day('2026-03-02')}: 0`);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(readout().text).toBe(`${day('2026-03-03')}: 5`);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout().text).toBe(`${day('2026-03-02')}: 0`);

    fireEvent.keyDown(chart, { key: 'End' });
    expect(readout().text).toBe(`${day('2026-03-05')}: 3`);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(readout().text).toBe(`${day('2026-03-05')}: 3`);
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(readout().text).toBe(`${day('2026-03-01')}: 2`);

    act(() => chart.blur());
    expect(readout().text).toMatch(/arrow keys/);
  });

  it('lists every day with its value in a table under the chart', () => {
    renderSignups();
    const table = within(screen.getByRole('table'));
    expect(screen.getByText('Show as a table: Sign-ups per day').tagName).toBe('SUMMARY');
    expect(table.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Day',
      'Sign-ups',
    ]);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map(
          (row) =>
            `${within(row).getByRole('rowheader').textContent} ${within(row).getByRole('cell').textContent}`,
        ),
    ).toEqual(signups.map((point) => `${day(point.date)} ${point.value}`));
  });
});
