import * as getMySubscriptionEndpoint from '@creators-archive/contract/subscriptions/get-my-subscription';
import * as verifyPaymentEndpoint from '@creators-archive/contract/subscriptions/verify-payment';
import * as getMe from '@creators-archive/contract/users/get-me';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { backoffClock } from '../../../lib/backoff';
import { notify } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { fakeEmptyReads } from '../../../testing/empty-reads';
import { createMySubscription, createUser, createVerification } from '../../../testing/factories';
import { fake, networkFailure, ok } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';
import { signedIn } from '../../../testing/session';

let waits: MockInstance<(ms: number) => Promise<void>>;
let toast: MockInstance<typeof notify.success>;

beforeAll(async () => {
  // Every test here ends on the billing page, a lazy screen: loading its module once first keeps
  // the tests about the callback, not about how long a busy machine takes to compile a screen.
  await import('./billing');
});

beforeEach(() => {
  fakeEmptyReads();
  waits = vi.spyOn(backoffClock, 'wait').mockResolvedValue(undefined);
  toast = vi.spyOn(notify, 'success');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const active = createMySubscription();
const paid = createVerification({ reference: 'CA-REF-9' });
const pending = createVerification({ reference: 'CA-REF-9', status: 'pending', subscription: null });
const member = createUser({ subscriptionStatus: 'active', subscriptionPlan: 'Creator Monthly' });
const billingHeading = () => screen.findByRole('heading', { level: 1, name: 'Billing' });

describe('the billing payment callback', () => {
  it('verifies the payment, reads the membership until it is settled, and goes back to billing', async () => {
    await signedIn();
    const verify = fake(verifyPaymentEndpoint, ok(pending), ok(paid));
    const membership = fake(getMySubscriptionEndpoint, ok(null), ok(active));
    const me = fake(getMe, ok(member));
    const app = renderApp('/account/billing/payment/callback?reference=CA-REF-9');

    await billingHeading();
    expect(app.location()).toBe('/account/billing');
    expect(verify.requests.map((request) => request.url)).toEqual([
      '/v1/subscriptions/verify/CA-REF-9',
      '/v1/subscriptions/verify/CA-REF-9',
    ]);
    expect(verify.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    // Two polls of the membership (null, then active), then the billing page's own read.
    await waitFor(() => expect(membership.requests.length).toBeGreaterThanOrEqual(2));
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([200, 400]);
    expect(toast).toHaveBeenCalledWith('Payment confirmed');
    expect(me.requests.length).toBeGreaterThanOrEqual(1);
    expect(getSession()).toMatchObject({ user: { subscriptionStatus: 'active' } });
  });

  it("says 'Card saved' after a card check, without waiting for a membership", async () => {
    await signedIn();
    fake(verifyPaymentEndpoint, ok(createVerification({ purpose: 'card_check', subscription: null })));
    const membership = fake(getMySubscriptionEndpoint, ok(null));
    fake(getMe, ok(createUser()));
    renderApp('/account/billing/payment/callback?trxref=CA-REF-1');

    await billingHeading();
    expect(toast).toHaveBeenCalledWith('Card saved');
    expect(waits).not.toHaveBeenCalled();
    // The billing page reads the membership once it has mounted, after its heading shows.
    await waitFor(() => expect(membership.requests.length).toBeGreaterThanOrEqual(1));
  });

  it("stops after 10 attempts with 'Maximum polling attempts reached' and checks again on request", async () => {
    await signedIn();
    const verify = fake(verifyPaymentEndpoint, ok(paid));
    const membership = fake(getMySubscriptionEndpoint, ok(null));
    renderApp('/account/billing/payment/callback?reference=CA-REF-9');

    expect((await screen.findByRole('alert')).textContent).toBe('Maximum polling attempts reached');
    expect(verify.requests).toHaveLength(1);
    expect(membership.requests).toHaveLength(10);
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([
      200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 51_200,
    ]);

    fake(getMySubscriptionEndpoint, ok(active));
    fake(getMe, ok(member));
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await billingHeading();
    expect(toast).toHaveBeenCalledWith('Payment confirmed');
  });

  it.each([
    ['failed', 'Your payment was declined. Nothing was charged.'],
    ['abandoned', 'The payment was not completed. Nothing was charged.'],
  ] as const)('says so when the payment %s and links back to billing', async (status, message) => {
    await signedIn();
    fake(verifyPaymentEndpoint, ok(createVerification({ status, subscription: null })));
    renderApp('/account/billing/payment/callback?reference=CA-REF-9');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Back to billing' }).getAttribute('href')).toBe(
      '/account/billing',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it("says 'Failed to poll subscription status' when the membership could not be read", async () => {
    await signedIn();
    fake(verifyPaymentEndpoint, ok(paid));
    fake(getMySubscriptionEndpoint, networkFailure());
    renderApp('/account/billing/payment/callback?reference=CA-REF-9');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to poll subscription status');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('says when the address holds no payment reference', async () => {
    await signedIn();
    renderApp('/account/billing/payment/callback');
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
  });
});
