// @vitest-environment jsdom
// Under happy-dom the open drawer is never found by its role (dialog), so that test times out.
import type { User } from '@creators-archive/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { renderApp } from '../../testing/render';
import { signedIn } from '../../testing/session';

beforeEach(fakeEmptyReads);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function sidebarOf(overrides: Partial<User>) {
  await signedIn(overrides);
  renderApp('/dashboard');
  return within(await screen.findByTestId('desktop-sidebar'));
}

const sidebarLinks = (sidebar: ReturnType<typeof within>) =>
  within(sidebar.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('member area', () => {
  it('greets the member by first name', async () => {
    await signedIn({ fullName: 'Amara Okafor' });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' })).toBeTruthy();
  });

  it('lists the sidebar links, without Verification and TFB Studios for a new member', async () => {
    const sidebar = await sidebarOf({ subscriptionStatus: null, verified: false });
    expect(sidebarLinks(sidebar)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Portfolio', '/account/portfolio'],
      ['Collections', '/account/collections'],
      ['Inquiries', '/account/inquiries'],
      ['Payments', '/account/billing'],
      ['Settings', '/account/settings'],
      ['Help & Support', '/help'],
    ]);
  });

  it('shows Verification with an active subscription and TFB Studios to a verified member', async () => {
    const sidebar = await sidebarOf({ subscriptionStatus: 'active', verified: true });
    const labels = sidebarLinks(sidebar).map(([label]) => label);
    expect(labels).toContain('Verification');
    expect(labels).toContain('TFB Studios');
  });

  it('invites a member without a subscription to subscribe', async () => {
    const sidebar = await sidebarOf({ subscriptionStatus: null });
    const card = within(sidebar.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('Subscribe to Premium')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Subscribe Now' }).getAttribute('href')).toBe('/join');
  });

  it('treats an expired subscription like none', async () => {
    const sidebar = await sidebarOf({ subscriptionStatus: 'expired', subscriptionPlan: 'Creator' });
    expect(sidebar.getByText('Subscribe to Premium')).toBeTruthy();
  });

  it.each([
    ['active', 'Active'],
    ['cancelled', 'Cancelled'],
  ] as const)('shows the plan and a %s badge with Manage Billing', async (status, badge) => {
    const sidebar = await sidebarOf({ subscriptionStatus: status, subscriptionPlan: 'Creator Monthly' });
    const card = within(sidebar.getByRole('region', { name: 'Membership' }));
    expect(card.getByText('Creator Monthly')).toBeTruthy();
    expect(card.getByText(badge)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Manage Billing' }).getAttribute('href')).toBe('/account/billing');
  });

  it('collapses the sidebar to 80 px and remembers it', async () => {
    const sidebar = await sidebarOf({});
    const aside = screen.getByTestId('desktop-sidebar');
    expect(aside.className).toContain('w-64');

    fireEvent.click(sidebar.getByRole('button', { name: 'Collapse sidebar' }));

    expect(aside.className).toContain('w-20');
    expect(localStorage.getItem('sidebarCollapsed')).toBe('true');
    cleanup();
    renderApp('/dashboard');
    expect((await screen.findByTestId('desktop-sidebar')).className).toContain('w-20');
  });

  it('opens the sidebar as a drawer on small screens', async () => {
    await signedIn();
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Account menu' }));
    expect(drawer.getByRole('link', { name: 'Portfolio' })).toBeTruthy();
  });

  it('has a footer with help, terms, privacy, support and social links', async () => {
    await signedIn();
    renderApp('/dashboard');
    const footer = within(await screen.findByRole('contentinfo'));
    const footerNav = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(footerNav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/help',
      '/terms',
      '/privacy',
      '/contact',
    ]);
    expect(
      within(footer.getByRole('list', { name: 'Social media' })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
    const languages = within(footer.getByRole('navigation', { name: 'Choose a language' }));
    expect(languages.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/fr/dashboard');
  });

  it('has no sidebar or footer on public pages', async () => {
    await signedIn();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Creators Archive' });
    expect(screen.queryByTestId('desktop-sidebar')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
