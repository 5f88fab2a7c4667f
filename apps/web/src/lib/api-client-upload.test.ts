import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, seedTokens, storedTokens, stubLocation, fail } from '../testing/http';
import { apiClient, clearRequestCache, UPLOAD_CANCELLED_MESSAGE } from './api-client';

type Answer = { status: number; body: unknown };

/** Stands in for XMLHttpRequest: reports progress, then answers from a queue. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: FakeXhr[] = [];
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    FakeXhr.sent.push(this);
    setTimeout(() => {
      if (this.aborted) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      const answer = FakeXhr.answers.shift() ?? { status: 500, body: {} };
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const created = { success: true, data: { id: 'item-1' } };

beforeEach(() => {
  localStorage.clear();
  clearRequestCache();
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient.uploadWithProgress', () => {
  it('sends the form with the bearer token and reports progress', async () => {
    seedTokens('access-1', 'refresh-1');
    FakeXhr.answers.push({ status: 201, body: created });
    const progress: number[] = [];

    const answer = await apiClient.uploadWithProgress('/v1/portfolio', new FormData(), {
      onProgress: (fraction) => progress.push(fraction),
    });

    expect(answer).toEqual(created);
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.sent[0]?.method).toBe('POST');
    expect(FakeXhr.sent[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('on a 401 refreshes once and sends again marked X-Retry', async () => {
    seedTokens('access-1', 'refresh-1');
    FakeXhr.answers.push({ status: 401, body: { success: false, error: { code: 401, message: 'expired' } } });
    FakeXhr.answers.push({ status: 201, body: created });
    mockFetch(
      ok({
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
        expiresAt: 2_000_000_000,
        expiresIn: 900,
      }),
    );

    const answer = await apiClient.uploadWithProgress('/v1/portfolio', new FormData());

    expect(answer).toEqual(created);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]?.headers['X-Retry']).toBe('1');
    expect(FakeXhr.sent[1]?.headers.Authorization).toBe('Bearer access-2');
  });

  it('when the refresh fails, clears the tokens and goes to sign in', async () => {
    seedTokens('access-1', 'refresh-1');
    const location = stubLocation('/account/portfolio');
    FakeXhr.answers.push({ status: 401, body: { success: false, error: { code: 401, message: 'expired' } } });
    mockFetch(fail(401, 'Invalid refresh token'));

    const answer = await apiClient.uploadWithProgress('/v1/portfolio', new FormData());

    expect(answer.success).toBe(false);
    expect(storedTokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(location.assign).toHaveBeenCalledWith('/login');
  });

  it('a cancelled upload answers with the cancelled message and never throws', async () => {
    const controller = new AbortController();
    const pending = apiClient.uploadWithProgress('/v1/portfolio', new FormData(), {
      signal: controller.signal,
    });
    controller.abort();
    const answer = await pending;
    expect(answer).toMatchObject({ success: false, error: { message: UPLOAD_CANCELLED_MESSAGE } });
  });
});
