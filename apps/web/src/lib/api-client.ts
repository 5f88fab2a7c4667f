import type { Envelope, ErrorEnvelope, ErrorReason, HttpMethod } from '@creators-archive/contract';
import type { RefreshedTokens } from '@creators-archive/contract/auth/refresh-session';
import { refreshSessionPath } from '@creators-archive/contract/session-paths';
import { defaultLocale, localizedPath } from '@creators-archive/i18n';
import { pageLocale, pageMessage } from './page-language';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './tokens';

/**
 * The one way the web client talks to the API: get (with query parameters), post, put, patch,
 * delete and multipart upload, JSON by default, no timeout. Every call resolves to the response
 * envelope and never throws: a network failure becomes a 500 envelope too. Every call asks the API
 * to answer in the page's language (Accept-Language).
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  headers?: Record<string, string>;
  /**
   * Set to false where a 401 means wrong credentials rather than an expired token (sign-in,
   * registration): those answers go back to the caller instead of starting a refresh.
   */
  refreshOn401?: boolean;
};

const MAINTENANCE_REASON = 'MAINTENANCE' satisfies ErrorReason;

let transport: typeof fetch = (input, init) => fetch(input, init);
const changeListeners = new Set<() => void>();
let refreshInFlight: Promise<Envelope<RefreshedTokens>> | null = null;
/** The access token of a sign-out under way on this device, until its tokens are cleared. */
let tokenBeingSignedOut: string | null = null;

/**
 * Says a sign-out is under way for the current access token. The server ends that sign-in as soon
 * as the sign-out reaches it, so another request sent with the token just before can come back
 * 401 before the sign-out's own answer: that 401 is expected and must not send the member to
 * /login, where signing out did not put them.
 */
export function signingOut(): void {
  tokenBeingSignedOut = getAccessToken();
}

/** The sign-out is over and its tokens are gone: a 401 now finds no token and is read as before. */
export function signOutEnded(): void {
  tokenBeingSignedOut = null;
}

export const apiClient = {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions) {
    return request<T>('GET', withQuery(path, params), undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('POST', path, body, options);
  },
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('PUT', path, body, options);
  },
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return request<T>('PATCH', path, body, options);
  },
  /** A body is rare on DELETE but allowed; deleting the account sends the password in one. */
  delete<T>(path: string, options?: RequestOptions & { body?: unknown }) {
    return request<T>('DELETE', path, options?.body, options);
  },
  /**
   * A file the API serves only to its owner (an invoice's PDF), with the same bearer token and
   * refresh as every other call and never remembered. Resolves to the file, or to the API's error
   * envelope; never throws.
   */
  getFile(path: string, options?: RequestOptions) {
    return getFile(path, options);
  },
  /** Multipart upload; the browser sets the content type with its boundary. */
  upload<T>(path: string, formData: FormData, options?: RequestOptions) {
    return request<T>('POST', path, formData, options);
  },
  /**
   * Multipart upload that reports progress (fetch cannot) and can be cancelled. The same rules as
   * every other call: bearer token, one refresh and retry on 401, never throws.
   */
  uploadWithProgress<T>(path: string, formData: FormData, options: UploadOptions = {}) {
    return uploadWithProgress<T>(path, formData, options);
  },
};

