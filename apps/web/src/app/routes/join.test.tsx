import * as findPlansEndpoint from '@creators-archive/contract/subscriptions/find-plans';
import * as joinWaitlistEndpoint from '@creators-archive/contract/subscriptions/join-waitlist';
import * as validateDiscountEndpoint from '@creators-archive/contract/subscriptions/validate-discount';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubLocation } from '../../testing/browser';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { createCheckout, createPlan } from '../../testing/factories';
import { fail, fake, networkFailure, ok, receivedRequests } from '../../testing/fake-api';
import { errorOf, press, type } from '../../testing/form';
import { renderApp } from '../../testing/render';
import { signedIn, signedOut } from '../../testing/session';

beforeEach(() => {
  fakeEmptyReads();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(choose.hasAttribute('disabled')).toBe(false);
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
    const chooseAnnual = within(annualCard).getByRole('button', { name: 'Choose Creator Annual' });
    expect(chooseAnnual.hasAttribute('disabled')).toBe(true);
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

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const checkout = createCheckout({
  reference: 'CA-REF-1',
  authorizationUrl: 'https://checkout.paystack.test/abc123',
  amount: 500,
  currency: 'USD',
});

async function choose(planName: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Choose ${planName}` }));
  await screen.findByRole('heading', { level: 2, name: planName });
}

function fillVisitorForm() {
  type('Full name', 'Amara Okafor');
  type('Email', 'Amara@Example.com');
  type('Password', 'a good password');
}

describe('checkout from the join page', () => {
  it('asks a visitor for the account, starts the payment with an Idempotency-Key and goes to the provider', async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly]));
    const waitlist = fake(joinWaitlistEndpoint, ok({ ...checkout, claimToken: 'claim-1' }));
    const location = stubLocation('/join');
    renderApp('/join');

    await choose('Creator Monthly');
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    fillVisitorForm();
    press('Continue to payment');

    await waitFor(() =>
      expect(location.assign).toHaveBeenCalledWith('https://checkout.paystack.test/abc123'),
    );
    const [request] = waitlist.requests;
    expect(request?.body).toEqual({
      planId: monthly.id,
      currency: 'USD',
      fullName: 'Amara Okafor',
      email: 'amara@example.com',
      password: 'a good password',
    });
    expect(request?.headers.get('Idempotency-Key')).toMatch(uuid);
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('checkoutClaim:CA-REF-1') ?? 'null')).toEqual({
      reference: 'CA-REF-1',
      claimToken: 'claim-1',
    });
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('checks the details with the registration rules before sending anything', async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly]));
    renderApp('/join');

    await choose('Creator Monthly');
    type('Email', 'not an address');
    type('Phone (optional)', '12');
    type('Password', 'short');
    press('Continue to payment');

    await waitFor(() => expect(errorOf('Full name')).toBe('Enter your full name'));
    expect(errorOf('Email')).toBe('Enter a valid email address');
    expect(errorOf('Phone (optional)')).toBe('Enter a phone number with 7 to 15 digits');
    expect(errorOf('Password')).toBe('Use at least 8 characters');
    expect(receivedRequests().filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("puts the API's field errors beside their fields", async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly]));
    const common = 'This password is too common; choose another';
    fake(
      joinWaitlistEndpoint,
      fail(400, common, { reason: 'COMMON_PASSWORD', fields: { password: common } }),
    );
    renderApp('/join');

    await choose('Creator Monthly');
    fillVisitorForm();
    press('Continue to payment');

    await waitFor(() => expect(errorOf('Password')).toBe(common));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the same Idempotency-Key when the same submission is retried after no answer came', async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly]));
    const waitlist = fake(
      joinWaitlistEndpoint,
      networkFailure(),
      networkFailure(),
      ok({ ...checkout, claimToken: 'claim-1' }),
    );
    const location = stubLocation('/join');
    renderApp('/join');

    await choose('Creator Monthly');
    fillVisitorForm();
    press('Continue to payment');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to start payment');
    press('Continue to payment');
    await waitFor(() => expect(waitlist.requests).toHaveLength(2));
    await screen.findByRole('alert');
    type('Email', 'kwame@example.com');
    press('Continue to payment');

    await waitFor(() => expect(location.assign).toHaveBeenCalled());
    const keys = waitlist.requests.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks a member only for a discount code and pays with their account', async () => {
    await signedIn({ country: 'Nigeria' });
    fake(findPlansEndpoint, ok([monthly]));
    const waitlist = fake(joinWaitlistEndpoint, ok({ ...checkout, currency: 'NGN', claimToken: null }));
    const location = stubLocation('/join');
    renderApp('/join');

    await choose('Creator Monthly');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Phone (optional)')).toBeNull();
    press('Continue to payment');

    await waitFor(() => expect(location.assign).toHaveBeenCalledWith(checkout.authorizationUrl));
    expect(waitlist.requests[0]?.body).toEqual({ planId: monthly.id, currency: 'NGN' });
    expect(waitlist.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(waitlist.requests[0]?.headers.get('Idempotency-Key')).toMatch(uuid);
    expect(sessionStorage.length).toBe(0);
  });

  it('prices the plan with a discount code as it is typed, and sends the code', async () => {
    await signedIn({ country: 'Nigeria' });
    fake(findPlansEndpoint, ok([monthly]));
    const validation = fake(validateDiscountEndpoint, (request) =>
      request.url.includes('code=WELCOME10')
        ? ok({
            valid: true,
            code: 'WELCOME10',
            kind: 'percent',
            value: 10,
            currency: 'NGN',
            amountBefore: 500_000,
            discount: 50_000,
            amountAfter: 450_000,
          })
        : ok({
            valid: false,
            code: 'OLD10',
            kind: null,
            value: null,
            currency: 'NGN',
            amountBefore: 500_000,
            discount: 0,
            amountAfter: 500_000,
            reason: 'expired',
            message: 'This discount code has expired',
          }),
    );
    const waitlist = fake(joinWaitlistEndpoint, ok({ ...checkout, claimToken: null }));
    stubLocation('/join');
    renderApp('/join');

    await choose('Creator Monthly');
    type('Discount code (optional)', 'OLD10');
    expect(await screen.findByText('This discount code has expired')).toBeTruthy();
    type('Discount code (optional)', 'WELCOME10');
    expect(plain((await screen.findByText(/^With WELCOME10/)).textContent)).toBe(
      'With WELCOME10: ₦4,500 instead of ₦5,000',
    );
    expect(validation.requests.map((request) => request.url)).toEqual([
      `/v1/subscriptions/discount/validate?code=OLD10&planId=${monthly.id}&currency=NGN`,
      `/v1/subscriptions/discount/validate?code=WELCOME10&planId=${monthly.id}&currency=NGN`,
    ]);

    press('Continue to payment');
    await waitFor(() => expect(waitlist.requests).toHaveLength(1));
    expect(waitlist.requests[0]?.body).toEqual({
      planId: monthly.id,
      currency: 'NGN',
      discountCode: 'WELCOME10',
    });
  });

  it('fills the discount code from an e-mailed /join?code= link', async () => {
    await signedIn({ country: 'Nigeria' });
    fake(findPlansEndpoint, ok([monthly]));
    fake(
      validateDiscountEndpoint,
      ok({
        valid: true,
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        currency: 'NGN',
        amountBefore: 500_000,
        discount: 50_000,
        amountAfter: 450_000,
      }),
    );
    const waitlist = fake(joinWaitlistEndpoint, ok({ ...checkout, claimToken: null }));
    stubLocation('/join');
    renderApp('/join?code=WELCOME10');

    await choose('Creator Monthly');
    expect(screen.getByLabelText<HTMLInputElement>('Discount code (optional)').value).toBe('WELCOME10');

    press('Continue to payment');
    await waitFor(() => expect(waitlist.requests).toHaveLength(1));
    expect(waitlist.requests[0]?.body).toEqual({
      planId: monthly.id,
      currency: 'NGN',
      discountCode: 'WELCOME10',
    });
  });

  it("says 'Failed to validate discount code' when the check got no answer", async () => {
    await signedIn({ country: 'Nigeria' });
    fake(findPlansEndpoint, ok([monthly]));
    fake(validateDiscountEndpoint, networkFailure());
    renderApp('/join');

    await choose('Creator Monthly');
    type('Discount code (optional)', 'WELCOME10');

    expect(await screen.findByText('Failed to validate discount code', {}, { timeout: 8_000 })).toBeTruthy();
  }, 15_000);

  it('goes back to the plans', async () => {
    await signedOut();
    fake(findPlansEndpoint, ok([monthly, annual]));
    renderApp('/join');

    await choose('Creator Annual');
    press('See all plans');

    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
