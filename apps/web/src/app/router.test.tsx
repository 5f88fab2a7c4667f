import * as refreshSessionEndpoint from '@creators-archive/contract/auth/refresh-session';
import * as signInEndpoint from '@creators-archive/contract/auth/sign-in';
import * as signOutEndpoint from '@creators-archive/contract/auth/sign-out';
import * as verifyPayment from '@creators-archive/contract/subscriptions/verify-payment';
import * as registerUser from '@creators-archive/contract/users/register-user';
import { maxUploadMegabytes, maxUploadMegapixels } from '@creators-archive/contract/portfolio/upload-limits';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedTokens } from '../testing/browser';
import { fakeEmptyReads } from '../testing/empty-reads';
import { createSession, createUser, createVerification } from '../testing/factories';
import { fail, fake, ok, receivedRequests } from '../testing/fake-api';
import { refreshSession, signOut } from '../lib/session';
import { renderApp } from '../testing/render';
import { sessionLoading, signedIn, signedOut } from '../testing/session';

beforeEach(fakeEmptyReads);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('shows a spinner while the session loads', async () => {
    sessionLoading();
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading your session' })).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    await signedOut();
    const app = renderApp('/account/billing');

    await heading('Sign in');
    expect(app.location()).toBe('/login?redirectTo=%2Faccount%2Fbilling');
  });

  it('sends the member to sign in when the session ends on a guarded page', async () => {
    await signedIn();
    const app = renderApp('/account/settings');
    await heading('Settings');
    fake(
      refreshSessionEndpoint,
      fail(401, 'Your session has ended. Sign in again.', { reason: 'INVALID_REFRESH_TOKEN' }),
    );

    await refreshSession();

    await heading('Sign in');
    expect(app.location()).toBe('/login?redirectTo=%2Faccount%2Fsettings');
  });

  it('sends the member home, not to sign in, when they sign out here while a guarded page is shown', async () => {
    await signedIn();
    const app = renderApp('/account/settings');
    await heading('Settings');
    fake(signOutEndpoint, ok({ signedOut: true } as const));

    await signOut();

    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('brings the member back to where they were going after sign-in', async () => {
    await signedOut();
    const app = renderApp('/login?redirectTo=%2Faccount%2Fbilling');
    await heading('Sign in');
    const signIn = fake(signInEndpoint, ok(createSession()));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await heading('Billing');
    expect(app.location()).toBe('/account/billing');
    expect(signIn.requests[0]?.body).toEqual({ email: 'amara@example.com', password: 'a good password' });
  });

  it('goes to the dashboard after sign-in when the remembered place is on another site', async () => {
    await signedOut();
    const app = renderApp('/login?redirectTo=%2F%2Fevil.example');
    await heading('Sign in');
    fake(signInEndpoint, ok(createSession()));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a good password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await heading('Welcome, Amara');
    expect(app.location()).toBe('/dashboard');
  });

  it('sends a member who opens an admin page home', async () => {
    await signedIn({ role: 'member' });
    const app = renderApp('/admin/dashboard');
    await heading(/An archive of African design/);
    expect(app.location()).toBe('/');
  });

  it('lets an admin into the admin dashboard', async () => {
    await signedIn({ role: 'admin' });
    renderApp('/admin/send-discount-codes');
    expect(await heading('Send discount codes')).toBeTruthy();
  });

  it('sends a signed-out visitor of an admin page to the admin sign-in', async () => {
    await signedOut();
    const app = renderApp('/admin/dashboard');
    await heading('Admin sign in');
    expect(app.location()).toBe('/admin/login?redirectTo=%2Fadmin%2Fdashboard');
  });

  it.each([
    ['/waitlist?plan=creator-monthly', '/join?plan=creator-monthly'],
    ['/waitlist/success', '/join/success'],
    ['/waitlist/payment/callback?reference=ref_1', '/join/payment/callback?reference=ref_1'],
  ])('redirects %s to %s, keeping the query string', async (from, to) => {
    await signedOut();
    fake(verifyPayment, ok(createVerification({ status: 'abandoned', reference: 'ref_1' })));
    const app = renderApp(from);
    await waitFor(() => expect(app.location()).toBe(to));
  });

  it('shows the not-found page for an unknown address', async () => {
    await signedOut();
    renderApp('/no-such-page');
    expect(await heading('Page not found')).toBeTruthy();
  });

  it('shows the maintenance page on every route in maintenance mode', async () => {
    await signedOut();
    renderApp('/dashboard', { maintenance: true });
    expect(await heading("We'll be back soon")).toBeTruthy();
  });

  it.each([
    ['/about', 'About Creators Archive'],
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/community', 'Community'],
    ['/vetted-program', 'Vetted Program'],
    ['/help', 'Help & Support'],
    ['/designers', 'Designers'],
    ['/contact', 'Contact us'],
    ['/forgot-password', 'Reset your password'],
    ['/maintenance', "We'll be back soon"],
  ])('%s has its heading', async (path, name) => {
    await signedOut();
    renderApp(path);
    expect(await heading(name)).toBeTruthy();
  });

  it('help states the upload limits the API enforces', async () => {
    await signedOut();
    renderApp('/help');
    await heading('Help & Support');
    expect(
      screen.getByText(`Up to ${maxUploadMegabytes} MB and ${maxUploadMegapixels} megapixels per image`, {
        exact: false,
      }),
    ).toBeTruthy();
  });
});

describe('the sign-in screen', () => {
  it('shows field errors without calling the server', async () => {
    await signedOut();
    renderApp('/login');
    await heading('Sign in');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(receivedRequests()).toEqual([]);
  });

  it("shows the server's message when sign-in fails", async () => {
    await signedOut();
    renderApp('/login');
    await heading('Sign in');
    fake(signInEndpoint, fail(401, 'Invalid email or password', { reason: 'INVALID_CREDENTIALS' }));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'amara@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('links to password reset and to registration', async () => {
    await signedOut();
    renderApp('/login');
    await heading('Sign in');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/join');
  });
});

describe('the join screen', () => {
  it('registers a visitor, stores the tokens and starts onboarding', async () => {
    await signedOut();
    const app = renderApp('/join');
    await heading('Create your account');
    const user = createUser({ fullName: 'Adaeze Obi' });
    const register = fake(
      registerUser,
      ok(createSession({ access_token: 'new-a', refresh_token: 'new-r', user })),
    );

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Adaeze Obi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Adaeze@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await heading('About you');
    expect(app.location()).toBe('/onboarding');
    expect(register.requests[0]).toMatchObject({
      url: '/v1/users/register',
      body: { fullName: 'Adaeze Obi', email: 'adaeze@example.com', password: 'a long passphrase' },
    });
    expect(storedTokens()).toEqual({ accessToken: 'new-a', refreshToken: 'new-r' });
  });

  it('puts a taken e-mail beside the e-mail field', async () => {
    await signedOut();
    renderApp('/join');
    await heading('Create your account');
    fake(
      registerUser,
      fail(409, 'An account with this email already exists', {
        reason: 'EMAIL_TAKEN',
        fields: { email: 'An account with this email already exists' },
      }),
    );

    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Adaeze Obi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a member the membership plans instead', async () => {
    await signedIn();
    renderApp('/join');
    expect(await heading('Creators Archive membership')).toBeTruthy();
    expect(await screen.findByText('No paid plans are on offer right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