export type UploadOptions = RequestOptions & {
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

async function uploadWithProgress<T>(
  path: string,
  formData: FormData,
  options: UploadOptions,
): Promise<Envelope<T>> {
  try {
    const tokenSent = getAccessToken();
    let answer = await sendWithXhr(path, formData, options, options.headers);
    if (answer.status === 401 && options.refreshOn401 !== false) {
      if (!(await sessionRenewedAfter401(tokenSent))) return answer.envelope as Envelope<T>;
      answer = await sendWithXhr(path, formData, options, { ...options.headers, 'X-Retry': '1' });
    }
    return answer.envelope as Envelope<T>;
  } finally {
    dataChanged();
  }
}

function sendWithXhr(
  path: string,
  formData: FormData,
  options: UploadOptions,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; envelope: Envelope<unknown> }> {
  return new Promise((resolve) => {
    if (options.signal?.aborted) {
      resolve({ status: 0, envelope: failure(0, pageMessage('errors.uploadCancelled')) });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(languageHeader())) xhr.setRequestHeader(name, value);
    const accessToken = getAccessToken();
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    for (const [name, value] of Object.entries(extraHeaders)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const finish = (status: number, envelope: Envelope<unknown>) => {
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ status, envelope });
    };
    // Cancelling answers at once, without waiting for the request's own abort event.
    const onAbort = () => {
      xhr.abort();
      finish(0, failure(0, pageMessage('errors.uploadCancelled')));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.onload = () => {
      let envelope: Envelope<unknown>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        envelope = failure(xhr.status, pageMessage('errors.unexpected'), 'The server answered without JSON');
      }
      if (xhr.status === 503 && !envelope.success) {
        const details = envelope.error.details as { reason?: string } | undefined;
        if (details?.reason === MAINTENANCE_REASON) showMaintenancePage();
      }
      finish(xhr.status, envelope);
    };
    xhr.onerror = () =>
      finish(0, failure(500, pageMessage('errors.unexpected'), 'The upload did not reach the server'));
    xhr.send(formData);
  });
}

/**
 * Sends every request through `serverTransport` instead of the browser's fetch: how the server's
 * page renderer asks the API for a page's data in-process (apps/web/src/entry-server.tsx).
 */
export function sendThrough(serverTransport: typeof fetch): void {
  transport = serverTransport;
}

/**
 * Calls `listener` once each request that may change data (any method but GET, an upload) has
 * been answered, or has failed: any answer already read may be out of date. The client remembers
 * no answer itself; the query cache (lib/query-client.ts) listens and counts its answers stale.
 * Returns the way to stop listening.
 */
export function whenDataChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Tells the listeners of `whenDataChanged`; also for a change made outside the client (a resumable upload). */
export function dataChanged(): void {
  for (const listener of changeListeners) listener();
}

/**
 * Trades the stored refresh token for new tokens and stores them. Concurrent callers share one
 * refresh: the server rotates refresh tokens, so a second refresh with the same token would fail.
 */
export function refreshTokens(): Promise<Envelope<RefreshedTokens>> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

export function failure(code: number, message: string, details?: unknown): ErrorEnvelope {
  return { success: false, error: { code, message, details } };
}

/**
 * A call's own message for a failure the API did not explain (no answer, a proxy's page): every
 * error the API sends carries a reason, the client's own failures carry none.
 */
export function withFallbackMessage<T>(response: Envelope<T>, message: string): Envelope<T> {
  if (response.success) return response;
  const { code, details } = response.error;
  const explained = typeof details === 'object' && details !== null && 'reason' in details;
  return explained ? response : failure(code, message, details);
}

function request<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  if (method !== 'GET') return mutate<T>(method, url, body, options);
  return execute<T>(method, url, undefined, options);
}

async function mutate<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T>> {
  try {
    return await execute<T>(method, url, body, options);
  } finally {
    dataChanged();
  }
}

/**
 * After a 401: refreshes the tokens unless another request already did while this one was on the
 * wire. Answers whether the request may be repeated; when the refresh fails, the tokens are gone
 * and the browser is on its way to /login.
 */
async function sessionRenewedAfter401(tokenSent: string | null): Promise<boolean> {
  const currentToken = getAccessToken();
  // Signed out on this device while the request was on the wire: the 401 is expected, and the
  // member stays where signing out put them.
  if (tokenSent !== null && (currentToken === null || tokenSent === tokenBeingSignedOut)) return false;
  if (currentToken !== null && currentToken !== tokenSent) return true;
  const refreshed = await refreshTokens();
  if (refreshed.success) return true;
  // Another answer stored a new sign-in while the refresh was out (a second factor turned on or
  // entered ends the sign-in that asked): it holds, and the request is repeated with it.
  const latestToken = getAccessToken();
  if (latestToken !== null && latestToken !== tokenSent) return true;
  endSessionAndSignIn();
  return false;
}

