import type { User } from '@creators-archive/contract';
import * as getMe from '@creators-archive/contract/users/get-me';
import { queryClient } from '../lib/query-client';
import { getSession, startSession } from '../lib/session';
import { seedTokens } from './browser';
import { createUser } from './factories';
import { fake, noAnswer, ok } from './fake-api';

/** Clean slate between screen tests: no tokens, nothing cached. */
export function resetBrowserState() {
  localStorage.clear();
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
  fake(getMe, ok(user));
  await startSession();
  if (getSession().status !== 'signed-in') throw new Error('signedIn() did not sign in');
  return user;
}

/** Tokens stored and the member still on the way: the session stays loading. */
export function sessionLoading() {
  resetBrowserState();
  seedTokens('access-1', 'refresh-1');
  fake(getMe, noAnswer());
  void startSession();
}
