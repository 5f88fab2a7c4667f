import { vi } from 'vitest';

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

export const fail = (status: number, message: string, details?: unknown) =>
  jsonResponse(status, { success: false, error: { code: status, message, details } });

/** Replaces fetch with a mock answering from `answers` in order: a Response, or an Error to throw. */
export function mockFetch(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, method, headers and JSON body of the nth fetch call. */
export function requestAt(fetchMock: ReturnType<typeof mockFetch>, index: number) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, not ${index + 1}`);
  const [url, init = {}] = call;
  const headers = (init.headers ?? {}) as Record<string, string>;
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
  return { url: String(url), method: init.method ?? 'GET', headers, body };
}

/** Stands in for window.location so navigations can be observed (jsdom cannot navigate). */
export function stubLocation(pathname = '/') {
  const location = { pathname, assign: vi.fn(), reload: vi.fn() };
  vi.stubGlobal('location', location);
  return location;
}

export function seedTokens(accessToken: string | null, refreshToken: string | null) {
  if (accessToken) localStorage.setItem('accessToken', accessToken);
  if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
}

export function storedTokens() {
  return {
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  };
}
