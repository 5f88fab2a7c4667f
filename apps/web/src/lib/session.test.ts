import * as refreshSessionEndpoint from '@creators-archive/contract/auth/refresh-session';
import * as signInEndpoint from '@creators-archive/contract/auth/sign-in';
import * as signOutEndpoint from '@creators-archive/contract/auth/sign-out';
import * as listNotifications from '@creators-archive/contract/notifications/list-notifications';
import * as deleteMe from '@creators-archive/contract/users/delete-me';
import * as getMe from '@creators-archive/contract/users/get-me';
import * as registerUser from '@creators-archive/contract/users/register-user';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTokens, storedTokens, stubLocation } from '../testing/browser';
import { createSession, createUser } from '../testing/factories';
import { fail, fake, networkFailure, ok, receivedRequests } from '../testing/fake-api';

/**
 * A fresh session module: its state starts from what localStorage holds at import. Its page
 * language is loaded first, as main.tsx loads it before the member sees anything.
 */
async function loadSession() {
  vi.resetModules();
  const { i18nFor, setPageLanguage } = await import('../i18n/i18n');
  setPageLanguage(await i18nFor('en'));
  return import('./session');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const refreshed = (expiresIn = 900) => ({
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  expiresAt: nowSeconds() + expiresIn,
  expiresIn,
});
const serverError = fail(500, '', { reason: 'INTERNAL_ERROR' });
const signedOutAnswer = ok({ signedOut: true } as const);

beforeEach(() => {
  localStorage.clear();
  stubLocation('/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session', () => {
  describe('start', () => {
    it('is signed out without fetching when no tokens are stored', async () => {
      const session = await loadSession();

      await session.startSession();

      expect(session.getSession().status).toBe('signed-out');
      expect(receivedRequests()).toEqual([]);
    });

    it('fetches the member when tokens are stored', async () => {
      seedTokens('access-1', 'refresh-1');
      const user = createUser();
      const me = fake(getMe, ok(user));
      const session = await loadSession();
      expect(session.getSession().status).toBe('loading');

      await session.startSession();

      expect(me.requests[0]?.url).toBe('/v1/users/me');
      expect(session.getSession()).toEqual({ status: 'signed-in', user });
    });

    it('a failed current-user fetch clears everything', async () => {
      seedTokens('access-1', 'refresh-1');
      fake(getMe, serverError);
      const session = await loadSession();

      const result = await session.fetchCurrentUser();

      expect(result).toMatchObject({ success: false, error: { message: 'Failed to fetch user' } });
      expect(session.getSession().status).toBe('signed-out');
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    });
  });

  describe('sign-in', () => {
    it('stores both tokens and the expiry, and signs the member in', async () => {
      const sessionData = createSession({ access_token: 'a', refresh_token: 'r', expires_at: 1_900_000_000 });
      const signIn = fake(signInEndpoint, ok(sessionData));
      const session = await loadSession();

      const result = await session.signIn({ email: 'amara@example.com', password: 'secret' });

      expect(result.success).toBe(true);
      expect(signIn.requests[0]).toMatchObject({
        url: '/v1/auth/login',
        method: 'POST',
        body: { email: 'amara@example.com', password: 'secret' },
      });
      expect(storedTokens()).toEqual({ accessToken: 'a', refreshToken: 'r' });
      expect(localStorage.getItem('accessTokenExpiresAt')).toBe('1900000000');
      expect(session.getSession()).toEqual({ status: 'signed-in', user: sessionData.user });
    });

    it('falls back to an expiry of 3600 s when the server gives no usable one', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
      fake(signInEndpoint, ok(createSession({ expires_at: 0, expires_in: 0 })));
      const session = await loadSession();

      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      expect(Number(localStorage.getItem('accessTokenExpiresAt'))).toBe(nowSeconds() + 3600);
    });

    it('uses expires_in when expires_at is not usable', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
      fake(signInEndpoint, ok(createSession({ expires_at: 0, expires_in: 600 })));
      const session = await loadSession();

      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      expect(Number(localStorage.getItem('accessTokenExpiresAt'))).toBe(nowSeconds() + 600);
    });

    it("a 401 carries the server's message", async () => {
      fake(signInEndpoint, fail(401, 'Invalid email or password', { reason: 'INVALID_CREDENTIALS' }));
      const session = await loadSession();

      const result = await session.signIn({ email: 'amara@example.com', password: 'wrong' });

      expect(result).toMatchObject({
        success: false,
        error: { code: 401, message: 'Invalid email or password' },
      });
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(session.getSession().status).toBe('signed-out');
    });

    it("a 401 without a message reads 'Invalid email or password'", async () => {
      fake(signInEndpoint, fail(401, '', { reason: 'INVALID_CREDENTIALS' }));
      const session = await loadSession();
      const result = await session.signIn({ email: 'amara@example.com', password: 'wrong' });
      expect(result).toMatchObject({ error: { code: 401, message: 'Invalid email or password' } });
    });

    it("another failure without a message reads 'Login failed'", async () => {
      fake(signInEndpoint, serverError);
      const session = await loadSession();
      const result = await session.signIn({ email: 'amara@example.com', password: 'secret' });
      expect(result).toMatchObject({ error: { code: 500, message: 'Login failed' } });
    });

    it("a success without an access token reads 'Login failed'", async () => {
      fake(signInEndpoint, ok(createSession({ access_token: '' })));
      const session = await loadSession();
      const result = await session.signIn({ email: 'amara@example.com', password: 'secret' });
      expect(result).toMatchObject({ success: false, error: { message: 'Login failed' } });
      expect(session.getSession().status).toBe('signed-out');
    });

    it('keeps the device token across sign-out and sends it with the next sign-in', async () => {
      const signIn = fake(
        signInEndpoint,
        ok(createSession({ device_token: 'device-1' })),
        ok(createSession({ device_token: 'device-2' })),
      );
      fake(signOutEndpoint, signedOutAnswer);
      const session = await loadSession();

      await session.signIn({ email: 'amara@example.com', password: 'secret' });
      expect(signIn.requests[0]?.body).not.toHaveProperty('deviceToken');
      await session.signOut();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      expect(signIn.requests[1]?.body).toEqual({
        email: 'amara@example.com',
        password: 'secret',
        deviceToken: 'device-1',
      });
      expect(localStorage.getItem('deviceToken')).toBe('device-2');
    });
  });

  describe('registration', () => {
    it('stores the tokens of the new session', async () => {
      const register = fake(
        registerUser,
        ok(createSession({ access_token: 'new-a', refresh_token: 'new-r' })),
      );
      const session = await loadSession();

      await session.signUp({ fullName: 'Adaeze Obi', email: 'adaeze@example.com', password: 'long enough' });

      expect(register.requests[0]).toMatchObject({ url: '/v1/users/register', method: 'POST' });
      expect(storedTokens()).toEqual({ accessToken: 'new-a', refreshToken: 'new-r' });
      expect(session.getSession().status).toBe('signed-in');
    });

    it("a failure without a message reads 'Signup failed'", async () => {
      fake(registerUser, serverError);
      const session = await loadSession();
      const result = await session.signUp({ fullName: 'A', email: 'a@example.com', password: 'long enough' });
      expect(result).toMatchObject({ error: { message: 'Signup failed' } });
    });

    it("keeps the server's message", async () => {
      fake(
        registerUser,
        fail(409, 'An account with this email already exists', {
          reason: 'EMAIL_TAKEN',
          fields: { email: 'An account with this email already exists' },
        }),
      );
      const session = await loadSession();
      const result = await session.signUp({ fullName: 'A', email: 'a@example.com', password: 'long enough' });
      expect(result).toMatchObject({
        error: { code: 409, message: 'An account with this email already exists' },
      });
    });
  });

  it("a profile update without a message reads 'Failed to update profile'", async () => {
    seedTokens('access-1', 'refresh-1');
    fake(updateMe, serverError);
    const session = await loadSession();
    const result = await session.updateProfile({ fullName: 'Amara O.' });
    expect(result).toMatchObject({ error: { message: 'Failed to update profile' } });
  });

  describe('sign-out', () => {
    it('clears the tokens when the call succeeds', async () => {
      fake(signInEndpoint, ok(createSession()));
      fake(signOutEndpoint, signedOutAnswer);
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      await session.signOut();

      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(session.getSession().status).toBe('signed-out');
    });

    it("clears the tokens when the call fails, answering 'Logout failed'", async () => {
      fake(signInEndpoint, ok(createSession()));
      fake(signOutEndpoint, serverError);
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      const result = await session.signOut();

      expect(result).toMatchObject({ success: false, error: { message: 'Logout failed' } });
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(session.getSession().status).toBe('signed-out');
    });

    it('clears the tokens when there is no answer at all', async () => {
      fake(signInEndpoint, ok(createSession()));
      fake(signOutEndpoint, networkFailure());
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      await session.signOut();

      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    });
  });

  describe('deleting the account', () => {
    const expired = fail(401, 'Expired', { reason: 'UNAUTHENTICATED' });
    const wrongPassword = fail(400, 'That password is not right', { reason: 'WRONG_PASSWORD' });

    /** Deletes the account while the bell asks for the count, whose token the server has just ended. */
    async function deleteWhileTheBellAsks(session: Awaited<ReturnType<typeof loadSession>>) {
      const { apiClient } = await import('./api-client');
      return session.endEverySession(async () => {
        const bell = await apiClient.get(listNotifications.path);
        expect(bell).toMatchObject({ success: false, error: { code: 401 } });
        return apiClient.delete(deleteMe.path, { body: { password: 'secret' } });
      });
    }

    it('ends the session here, sending the member home, and a 401 met meanwhile is no reason to sign in', async () => {
      const location = stubLocation('/account/settings');
      fake(signInEndpoint, ok(createSession()));
      const refresh = fake(refreshSessionEndpoint, expired);
      fake(listNotifications, expired);
      fake(deleteMe, ok({ deleted: true } as const));
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      const result = await deleteWhileTheBellAsks(session);

      expect(result.success).toBe(true);
      expect(refresh.requests).toHaveLength(0);
      expect(location.assign).not.toHaveBeenCalled();
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(session.getSession()).toEqual({ status: 'signed-out', user: null, leftHere: true });
    });

    it('keeps the session when the deletion is refused, and a later 401 refreshes as before', async () => {
      fake(signInEndpoint, ok(createSession()));
      const refresh = fake(refreshSessionEndpoint, ok(refreshed()));
      fake(listNotifications, expired);
      fake(deleteMe, wrongPassword);
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      const result = await deleteWhileTheBellAsks(session);

      expect(result).toMatchObject({ success: false, error: { code: 400 } });
      expect(session.getSession().status).toBe('signed-in');
      expect(storedTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      const { apiClient } = await import('./api-client');
      await apiClient.get(listNotifications.path);
      expect(refresh.requests).toHaveLength(1);
    });
  });

  describe('refresh', () => {
    it('every 30 s, refreshes a token that is about to expire', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
      fake(signInEndpoint, ok(createSession({ expires_at: nowSeconds() + 60 })));
      fake(refreshSessionEndpoint, ok(refreshed()));
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      await vi.advanceTimersByTimeAsync(session.REFRESH_TICK_MS - 1);
      expect(receivedRequests()).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);

      expect(receivedRequests()).toHaveLength(2);
      expect(receivedRequests()[1]).toMatchObject({
        url: '/v1/auth/refresh',
        body: { refreshToken: 'refresh-1' },
      });
      expect(storedTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    });

    it('leaves a token with plenty of time alone', async () => {
      vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
      fake(signInEndpoint, ok(createSession({ expires_at: nowSeconds() + 900 })));
      const session = await loadSession();
      await session.signIn({ email: 'amara@example.com', password: 'secret' });

      await vi.advanceTimersByTimeAsync(session.REFRESH_TICK_MS * 3);

      expect(receivedRequests()).toHaveLength(1);
    });

    it('backs off from 200 ms, doubling, while the refresh cannot get through', async () => {
      vi.useFakeTimers();
      seedTokens('access-1', 'refresh-1');
      const refresh = fake(
        refreshSessionEndpoint,
        networkFailure(),
        networkFailure(),
        networkFailure(),
        ok(refreshed()),
      );
      const session = await loadSession();

      const result = session.refreshSession();
      const refreshCalls = () => refresh.requests.length;

      await vi.advanceTimersByTimeAsync(0);
      expect(refreshCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(199);
      expect(refreshCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshCalls()).toBe(2);
      await vi.advanceTimersByTimeAsync(399);
      expect(refreshCalls()).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshCalls()).toBe(3);
      await vi.advanceTimersByTimeAsync(800);
      expect(refreshCalls()).toBe(4);

      expect(await result).toMatchObject({ success: true });
      expect(storedTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    });

    it('gives up after its last attempt and clears everything', async () => {
      vi.useFakeTimers();
      seedTokens('access-1', 'refresh-1');
      const refresh = fake(refreshSessionEndpoint, fail(503, '', { reason: 'DATABASE_UNAVAILABLE' }));
      const session = await loadSession();

      const result = session.refreshSession();
      await vi.runAllTimersAsync();

      expect(await result).toMatchObject({ success: false, error: { message: 'Token refresh failed' } });
      expect(refresh.requests).toHaveLength(session.MAX_REFRESH_ATTEMPTS);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(session.getSession().status).toBe('signed-out');
    });

    it('does not retry a refresh the server refuses, and clears everything', async () => {
      seedTokens('access-1', 'refresh-1');
      const refresh = fake(
        refreshSessionEndpoint,
        fail(401, 'Your session has ended. Sign in again.', { reason: 'INVALID_REFRESH_TOKEN' }),
      );
      const session = await loadSession();

      const result = await session.refreshSession();

      expect(result).toMatchObject({
        success: false,
        error: { message: 'Your session has ended. Sign in again.' },
      });
      expect(refresh.requests).toHaveLength(1);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    });
  });
});
