import { toPath } from '@creators-archive/contract';
import * as deleteSession from '@creators-archive/contract/auth/delete-session';
import * as findMfaFactors from '@creators-archive/contract/auth/find-mfa-factors';
import * as refreshSession from '@creators-archive/contract/auth/refresh-session';
import * as signIn from '@creators-archive/contract/auth/sign-in';
import * as signOutOthers from '@creators-archive/contract/auth/sign-out-other-sessions';
import * as sendContactMessage from '@creators-archive/contract/contact/send-contact-message';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import * as getInvoicePdf from '@creators-archive/contract/invoices/get-invoice-pdf';
import * as setDefaultPaymentMethod from '@creators-archive/contract/payment-methods/set-default-payment-method';
import * as createPortfolioItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import * as findPortfolioItems from '@creators-archive/contract/portfolio/find-portfolio-items';
import * as getMe from '@creators-archive/contract/users/get-me';
import * as getUser from '@creators-archive/contract/users/get-user';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, setPageLanguage } from '../i18n/i18n';
import { seedTokens, storedTokens, stubLocation } from '../testing/browser';
import { createPortfolioItem as createItem, createUser } from '../testing/factories';
import {
  fail,
  fake,
  file,
  networkFailure,
  ok,
  proxyPage,
  receivedRequests,
  type ReceivedRequest,
} from '../testing/fake-api';
import { apiClient, signingOut, signOutEnded, whenDataChanged } from './api-client';
import { clearTokens } from './tokens';

const refreshed = {
  accessToken: 'access-2',
  refreshToken: 'refresh-2',
  expiresAt: 2_000_000_000,
  expiresIn: 900,
};
const expired = fail(401, 'Expired', { reason: 'UNAUTHENTICATED' });
const member = createUser();
const sessionId = '2d4f6a8c-1e3b-4d5f-8a7c-9e0b1d2f3a4c';

