import * as verifyPaymentEndpoint from '@creators-archive/contract/subscriptions/verify-payment';
import * as getMe from '@creators-archive/contract/users/get-me';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { backoffClock } from '../../lib/backoff';
import { formatDate } from '../../lib/dates';
import { getSession } from '../../lib/session';
import { storedTokens } from '../../testing/browser';
import { fakeEmptyReads } from '../../testing/empty-reads';
import { createMySubscription, createSession, createUser, createVerification } from '../../testing/factories';
import { fake, networkFailure, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render';
import { signedIn, signedOut } from '../../testing/session';

let waits: MockInstance<(ms: number) => Promise<void>>;

beforeEach(() => {
  fakeEmptyReads();
  sessionStorage.clear();
  waits = vi.spyOn(backoffClock, 'wait').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const subscription = createMySubscription();
const pending = createVerification({ status: 'pending', subscription: null });
const member = createUser({ subscriptionStatus: 'active', subscriptionPlan: 'Creator Monthly' });
const visitorSession = createSession({
  access_token: 'access-new',
  refresh_token: 'refresh-new',
  user: member,
});

function keepClaim(reference: string, claimToken: string) {
  sessionStorage.setItem(`checkoutClaim:${reference}`, JSON.stringify({ reference, claimToken }));
}

describe('the join payment callback', () => {
  it('sends the kept claim, signs the visitor in with the session the payment made, and shows the membership', async () => {
    await signedOut();
    keepClaim('CA-REF-1', 'claim-1');
    const verify = fake(verifyPaymentEndpoint, ok(pending), (request) =>
      request.headers.get('X-Checkout-Claim') === 'claim-1'
        ? ok(createVerification({ session: visitorSession }))
        : ok(createVerification({ subscription: null, signInRequired: true })),
    );
    const app = renderApp('/join/payment/callback?reference=CA-REF-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for joining' })).toBeTruthy();
    expect(app.location()).toBe('/join/success');
    expect(verify.requests.map((request) => request.url)).toEqual([
      '/v1/subscriptions/verify/CA-REF-1',
      '/v1/subscriptions/verify/CA-REF-1',
    ]);
    expect(verify.requests.every((request) => request.headers.get('X-Checkout-Claim') === 'claim-1')).toBe(
      true,
    );
    expect(storedTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(getSession()).toMatchObject({ status: 'signed-in', user: member });
    expect(sessionStorage.getItem('checkoutClaim:CA-REF-1')).toBeNull();
    expect(screen.getByText('Creator Monthly')).toBeTruthy();
    expect(screen.getByText(`Paid until ${formatDate(subscription.current_period_end)}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows progress while the payment is confirmed', async () => {
    await signedOut();
    waits.mockImplementation(() => new Promise<void>(() => {}));
    const verify = fake(verifyPaymentEndpoint, ok(pending));
    renderApp('/join/payment/callback?trxref=CA-REF-1');

    expect(await screen.findByRole('status', { name: 'Confirming your payment…' })).toBeTruthy();
    // Told the payment is pending, the page waits its first 200 ms before asking again.
    await waitFor(() => expect(waits.mock.calls).toEqual([[200]]));
    expect(verify.requests).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Confirming your payment…' })).toBeTruthy();
  });

  it('asks a visitor whose address already had an account to sign in', async () => {
    await signedOut();
    fake(verifyPaymentEndpoint, ok(createVerification({ subscription, signInRequired: true })));
    renderApp('/join/payment/callback?trxref=CA-REF-1');

    expect(
      await screen.findByText('Your membership is active. Sign in to your account to see it.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?redirectTo=%2Faccount%2Fbilling',
    );
    expect(getSession().status).toBe('signed-out');
  });

  it('reads the member again after a member paid, so the sidebar shows the membership', async () => {
    await signedIn();
    const me = fake(getMe, ok(member));
    const verify = fake(verifyPaymentEndpoint, ok(createVerification()));
    renderApp('/join/payment/callback?reference=CA-REF-1');

    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(verify.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(verify.requests[0]?.headers.get('X-Checkout-Claim')).toBeNull();
    expect(me.requests).toHaveLength(1);
    expect(getSession()).toMatchObject({ user: { subscriptionStatus: 'active' } });
  });

  it("stops after 10 attempts with 'Maximum polling attempts reached' and checks again on request", async () => {
    await signedOut();
    const verify = fake(verifyPaymentEndpoint, ok(pending));
    renderApp('/join/payment/callback?reference=CA-REF-1');

    expect((await screen.findByRole('alert')).textContent).toBe('Maximum polling attempts reached');
    expect(verify.requests).toHaveLength(10);
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual([
      200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 51_200,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(verify.requests).toHaveLength(20));
    expect((await screen.findByRole('alert')).textContent).toBe('Maximum polling attempts reached');
  });

  it.each([
    ['failed', 'Your payment was declined. Nothing was charged.'],
    ['abandoned', 'The payment was not completed. Nothing was charged.'],
  ] as const)('says so when the payment %s, and offers to try again', async (status, message) => {
    await signedOut();
    keepClaim('CA-REF-1', 'claim-1');
    fake(verifyPaymentEndpoint, ok(pending), ok(createVerification({ status, subscription: null })));
    renderApp('/join/payment/callback?reference=CA-REF-1');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/join');
    expect(getSession().status).toBe('signed-out');
  });

  it("says 'Failed to verify payment' when no answer came, and checks again on request", async () => {
    await signedOut();
    fake(verifyPaymentEndpoint, networkFailure(), ok(createVerification({ session: visitorSession })));
    const app = renderApp('/join/payment/callback?reference=CA-REF-1');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to verify payment');
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));

    await waitFor(() => expect(app.location()).toBe('/join/success'));
  });

  it("asks once under React's development double effect: the session is answered only once", async () => {
    await signedOut();
    keepClaim('CA-REF-1', 'claim-1');
    const verify = fake(
      verifyPaymentEndpoint,
      ok(createVerification({ session: visitorSession })),
      ok(createVerification({ subscription: null, signInRequired: true })),
    );
    renderApp('/join/payment/callback?reference=CA-REF-1', { strict: true });

    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toBeTruthy();
    expect(verify.requests).toHaveLength(1);
    expect(getSession().status).toBe('signed-in');
  });

  it('says when the address holds no payment reference', async () => {
    await signedOut();
    renderApp('/join/payment/callback');
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
  });
});
