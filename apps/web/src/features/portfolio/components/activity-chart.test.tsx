import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { ActivityChart } from './activity-chart';

afterEach(cleanup);

/** Three days of views and likes, the busiest with 9 views. */
const daily = [
  { date: '2026-03-01', views: 4, likes: 1 },
  { date: '2026-03-02', views: 9, likes: 0 },
  { date: '2026-03-03', views: 1, likes: 2 },
];
const day = (date: string) => formatDate(date, 'en');

function readout() {
  const live = document.querySelector('figure [aria-live]');
  return { text: live?.textContent, live: live?.getAttribute('aria-live') };
}

describe('the portfolio’s views and likes chart', () => {
  it('labels its value axis 0, the middle and a round top, and its date axis first, middle and last day', () => {
    render(<ActivityChart daily={daily} />);
    const figure = within(screen.getByRole('figure'));
    expect([...figure.getByText('10').parentElement!.children].map((tick) => tick.textContent)).toEqual([
      '10',
      '5',
      '0',
    ]);
    expect(
      [...figure.getByText(day('2026-03-01')).parentElement!.children].map((date) => date.textContent),
    ).toEqual(daily.map((entry) => day(entry.date)));
  });

  it('reads out a day’s views and likes under the pointer and as the arrow keys move', () => {
    render(<ActivityChart daily={daily} />);
    const chart = screen.getByRole('img', { name: /14 views and 3 likes/ });

    fireEvent.mouseEnter(chart.querySelectorAll('rect')[1]!);
    expect(readout()).toEqual({ text: `${day('2026-03-02')}: 9 views, 0 likes`, live: 'polite' });
    fireEvent.mouseLeave(chart);

    act(() => chart.focus());
    expect(readout().text).toBe(`${day('2026-03-01')}: 4 views, 1 like`);
    fireEvent.keyDown(chart, { key: 'End' });
    expect(readout().text).toBe(`${day('2026-03-03')}: 1 view, 2 likes`);
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(readout().text).toBe(`${day('2026-03-02')}: 9 views, 0 likes`);
  });

  it('lists every day’s views and likes in a table', () => {
    render(<ActivityChart daily={daily} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => `${cell.dataset.label}: ${cell.textContent}`),
      ]),
    ).toEqual([
      [day('2026-03-01'), 'Views: 4', 'Likes: 1'],
      [day('2026-03-02'), 'Views: 9', 'Likes: 0'],
      [day('2026-03-03'), 'Views: 1', 'Likes: 2'],
    ]);
  });
});
