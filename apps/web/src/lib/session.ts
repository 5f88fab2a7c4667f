import type { Envelope, Session, User } from '@creators-archive/contract';
import type { RefreshedTokens } from '@creators-archive/contract/auth/refresh-session';
import type { SignInRequest } from '@creators-archive/contract/auth/sign-in';
import type { SignOutResponse } from '@creators-archive/contract/auth/sign-out';
import type { RegisterUserRequest } from '@creators-archive/contract/users/register-user';
import type { UpdateMeRequest } from '@creators-archive/contract/users/update-me';
import { mePath, registerUserPath, signInPath, signOutPath } from '@creators-archive/contract/session-paths';
import { useSyncExternalStore } from 'react';
import { apiClient, failure, refreshTokens, signingOut, signOutEnded } from './api-client';
import { backoffClock, backoffMs, FIRST_BACKOFF_MS } from './backoff';
import { followMemberLanguage } from './member-language';
import { pageMessage } from './page-language';
import { queryClient } from './query-client';
import {
  clearTokens,
  getAccessTokenExpiresAt,
  getDeviceToken,
  hasTokens,
  nowInSeconds,
  storeDeviceToken,
  storeTokens,
} from './tokens';

/**
 * The signed-in member and the life of their tokens: the member is fetched at start when tokens
 * are stored, a tick every 30 s refreshes the tokens when they are about to expire, and a refresh
 * that cannot get through is retried from 200 ms, doubling. Kept outside React so the API client,
 * the refresh tick and the screens all see one session.
 */

export type SessionState =
  | { status: 'loading'; user: null }
  | {
      status: 'signed-out';
      user: null;
      /**
       * Signed out on this device just now: a guarded page still on screen (a navigation home can
       * still be loading the home page's code) sends the member home, not to sign in again.
       */
      leftHere?: true;
    }
  | { status: 'signed-in'; user: User };

export const REFRESH_TICK_MS = 30_000;
/** Two ticks' worth of margin, so one missed tick never lets the token lapse. */
export const REFRESH_WHEN_SECONDS_LEFT = 120;
export const REFRESH_BACKOFF_MS = FIRST_BACKOFF_MS;
export const MAX_REFRESH_ATTEMPTS = 4;

type SignedOutData = SignOutResponse['data'];

type SignedOut = Extract<SessionState, { status: 'signed-out' }>;

const signedOut: SignedOut = { status: 'signed-out', user: null };
let state: SessionState = hasTokens() ? { status: 'loading', user: null } : signedOut;
const listeners = new Set<() => void>();
let refreshTick: ReturnType<typeof setInterval> | undefined;

export function getSession(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The server renders public pages signed out, and the browser hydrates them signed out before it
 * shows the member: the first render must match the server's HTML.
 */
const getServerSession = () => signedOut;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeToSession, getSession, getServerSession);
}

/** The member, on screens that only render behind the sign-in guard. */
export function useSignedInUser(): User {
  const session = useSession();
  if (session.status !== 'signed-in') {
    throw new Error('useSignedInUser is for screens behind RequireAuth');
  }
  return session.user;
}

/**
 * Loads the member when tokens are stored; called once when the app starts. The page then follows
 * the member's language (member-language.ts).
 */
export async function startSession(): Promise<void> {
  if (!hasTokens()) {
    setState(signedOut);
    return;
  }
  setState({ status: 'loading', user: null });
  const response = await fetchCurrentUser();
  if (response.success) followMemberLanguage(response.data);
}

export async function fetchCurrentUser(): Promise<Envelope<User>> {
  const response = await apiClient.get<User>(mePath);
  if (!response.success) {
    endSession();
    return withFallbackMessage(response, pageMessage('errors.session.fetchUser'));
  }
  setState({ status: 'signed-in', user: response.data });
  startRefreshTick();
  return response;
}

export async function signIn(credentials: SignInRequest): Promise<Envelope<Session>> {
  const deviceToken = getDeviceToken();
  const request: SignInRequest = deviceToken ? { ...credentials, deviceToken } : credentials;
  const response = await apiClient.post<Session>(signInPath, request, { refreshOn401: false });
  if (!response.success) {
    if (response.error.code === 401) {
      return failure(
        401,
        response.error.message || pageMessage('errors.session.invalidCredentials'),
        response.error.details,
      );
    }
    return withFallbackMessage(response, pageMessage('errors.session.loginFailed'));
  }
  if (!response.data?.access_token) return failure(500, pageMessage('errors.session.loginFailed'));
  if (response.data.mfa_required) {
    // The tokens open only the second-factor endpoints; the member is signed in once the code is right.
    storeSessionTokens(response.data);
    return response;
  }
  beginSession(response.data);
  return response;
}

/**
 * Signs in with a session another call answered: the payment that made a visitor's account
 * answers its session once, to the browser that started the checkout.
 */
