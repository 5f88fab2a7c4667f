import * as refreshSession from '@creators-archive/contract/auth/refresh-session';
import * as createPortfolioItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTokens, storedTokens, stubLocation } from '../testing/browser';
import { createPortfolioItem as createItem } from '../testing/factories';
import { fail, fake, noAnswer, ok } from '../testing/fake-api';
import { apiClient } from './api-client';

const item = createItem();
const created = { success: true, data: item };
const expired = fail(401, 'expired', { reason: 'UNAUTHENTICATED' });

/**
 * Reports how far an upload has got, as a browser does while the body is on its way; the fake API
 * itself reports progress once, when the whole body has arrived.
 */
function watchUploadProgress() {
  const eventTarget = Object.getPrototypeOf(XMLHttpRequestUpload.prototype) as XMLHttpRequestEventTarget;
  const handlerSet = vi.spyOn(eventTarget, 'onprogress', 'set');
  return (loaded: number, total: number) => {
    const handler = handlerSet.mock.calls.at(-1)?.[0] as ((event: ProgressEvent) => void) | undefined;
    handler?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiClient.uploadWithProgress', () => {
  it('sends the form with the bearer token and reports progress', async () => {
    seedTokens('access-1', 'refresh-1');
    const reportProgress = watchUploadProgress();
    const upload = fake(createPortfolioItem, () => {
      reportProgress(50, 100);
      return ok(item, 201);
    });
    const progress: number[] = [];

    const answer = await apiClient.uploadWithProgress(createPortfolioItem.path, new FormData(), {
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(answer).toEqual(created);
    expect(progress).toEqual([0.5, 1]);
    expect(upload.requests[0]?.method).toBe('POST');
    expect(upload.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('on a 401 refreshes once and sends again marked X-Retry', async () => {
    seedTokens('access-1', 'refresh-1');
    const upload = fake(createPortfolioItem, expired, ok(item, 201));
    fake(
      refreshSession,
      ok({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: 2_000_000_000, expiresIn: 900 }),
    );

    const answer = await apiClient.uploadWithProgress(createPortfolioItem.path, new FormData());

    expect(answer).toEqual(created);
    expect(upload.requests).toHaveLength(2);
    expect(upload.requests[1]?.headers.get('X-Retry')).toBe('1');
    expect(upload.requests[1]?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('when the refresh fails, clears the tokens and goes to sign in', async () => {
    seedTokens('access-1', 'refresh-1');
    const location = stubLocation('/account/portfolio');
    fake(createPortfolioItem, expired);
    fake(refreshSession, fail(401, 'Invalid refresh token', { reason: 'INVALID_REFRESH_TOKEN' }));

    const answer = await apiClient.uploadWithProgress(createPortfolioItem.path, new FormData());

    expect(answer.success).toBe(false);
    expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(location.assign).toHaveBeenCalledWith('/login');
  });

  it('a cancelled upload answers with the cancelled message and never throws', async () => {
    fake(createPortfolioItem, noAnswer());
    const controller = new AbortController();
    const pending = apiClient.uploadWithProgress(createPortfolioItem.path, new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    const answer = await pending;
    expect(answer).toMatchObject({ success: false, error: { message: 'Upload cancelled' } });
  });
});
