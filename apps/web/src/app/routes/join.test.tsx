import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { createPlan } from '../../testing/factories';
import { fail, fake, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render';
import { signedIn, signedOut } from '../../testing/session';

beforeEach(fakeEmptyReads);
afterEach(cleanup);

const monthly = createPlan();
const annual = createPlan({
  id: 'a8f5c0de-2b1e-4f3a-9c7d-6e5f4a3b2c1d',
  code: 'creator-annual',
  name: 'Creator Annual',
  description: 'A year of membership.',
  interval: 'year',
  prices: [
    { currency: 'NGN', amount: 5_000_000 },
    { currency: 'USD', amount: 5_000 },
  ],
  features: ['Everything in Creator Monthly', 'Two months free'],
});

/** Intl separates with no-break spaces; the expectations are easier to read with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
/** The price line: the amount, then "/ month" in a span of its own. */
const priceOf = async (planName: string) =>
  plain(
    within(await screen.findByRole('article', { name: planName })).getByText(/^\/ (month|year)$/)
      .parentElement?.textContent ?? null,
  );
const currencySelect = () => screen.getByLabelText<HTMLSelectElement>('Currency');

describe('the join page’s plans', () => {
  it('shows a visitor the plans in display order beside the free account', async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly, annual]));
    renderApp('/join');

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Creator Monthly',
      'Creator Annual',
    ]);
    expect(await priceOf('Creator Monthly')).toBe('$5 / month');
    expect(await priceOf('Creator Annual')).toBe('$50 / year');
    expect(within(cards[1]!).getByText('Two months free')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Free account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    const choose = within(cards[0]!).getByRole('button', { name: 'Choose Creator Monthly' });
    expect(choose.hasAttribute('disabled')).toBe(true);
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
  });

  it.each([
    ['Nigeria', 'NGN', '₦5,000 / month'],
    ['Ghana', 'GHS', 'GH₵60 / month'],
    ['Kenya', 'KES', 'KES 650 / month'],
    ['South Africa', 'ZAR', 'R 90 / month'],
    ['Tanzania', 'USD', '$5 / month'],
  ])('preselects the currency of a member in %s', async (country, currency, price) => {
    await signedIn({ country });
    fake(findPlansEndpoint, ok([monthly]));
    renderApp('/join');

    expect(await priceOf('Creator Monthly')).toBe(price);
    expect(currencySelect().value).toBe(currency);
  });

  it('switches currency, says when a plan is not sold in it, and remembers the choice', async () => {
    await signedIn({ country: 'Nigeria' });
    fake(findPlansEndpoint, ok([monthly, annual]));
    renderApp('/join');
    expect(await priceOf('Creator Annual')).toBe('₦50,000 / year');

    fireEvent.change(currencySelect(), { target: { value: 'KES' } });

    expect(await priceOf('Creator Monthly')).toBe('KES 650 / month');
    const annualCard = screen.getByRole('article', { name: 'Creator Annual' });
    expect(within(annualCard).getByText('Not sold in KES')).toBeTruthy();
    expect(localStorage.getItem('membershipCurrency')).toBe('KES');

    cleanup();
    renderApp('/join');
    expect(await priceOf('Creator Monthly')).toBe('KES 650 / month');
  });

  it('shows why the plans could not be listed, and keeps the free account', async () => {
    await signedOut();
    fake(
      findPlansEndpoint,
      fail(429, 'Too many requests; try again in a minute', { reason: 'RATE_LIMITED' }),
    );
    renderApp('/join');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests; try again in a minute');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });
});