export function adoptSession(session: Session): void {
  beginSession(session);
}

/**
 * Reads the member again after their membership changed (a payment, a cancel), so everything that
 * shows it (the sidebar's membership card) tells the truth. Always asks the server; a failure
 * leaves the session as it was.
 */
export async function refreshCurrentUser(): Promise<Envelope<User>> {
  const response = await apiClient.get<User>(mePath);
  if (response.success && state.status === 'signed-in') {
    setState({ status: 'signed-in', user: response.data });
  }
  return response;
}

/** Finishes a sign-in with the aal2 session that the second-factor check answered. */
export function completeSignIn(session: Session): void {
  beginSession(session);
}

/** Drops a sign-in that still owed its code (the member gave up or started over). */
export function abandonSignIn(): void {
  endSession();
}

export async function signUp(input: RegisterUserRequest): Promise<Envelope<Session>> {
  const response = await apiClient.post<Session>(registerUserPath, input, { refreshOn401: false });
  if (!response.success) return withFallbackMessage(response, pageMessage('errors.session.signupFailed'));
  if (!response.data?.access_token) return failure(500, pageMessage('errors.session.signupFailed'));
  beginSession(response.data);
  return response;
}

export async function updateProfile(changes: UpdateMeRequest): Promise<Envelope<User>> {
  const response = await apiClient.patch<User>(mePath, changes);
  if (!response.success)
    return withFallbackMessage(response, pageMessage('errors.session.updateProfileFailed'));
  setState({ status: 'signed-in', user: response.data });
  return response;
}

/** Tells the server the session is over; the tokens go whatever it answers. */
export async function signOut(): Promise<Envelope<SignedOutData>> {
  signingOut();
  try {
    const response = await apiClient.post<SignedOutData>(signOutPath);
    return withFallbackMessage(response, pageMessage('errors.session.logoutFailed'));
  } finally {
    endSession({ status: 'signed-out', user: null, leftHere: true });
    signOutEnded();
  }
}

/**
 * Sends a request that ends every sign-in of the member on the server (deleting the account). As
 * during a sign-out, a request the page sends meanwhile (the bell's count) can come back 401: that
 * is expected and must not send the former member to /login. When it succeeds the session ends
 * here too, and a guarded page still on screen sends the member home.
 */
export async function endEverySession<T>(request: () => Promise<Envelope<T>>): Promise<Envelope<T>> {
  signingOut();
  try {
    const response = await request();
    if (response.success) endSession({ status: 'signed-out', user: null, leftHere: true });
    return response;
  } finally {
    signOutEnded();
  }
}

/**
 * Refreshes the tokens, retrying a failure that might pass (no answer, a 5xx, a 429) after
 * 200 ms, 400 ms, 800 ms. A refresh that still fails ends the session.
 */
export async function refreshSession(): Promise<Envelope<RefreshedTokens>> {
  let response = await refreshTokens();
  for (let attempt = 1; attempt < MAX_REFRESH_ATTEMPTS && isWorthRetrying(response); attempt += 1) {
    await backoffClock.wait(backoffMs(attempt, REFRESH_BACKOFF_MS));
    response = await refreshTokens();
  }
  if (!response.success) {
    endSession();
    return withFallbackMessage(response, pageMessage('errors.session.refreshFailed'));
  }
  return response;
}

/** Runs on every tick; the expiry is read from storage because another tab may have refreshed. */
export async function refreshIfExpiring(): Promise<void> {
  const expiresAt = getAccessTokenExpiresAt();
  if (expiresAt !== null && expiresAt - nowInSeconds() > REFRESH_WHEN_SECONDS_LEFT) return;
  await refreshSession();
}

function storeSessionTokens(session: Session): void {
  if (session.device_token) storeDeviceToken(session.device_token);
  storeTokens({
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at,
    expiresIn: session.expires_in,
  });
}

function beginSession(session: Session): void {
  storeSessionTokens(session);
  // Whatever was cached belonged to whoever used this browser before.
  queryClient.clear();
  setState({ status: 'signed-in', user: session.user });
  startRefreshTick();
  followMemberLanguage(session.user);
}

function endSession(next: SignedOut = signedOut): void {
  clearTokens();
  stopRefreshTick();
  queryClient.clear();
  setState(next);
}

function startRefreshTick(): void {
  stopRefreshTick();
  refreshTick = setInterval(() => void refreshIfExpiring(), REFRESH_TICK_MS);
}

function stopRefreshTick(): void {
  clearInterval(refreshTick);
  refreshTick = undefined;
}

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

function isWorthRetrying(response: Envelope<unknown>): boolean {
  return !response.success && (response.error.code >= 500 || response.error.code === 429);
}

function withFallbackMessage<T>(response: Envelope<T>, message: string): Envelope<T> {
  if (response.success || response.error.message) return response;
  return failure(response.error.code, message, response.error.details);
}
