import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fail,
  jsonResponse,
  mockFetch,
  ok,
  requestAt,
  seedTokens,
  storedTokens,
  stubLocation,
} from '../testing/http';
import { apiClient, clearRequestCache, DEDUPE_WINDOW_MS } from './api-client';

const refreshed = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  expiresAt: 2_000_000_000,
  expiresIn: 900,
};

beforeEach(() => {
  localStorage.clear();
  clearRequestCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiClient', () => {
  it('sends the stored access token as a Bearer header and JSON bodies as JSON', async () => {
    seedTokens('access-1', 'refresh-1');
    const fetchMock = mockFetch(ok({ id: 1 }));

    const response = await apiClient.post('/v1/things', { name: 'Kente' });

    expect(response).toEqual({ success: true, data: { id: 1 } });
    const request = requestAt(fetchMock, 0);
    expect(request.method).toBe('POST');
    expect(request.headers.Authorization).toBe('Bearer access-1');
    expect(request.headers['Content-Type']).toBe('application/json');
    expect(request.body).toEqual({ name: 'Kente' });
  });

  it('sends no Authorization header when no token is stored', async () => {
    const fetchMock = mockFetch(ok([]));
    await apiClient.get('/v1/things');
    expect(requestAt(fetchMock, 0).headers.Authorization).toBeUndefined();
  });

  it('puts query parameters on a GET and leaves out the empty ones', async () => {
    const fetchMock = mockFetch(ok([]));
    await apiClient.get('/v1/portfolio', { page: 2, limit: 20, category: undefined, userId: null });
    expect(requestAt(fetchMock, 0).url).toBe('/v1/portfolio?page=2&limit=20');
  });

  it('uploads FormData as multipart, leaving the content type to the browser', async () => {
    const fetchMock = mockFetch(ok({}));
    const form = new FormData();
    form.append('title', 'Adire study');

    await apiClient.upload('/v1/portfolio', form);

    const request = requestAt(fetchMock, 0);
    expect(request.method).toBe('POST');
    expect(request.body).toBe(form);
    expect(request.headers['Content-Type']).toBeUndefined();
  });

  it('hands back a failed answer as the server sent it', async () => {
    mockFetch(fail(404, 'Not found', { reason: 'NOT_FOUND' }));
    expect(await apiClient.get('/v1/users/x')).toEqual({
      success: false,
      error: { code: 404, message: 'Not found', details: { reason: 'NOT_FOUND' } },
    });
  });

  it('answers a network failure with a 500 envelope holding the underlying message', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    expect(await apiClient.get('/v1/users/me')).toEqual({
      success: false,
      error: { code: 500, message: 'An unexpected error occurred', details: 'Failed to fetch' },
    });
  });

  describe('on a 401', () => {
    it('refreshes, then retries once with X-Retry: 1 and the new access token', async () => {
      seedTokens('access-1', 'refresh-1');
      const fetchMock = mockFetch(fail(401, 'Expired'), ok(refreshed), ok({ id: 'me' }));

      const response = await apiClient.get('/v1/users/me');

      expect(response).toEqual({ success: true, data: { id: 'me' } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(requestAt(fetchMock, 0).headers['X-Retry']).toBeUndefined();
      const refresh = requestAt(fetchMock, 1);
      expect(refresh).toMatchObject({
        url: '/v1/auth/refresh',
        method: 'POST',
        body: { refreshToken: 'refresh-1' },
      });
      const retry = requestAt(fetchMock, 2);
      expect(retry.url).toBe('/v1/users/me');
      expect(retry.headers['X-Retry']).toBe('1');
      expect(retry.headers.Authorization).toBe('Bearer access-2');
    });

    it('stores both new tokens and the expiry after a successful refresh', async () => {
      seedTokens('access-1', 'refresh-1');
      mockFetch(fail(401, 'Expired'), ok(refreshed), ok({}));

      await apiClient.get('/v1/users/me');

      expect(storedTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      expect(localStorage.getItem('accessTokenExpiresAt')).toBe('2000000000');
    });

    it('retries at most once: a second 401 is handed back', async () => {
      seedTokens('access-1', 'refresh-1');
      const fetchMock = mockFetch(fail(401, 'Expired'), ok(refreshed), fail(401, 'Still no'));

      const response = await apiClient.get('/v1/users/me');

      expect(response).toMatchObject({ success: false, error: { code: 401, message: 'Still no' } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('without a refresh token, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', null);
      const fetchMock = mockFetch(fail(401, 'Expired'));

      const response = await apiClient.get('/v1/users/me');

      expect(response).toMatchObject({ success: false, error: { code: 401 } });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('when the refresh answers failure, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', 'refresh-1');
      const fetchMock = mockFetch(fail(401, 'Expired'), fail(401, 'Your session has ended. Sign in again.'));

      await apiClient.get('/v1/users/me');

      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('when the refresh request errors, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', 'refresh-1');
      mockFetch(fail(401, 'Expired'), new TypeError('Failed to fetch'));

      await apiClient.get('/v1/users/me');

      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('shares one refresh between requests that fail together', async () => {
      seedTokens('access-1', 'refresh-1');
      const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
        if (url === '/v1/auth/refresh') return ok(refreshed);
        const headers = init?.headers as Record<string, string>;
        return headers.Authorization === 'Bearer access-2' ? ok({ url }) : fail(401, 'Expired');
      });
      vi.stubGlobal('fetch', fetchMock);

      const answers = await Promise.all([
        apiClient.get('/v1/a'),
        apiClient.get('/v1/b'),
        apiClient.post('/v1/c'),
      ]);

      expect(answers.every((answer) => answer.success)).toBe(true);
      const refreshes = fetchMock.mock.calls.filter(([url]) => url === '/v1/auth/refresh');
      expect(refreshes).toHaveLength(1);
    });

    it('hands a credentials 401 back without refreshing when asked to', async () => {
      const location = stubLocation('/login');
      const fetchMock = mockFetch(fail(401, 'Invalid email or password'));

      const response = await apiClient.post('/v1/auth/login', {}, { refreshOn401: false });

      expect(response).toMatchObject({ success: false, error: { message: 'Invalid email or password' } });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(location.assign).not.toHaveBeenCalled();
    });
  });

  describe('GET de-duplication', () => {
    it('identical GETs within 5 s share one request and one answer', async () => {
      vi.useFakeTimers();
      const fetchMock = mockFetch(ok({ n: 1 }), ok({ n: 2 }));

      const first = apiClient.get('/v1/users/me');
      const second = apiClient.get('/v1/users/me');
      expect(second).toBe(first);
      await first;
      vi.advanceTimersByTime(DEDUPE_WINDOW_MS - 1);
      expect(await apiClient.get('/v1/users/me')).toEqual({ success: true, data: { n: 1 } });

      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('asks again once the 5 s have passed', async () => {
      vi.useFakeTimers();
      const fetchMock = mockFetch(ok({ n: 1 }), ok({ n: 2 }));

      await apiClient.get('/v1/users/me');
      vi.advanceTimersByTime(DEDUPE_WINDOW_MS);
      const later = await apiClient.get('/v1/users/me');

      expect(later).toEqual({ success: true, data: { n: 2 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('tells different query strings apart', async () => {
      const fetchMock = mockFetch(ok(1), ok(2));
      await apiClient.get('/v1/portfolio', { page: 1 });
      await apiClient.get('/v1/portfolio', { page: 2 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('does not keep a failed answer for the next caller', async () => {
      const fetchMock = mockFetch(new TypeError('Failed to fetch'), ok({ n: 1 }));
      await apiClient.get('/v1/users/me');
      expect(await apiClient.get('/v1/users/me')).toEqual({ success: true, data: { n: 1 } });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  describe('mutations', () => {
    it.each(['post', 'put', 'patch'] as const)('%s is never cached', async (verb) => {
      const fetchMock = mockFetch(ok(1), ok(2));
      await apiClient[verb]('/v1/things', {});
      await apiClient[verb]('/v1/things', {});
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('delete is never cached', async () => {
      const fetchMock = mockFetch(ok(1), ok(2));
      await apiClient.delete('/v1/things/1');
      await apiClient.delete('/v1/things/1');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('clears the GET cache', async () => {
      const fetchMock = mockFetch(ok({ name: 'old' }), ok({}), ok({ name: 'new' }));

      await apiClient.get('/v1/users/me');
      await apiClient.patch('/v1/users/me', { fullName: 'new' });
      const after = await apiClient.get('/v1/users/me');

      expect(after).toEqual({ success: true, data: { name: 'new' } });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });
  });

  it('a 503 for maintenance sends the browser to /maintenance', async () => {
    const location = stubLocation('/dashboard');
    mockFetch(fail(503, 'Down for maintenance', { reason: 'MAINTENANCE' }));

    await apiClient.get('/v1/users/me');

    expect(location.assign).toHaveBeenCalledWith('/maintenance');
  });

  it('another 503 stays where it is', async () => {
    const location = stubLocation('/dashboard');
    mockFetch(fail(503, 'Unavailable', { reason: 'DATABASE_DOWN' }));
    await apiClient.get('/v1/users/me');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('turns a body that is not JSON into an error envelope with the status', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await apiClient.get('/v1/users/me')).toMatchObject({
      success: false,
      error: { code: 502, message: 'An unexpected error occurred' },
    });
  });

  it('reads a JSON body even when the status is unexpected', async () => {
    mockFetch(jsonResponse(418, { success: false, error: { code: 418, message: 'Teapot' } }));
    expect(await apiClient.get('/v1/tea')).toMatchObject({ error: { message: 'Teapot' } });
  });
});