async function execute<T>(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Envelope<T>> {
  try {
    const response = await sendRenewingOn401(method, url, body, options);
    const envelope = await readEnvelope<T>(response);
    if (isMaintenance(response, envelope)) showMaintenancePage();
    return envelope;
  } catch (error) {
    return networkFailure(error);
  }
}

async function getFile(path: string, options: RequestOptions = {}): Promise<Envelope<Blob>> {
  try {
    const response = await sendRenewingOn401('GET', path, undefined, {
      ...options,
      headers: { Accept: '*/*', ...options.headers },
    });
    if (response.ok) return { success: true, data: await response.blob() };
    const envelope = await readEnvelope<Blob>(response);
    if (isMaintenance(response, envelope)) showMaintenancePage();
    return envelope.success ? failure(response.status, pageMessage('errors.unexpected')) : envelope;
  } catch (error) {
    return networkFailure(error);
  }
}

/** Sends once, and once more with renewed tokens after a 401 when the session could be renewed. */
async function sendRenewingOn401(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<Response> {
  const tokenSent = getAccessToken();
  const response = await send(method, url, body, options.headers);
  if (response.status !== 401 || options.refreshOn401 === false) return response;
  if (!(await sessionRenewedAfter401(tokenSent))) return response;
  return send(method, url, body, { ...options.headers, 'X-Retry': '1' });
}

function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeader() };
  const accessToken = getAccessToken();
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  return transport(url, { method, headers: { ...headers, ...extraHeaders }, body: payload });
}

async function performRefresh(): Promise<Envelope<RefreshedTokens>> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return failure(401, pageMessage('errors.session.noRefreshToken'));

  try {
    const response = await fetch(refreshSessionPath, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify({ refreshToken }),
    });
    const envelope = await readEnvelope<RefreshedTokens>(response);
    if (envelope.success) storeTokens(envelope.data);
    return envelope;
  } catch (error) {
    return networkFailure(error);
  }
}

/** The server's envelope as it is; a body that is not JSON becomes an error envelope. */
async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  const text = await response.text();
  if (text === '' && response.ok) return { success: true, data: undefined as T };
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return failure(response.status, pageMessage('errors.unexpected'), 'The server answered without JSON');
  }
}

function networkFailure(error: unknown): ErrorEnvelope {
  return failure(
    500,
    pageMessage('errors.unexpected'),
    error instanceof Error ? error.message : String(error),
  );
}

/**
 * Asks the API to answer in the page's language. The server's renders send none: one process
 * renders every language, and the API then answers in its default.
 */
function languageHeader(): Record<string, string> {
  const locale = pageLocale();
  return locale ? { 'Accept-Language': locale } : {};
}

function endSessionAndSignIn(): void {
  clearTokens();
  window.location.assign(inPageLanguage('/login'));
}

function isMaintenance(response: Response, envelope: Envelope<unknown>): boolean {
  if (response.status !== 503 || envelope.success) return false;
  const details = envelope.error.details;
  return (
    typeof details === 'object' &&
    details !== null &&
    'reason' in details &&
    details.reason === MAINTENANCE_REASON
  );
}

function showMaintenancePage(): void {
  const maintenance = inPageLanguage('/maintenance');
  if (window.location.pathname !== maintenance) window.location.assign(maintenance);
}

/** An address of the app in the page's language: `/login` is `/fr/login` on a French page. */
function inPageLanguage(path: string): string {
  return localizedPath(path, pageLocale() ?? defaultLocale);
}

function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
