// @vitest-environment jsdom
// Under happy-dom a link's accessible name gains a space before its visually hidden part
// ("View member : …"), which no browser reads out.
import * as getOverviewEndpoint from '@creators-archive/contract/admin/get-overview';
import type { Overview } from '@creators-archive/contract/admin/get-overview';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { fake, ok } from '../../../testing/fake-api';
import { type } from '../../../testing/form';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const memberId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
/** A chart's summary as printed below it; its description says the same to assistive technology. */
const caption = { selector: 'figcaption' };
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** 90 days ending 30 Mar 2026, quiet but for two: 2 sign-ups and ₦5,000 on 1 Mar, 5 sign-ups and $20 on 10 Mar. */
function ninetyDays(): Overview['daily'] {
  return Array.from({ length: 90 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11, 31 + index)).toISOString().slice(0, 10);
    if (date === '2026-03-01')
      return { date, signups: 2, revenue: [{ currency: 'NGN' as const, amount: 500_000 }] };
    if (date === '2026-03-10')
      return { date, signups: 5, revenue: [{ currency: 'USD' as const, amount: 2_000 }] };
    return { date, signups: 0, revenue: [] };
  });
}

const overview: Overview = {
  members: { total: 1284, newLast7Days: 12, newLast30Days: 57 },
  activeSubscriptions: [
    { planId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', planName: 'Creator Monthly', count: 300 },
    { planId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', planName: 'Creator Annual', count: 45 },
  ],
  revenueThisMonth: [
    { currency: 'NGN', amount: 1_250_050 },
    { currency: 'USD', amount: 9_900 },
  ],
  pendingVerifications: 4,
  failedPayments: 3,
  openBookings: 2,
  daily: ninetyDays(),
  recentActivity: [
    { kind: 'signup', at: '2026-03-30T09:00:00.000Z', summary: 'Amara Okafor joined', memberId },
    { kind: 'admin', at: '2026-03-29T09:00:00.000Z', summary: 'Plan Creator Monthly edited', memberId: null },
  ],
};

async function openDashboard() {
  fake(getOverviewEndpoint, ok(overview));
  await signedIn({ role: 'admin', email: 'admin@example.com' });
  renderApp('/admin/dashboard');
  return screen.findByRole('listitem', { name: 'Members' });
}

describe('the admin dashboard', () => {
  it('shows the figures, with links to what awaits an admin', async () => {
    const members = within(await openDashboard());
    expect(members.getByText('1,284')).toBeTruthy();
    expect(members.getByText('12 new in 7 days, 57 in 30 days')).toBeTruthy();

    const subscriptions = within(screen.getByRole('listitem', { name: 'Active subscriptions' }));
    expect(subscriptions.getByText('345')).toBeTruthy();
    expect(subscriptions.getByText('Creator Monthly').nextElementSibling?.textContent).toBe('300');

    const revenue = within(screen.getByRole('listitem', { name: 'Revenue this month' }));
    expect(plain(revenue.getByText('NGN').nextElementSibling?.textContent)).toBe('₦12,500.50');
    expect(plain(revenue.getByText('USD').nextElementSibling?.textContent)).toBe('$99');

    const pending = within(screen.getByRole('listitem', { name: 'Pending verifications' }));
    expect(pending.getByText('4')).toBeTruthy();
    expect(pending.getByRole('link').getAttribute('href')).toBe('/admin/verification');
    expect(within(screen.getByRole('listitem', { name: 'Failed payments' })).getByText('3')).toBeTruthy();
    const bookings = within(screen.getByRole('listitem', { name: 'Open bookings' }));
    expect(bookings.getByRole('link').getAttribute('href')).toBe('/admin/bookings');
  });

  it('summarises the charts in words, revenue in the currency the admin picks', async () => {
    await openDashboard();

    const signups = screen.getByRole('img', { name: /Sign-ups per day/ });
    expect(signups.querySelectorAll('rect')).toHaveLength(90);
    expect(screen.getByText(/^7 over 90 days; the busiest day was .+ with 5\.$/, caption)).toBeTruthy();

    expect(screen.getByRole('img', { name: /Revenue per day in NGN/ })).toBeTruthy();
    expect(plain(screen.getByText(/^₦5,000 over 90 days/, caption).textContent)).toMatch(/with ₦5,000\.$/);

    type('Currency', 'USD');
    expect(await screen.findByRole('img', { name: /Revenue per day in USD/ })).toBeTruthy();
    expect(screen.getByText(/^\$20 over 90 days/, caption)).toBeTruthy();
  });

  it('lists recent activity with links to the member concerned', async () => {
    await openDashboard();

    const activity = within(screen.getByRole('region', { name: 'Recent activity' }));
    expect(activity.getByText('Amara Okafor joined')).toBeTruthy();
    expect(
      activity.getByRole('link', { name: 'View member: Amara Okafor joined' }).getAttribute('href'),
    ).toBe(`/admin/members/${memberId}`);
    expect(activity.getByText('Plan Creator Monthly edited')).toBeTruthy();
    expect(activity.getAllByRole('link')).toHaveLength(1);
  });
});