const portfolioPage = (page: number) => ({
  items: [],
  pagination: { page, limit: 20, total: 0, totalPages: 0 },
});
const sentList = () => receivedRequests().map((request) => `${request.method} ${request.url}`);
const signedInWithNewToken = (request: ReceivedRequest) =>
  request.headers.get('Authorization') === 'Bearer access-2';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiClient', () => {
  it('sends the stored access token as a Bearer header and JSON bodies as JSON', async () => {
    seedTokens('access-1', 'refresh-1');
    const contact = fake(sendContactMessage, ok({ received: true }));

    const response = await apiClient.post(sendContactMessage.path, { name: 'Kente' });

    expect(response).toEqual({ success: true, data: { received: true } });
    const [request] = contact.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Kente' });
  });

  it('sends no Authorization header when no token is stored', async () => {
    const designers = fake(findDesigners, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
    await apiClient.get(findDesigners.path);
    expect(designers.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('asks the API to answer in the page’s language', async () => {
    const designers = fake(findDesigners, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
    await apiClient.get(findDesigners.path);
    expect(designers.requests[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('puts query parameters on a GET and leaves out the empty ones', async () => {
    const items = fake(findPortfolioItems, ok(portfolioPage(2)));
    await apiClient.get(findPortfolioItems.path, { page: 2, limit: 20, category: undefined, userId: null });
    expect(items.requests[0]?.url).toBe('/v1/portfolio?page=2&limit=20');
  });

  it('uploads FormData as multipart, leaving the content type and its boundary to the browser', async () => {
    const upload = fake(createPortfolioItem, ok(createItem(), 201));
    const form = new FormData();
    form.append('title', 'Adire study');

    await apiClient.upload(createPortfolioItem.path, form);

    const [request] = upload.requests;
    expect(request?.method).toBe('POST');
    expect((request?.body as FormData).get('title')).toBe('Adire study');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('hands back a failed answer as the server sent it', async () => {
    fake(getUser, fail(404, 'User not found', { reason: 'USER_NOT_FOUND' }));
    expect(await apiClient.get(toPath(getUser.path, { id: member.id }))).toEqual({
      success: false,
      error: { code: 404, message: 'User not found', details: { reason: 'USER_NOT_FOUND' } },
    });
  });

  it('answers a network failure with a 500 envelope holding the underlying message', async () => {
    fake(getMe, networkFailure());
    expect(await apiClient.get(getMe.path)).toEqual({
      success: false,
      error: { code: 500, message: 'An unexpected error occurred', details: 'Failed to fetch' },
    });
  });

  describe('on a French page', () => {
    beforeEach(async () => setPageLanguage(await i18nFor('fr')));
    afterEach(async () => setPageLanguage(await i18nFor('en')));

    it('asks the API to answer in French', async () => {
      const designers = fake(findDesigners, ok({ items: [], pagination: { limit: 24, nextCursor: null } }));
      await apiClient.get(findDesigners.path);
      expect(designers.requests[0]?.headers.get('Accept-Language')).toBe('fr');
    });

    it('words its own failures in French', async () => {
      fake(getMe, networkFailure());
      expect(await apiClient.get(getMe.path)).toMatchObject({
        success: false,
        error: { message: 'Une erreur inattendue s’est produite' },
      });
    });

    it('sends a member whose session cannot be renewed to the French sign-in', async () => {
      const location = stubLocation('/fr/dashboard');
      seedTokens('access-1', 'refresh-1');
      fake(getMe, expired);
      fake(refreshSession, fail(401, 'Expired', { reason: 'UNAUTHENTICATED' }));

      await apiClient.get(getMe.path);

      expect(location.assign).toHaveBeenCalledWith('/fr/login');
    });
  });

  describe('on a 401', () => {
    it('refreshes, then retries once with X-Retry: 1 and the new access token', async () => {
      seedTokens('access-1', 'refresh-1');
      const me = fake(getMe, expired, ok(member));
      const refresh = fake(refreshSession, ok(refreshed));

      const response = await apiClient.get(getMe.path);

      expect(response).toEqual({ success: true, data: member });
      expect(sentList()).toEqual(['GET /v1/users/me', 'POST /v1/auth/refresh', 'GET /v1/users/me']);
      expect(me.requests[0]?.headers.get('X-Retry')).toBeNull();
      expect(refresh.requests[0]?.body).toEqual({ refreshToken: 'refresh-1' });
      const retry = me.requests[1];
      expect(retry?.headers.get('X-Retry')).toBe('1');
      expect(retry?.headers.get('Authorization')).toBe('Bearer access-2');
    });

    it('stores both new tokens and the expiry after a successful refresh', async () => {
      seedTokens('access-1', 'refresh-1');
      fake(getMe, expired, ok(member));
      fake(refreshSession, ok(refreshed));

      await apiClient.get(getMe.path);

      expect(storedTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      expect(localStorage.getItem('accessTokenExpiresAt')).toBe('2000000000');
    });

    it('retries at most once: a second 401 is handed back', async () => {
      seedTokens('access-1', 'refresh-1');
      fake(getMe, expired, fail(401, 'Still no', { reason: 'UNAUTHENTICATED' }));
      fake(refreshSession, ok(refreshed));

      const response = await apiClient.get(getMe.path);

      expect(response).toMatchObject({ success: false, error: { code: 401, message: 'Still no' } });
      expect(sentList()).toEqual(['GET /v1/users/me', 'POST /v1/auth/refresh', 'GET /v1/users/me']);
    });

    it('without a refresh token, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', null);
      fake(getMe, expired);

      const response = await apiClient.get(getMe.path);

      expect(response).toMatchObject({ success: false, error: { code: 401 } });
      expect(sentList()).toEqual(['GET /v1/users/me']);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('when the refresh answers failure, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', 'refresh-1');
      fake(getMe, expired);
      fake(
        refreshSession,
        fail(401, 'Your session has ended. Sign in again.', { reason: 'INVALID_REFRESH_TOKEN' }),
      );

      await apiClient.get(getMe.path);

      expect(sentList()).toEqual(['GET /v1/users/me', 'POST /v1/auth/refresh']);
      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('when the refresh fails because another answer has just started a new sign-in, keeps that one and retries with it', async () => {
      const location = stubLocation('/account/settings');
      seedTokens('access-1', 'refresh-1');
      const me = fake(getMe, expired, ok(member));
      // Turning on a second factor answered with a new sign-in while the refresh was on the wire,
      // and ended the sign-in the refresh was sent with.
      fake(refreshSession, () => {
        seedTokens('access-2', 'refresh-2');
        return fail(401, 'Your session has ended. Sign in again.', { reason: 'INVALID_REFRESH_TOKEN' });
      });

      const response = await apiClient.get(getMe.path);

      expect(response).toMatchObject({ success: true, data: { id: member.id } });
      expect(signedInWithNewToken(me.requests[1]!)).toBe(true);
      expect(storedTokens()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('when the refresh request errors, removes both tokens and goes to /login', async () => {
      const location = stubLocation('/dashboard');
      seedTokens('access-1', 'refresh-1');
      fake(getMe, expired);
      fake(refreshSession, networkFailure());

      await apiClient.get(getMe.path);

      expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
      expect(location.assign).toHaveBeenCalledWith('/login');
    });

    it('a 401 for a request sent before the member signed out on this device leaves them where they are', async () => {
      const location = stubLocation('/');
      seedTokens('access-1', 'refresh-1');
      fake(getMe, () => {
        clearTokens();
        return expired;
      });

      const response = await apiClient.get(getMe.path);

      expect(response).toMatchObject({ success: false, error: { code: 401 } });
      expect(sentList()).toEqual(['GET /v1/users/me']);
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('a 401 that comes back before the answer to signing out on this device leaves the member where they are', async () => {
      const location = stubLocation('/');
      seedTokens('access-1', 'refresh-1');
      const refresh = fake(refreshSession, networkFailure());
      fake(getMe, expired);

      signingOut();
      const response = await apiClient.get(getMe.path);
      signOutEnded();

      expect(response).toMatchObject({ success: false, error: { code: 401 } });
      expect(refresh.requests).toHaveLength(0);
      expect(location.assign).not.toHaveBeenCalled();
    });

    it('shares one refresh between requests that fail together', async () => {
      seedTokens('access-1', 'refresh-1');
      const refresh = fake(refreshSession, ok(refreshed));
      fake(getMe, (request) => (signedInWithNewToken(request) ? ok(member) : expired));
      fake(findMfaFactors, (request) => (signedInWithNewToken(request) ? ok({ items: [] }) : expired));
      fake(signOutOthers, (request) => (signedInWithNewToken(request) ? ok({ signedOut: 2 }) : expired));

      const answers = await Promise.all([
        apiClient.get(getMe.path),
        apiClient.get(findMfaFactors.path),
        apiClient.post(signOutOthers.path),
      ]);

      expect(answers.every((answer) => answer.success)).toBe(true);
      expect(refresh.requests).toHaveLength(1);
    });

    it('hands a credentials 401 back without refreshing when asked to', async () => {
      const location = stubLocation('/login');
      fake(signIn, fail(401, 'Invalid email or password', { reason: 'INVALID_CREDENTIALS' }));

      const response = await apiClient.post(signIn.path, {}, { refreshOn401: false });

      expect(response).toMatchObject({ success: false, error: { message: 'Invalid email or password' } });
      expect(sentList()).toEqual(['POST /v1/auth/login']);
      expect(location.assign).not.toHaveBeenCalled();
    });
  });

  describe('GETs', () => {
    it('are never remembered: the query cache alone keeps answers (lib/query-client.ts)', async () => {
      const first = createUser({ fullName: 'Amara Okafor' });
      const second = createUser({ fullName: 'Amara Okafor-Bello' });
      const me = fake(getMe, ok(first), ok(second));

      expect(await apiClient.get(getMe.path)).toEqual({ success: true, data: first });
      expect(await apiClient.get(getMe.path)).toEqual({ success: true, data: second });
      expect(me.requests).toHaveLength(2);
    });

    it('send their query string, leaving out empty values', async () => {
      const items = fake(findPortfolioItems, ok(portfolioPage(1)), ok(portfolioPage(2)));
      await apiClient.get(findPortfolioItems.path, { page: 1 });
      await apiClient.get(findPortfolioItems.path, { page: 2, q: undefined, tag: null });
      expect(items.requests.map((request) => request.url)).toEqual([
        `${findPortfolioItems.path}?page=1`,
        `${findPortfolioItems.path}?page=2`,
      ]);
    });
  });

  describe('files', () => {
    const invoiceId = '0b7e2c1d-4f5a-4b6c-8d9e-1f2a3b4c5d6e';
    const pdfPath = getInvoicePdf.invoicePdfPath(invoiceId);

    it('fetches a file with the bearer token and answers its contents', async () => {
      seedTokens('access-1', 'refresh-1');
      const pdf = fake(getInvoicePdf, file('%PDF-1.7 invoice', 'application/pdf'));

      const response = await apiClient.getFile(pdfPath);

      expect(response.success).toBe(true);
      if (!response.success) return;
      expect(response.data.type).toBe('application/pdf');
      expect(await response.data.text()).toBe('%PDF-1.7 invoice');
      expect(pdf.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('refreshes after a 401 and fetches the file again with the new token', async () => {
      seedTokens('access-1', 'refresh-1');
      fake(refreshSession, ok(refreshed));
      const pdf = fake(getInvoicePdf, (request) =>
        signedInWithNewToken(request) ? file('%PDF-1.7', 'application/pdf') : expired,
      );

      const response = await apiClient.getFile(pdfPath);

      expect(response.success).toBe(true);
      expect(pdf.requests.map((request) => request.headers.get('X-Retry'))).toEqual([null, '1']);
    });

    it("answers the API's error, and a network failure as a 500", async () => {
      fake(getInvoicePdf, fail(404, 'Invoice not found', { reason: 'INVOICE_NOT_FOUND' }), networkFailure());
      expect(await apiClient.getFile(pdfPath)).toEqual({
        success: false,
        error: { code: 404, message: 'Invoice not found', details: { reason: 'INVOICE_NOT_FOUND' } },
      });
      expect(await apiClient.getFile(pdfPath)).toMatchObject({ success: false, error: { code: 500 } });
    });

    it('is never remembered', async () => {
      const pdf = fake(getInvoicePdf, file('%PDF-1.7', 'application/pdf'));
      await apiClient.getFile(pdfPath);
      await apiClient.getFile(pdfPath);
      expect(pdf.requests).toHaveLength(2);
    });
  });

  describe('mutations', () => {
    const mutations = {
      post: () => ({
        route: fake(sendContactMessage, ok({ received: true })),
        send: () => apiClient.post(sendContactMessage.path, {}),
      }),
      put: () => ({
        route: fake(
          setDefaultPaymentMethod,
          fail(404, 'No such card', { reason: 'PAYMENT_METHOD_NOT_FOUND' }),
        ),
        send: () => apiClient.put(toPath(setDefaultPaymentMethod.path, { id: sessionId }), {}),
      }),
      patch: () => ({
        route: fake(updateMe, ok(member)),
        send: () => apiClient.patch(updateMe.path, {}),
      }),
      delete: () => ({
        route: fake(deleteSession, ok({ id: sessionId })),
        send: () => apiClient.delete(toPath(deleteSession.path, { id: sessionId })),
      }),
    };

    it.each(['post', 'put', 'patch', 'delete'] as const)('%s is never cached', async (verb) => {
      const { route, send } = mutations[verb]();
      await send();
      await send();
      expect(route.requests).toHaveLength(2);
    });

    it('tell the listeners of a change once answered, and a GET does not', async () => {
      const changes = vi.fn();
      const stopListening = whenDataChanged(changes);
      fake(getMe, ok(member));
      fake(updateMe, fail(422, 'Invalid name', { reason: 'VALIDATION_FAILED' }));

      await apiClient.get(getMe.path);
      expect(changes).not.toHaveBeenCalled();
      await apiClient.patch(updateMe.path, { fullName: '' });
      expect(changes).toHaveBeenCalledTimes(1);

      stopListening();
      await apiClient.patch(updateMe.path, { fullName: '' });
      expect(changes).toHaveBeenCalledTimes(1);
    });
  });

  it('a 503 for maintenance sends the browser to /maintenance', async () => {
    const location = stubLocation('/dashboard');
    fake(getMe, fail(503, 'Down for maintenance', { reason: 'MAINTENANCE' }));

    await apiClient.get(getMe.path);

    expect(location.assign).toHaveBeenCalledWith('/maintenance');
  });

  it('another 503 stays where it is', async () => {
    const location = stubLocation('/dashboard');
    fake(getMe, fail(503, 'The database is not answering', { reason: 'DATABASE_UNAVAILABLE' }));
    await apiClient.get(getMe.path);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('turns a body that is not JSON into an error envelope with the status', async () => {
    fake(getMe, proxyPage(502, '<html>Bad gateway</html>'));
    expect(await apiClient.get(getMe.path)).toMatchObject({
      success: false,
      error: { code: 502, message: 'An unexpected error occurred' },
    });
  });

  it('reads a JSON error body whatever its status', async () => {
    fake(getMe, fail(429, 'Too many requests', { reason: 'RATE_LIMITED' }));
    expect(await apiClient.get(getMe.path)).toMatchObject({ error: { message: 'Too many requests' } });
  });
});
