import type { User } from '@creators-archive/contract';
import { vi } from 'vitest';
import { clearRequestCache } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { getSession, startSession } from '../lib/session';
import { createUser } from './factories';
import { mockFetch, ok, seedTokens } from './http';

/** Clean slate between screen tests: no tokens, nothing cached. */
export function resetBrowserState() {
  localStorage.clear();
  clearRequestCache();
  queryClient.clear();
}

export async function signedOut() {
  resetBrowserState();
  await startSession();
}

/** Signs `user` in the way the app does at start: stored tokens, then GET /v1/users/me. */
export async function signedIn(overrides: Partial<User> = {}) {
  resetBrowserState();
  const user = createUser(overrides);
  seedTokens('access-1', 'refresh-1');
  mockFetch(ok(user));
  await startSession();
  if (getSession().status !== 'signed-in') throw new Error('signedIn() did not sign in');
  return user;
}

/** Tokens stored and the member still on the way: the session stays loading. */
export function sessionLoading() {
  resetBrowserState();
  seedTokens('access-1', 'refresh-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  void startSession();
}
