import * as getAnalytics from '@creators-archive/contract/analytics/get-analytics';
import * as getPortfolioStats from '@creators-archive/contract/portfolio/get-portfolio-stats';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { fake, ok } from '../../../testing/fake-api';
import { resetBrowserState } from '../../../testing/session';
import { PortfolioInsights } from './portfolio-insights';

beforeEach(resetBrowserState);
afterEach(cleanup);

describe('portfolio insights by category', () => {
  it('lists each category with its works, views and likes, each value after its column on a phone', async () => {
    fake(
      getPortfolioStats,
      ok({
        items: 5,
        likes: 12,
        views: 2400,
        byCategory: [
          { category: null, items: 2, likes: 3, views: 1200 },
          { category: 'Textile design', items: 3, likes: 9, views: 1200 },
        ],
      }),
    );
    fake(getAnalytics, ok({ days: 30, daily: [], totals: { views: 0, likes: 0 }, topItems: [] }));
    render(
      <QueryClientProvider client={queryClient}>
        <PortfolioInsights />
      </QueryClientProvider>,
    );

    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual([
      'Category',
      'Works',
      'Views',
      'Likes',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => `${cell.dataset.label}: ${cell.textContent}`),
      ),
    ).toEqual([
      ['Works: 2', 'Views: 1,200', 'Likes: 3'],
      ['Works: 3', 'Views: 1,200', 'Likes: 9'],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'No category',
      'Textile design',
    ]);
  });
});
