/**
 * Where the session tokens live. The product keeps them in localStorage under `accessToken` and
 * `refreshToken`; the strict Content-Security-Policy is what makes that acceptable. The expiry
 * sits beside them so every tab sees the same one.
 */
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const EXPIRES_AT_KEY = 'accessTokenExpiresAt';
/** Outlives sign-out on purpose: it is what tells the server this browser signed in before. */
const DEVICE_TOKEN_KEY = 'deviceToken';

/** Used when the server gives no usable expiry: the access token is taken to last an hour. */
export const FALLBACK_EXPIRY_SECONDS = 3600;

export type TokensToStore = {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  expiresAt?: number | null;
  /** Seconds from now; used when `expiresAt` is missing. */
  expiresIn?: number | null;
};

/** The browser's storage; there is none when the server renders a page, where nobody is signed in. */
function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_TOKEN_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_TOKEN_KEY) ?? null;
}

/**
 * The assurance level the access token claims (`aal2` once a second factor was used in this
 * sign-in), read from its payload without checking the signature: only to tell an admin what the
 * API will refuse, which checks it for real. Null when there is no token or it is not a JWT.
 */
export function accessTokenAssurance(): 'aal1' | 'aal2' | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown };
    return claims.aal === 'aal1' || claims.aal === 'aal2' ? claims.aal : null;
  } catch {
    return null;
  }
}

export function hasTokens(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

/** Unix seconds when the access token expires, or null when unknown. */
export function getAccessTokenExpiresAt(): number | null {
  const stored = Number(storage()?.getItem(EXPIRES_AT_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export function storeTokens({ accessToken, refreshToken, expiresAt, expiresIn }: TokensToStore): void {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, accessToken);
  store?.setItem(REFRESH_TOKEN_KEY, refreshToken);
  store?.setItem(EXPIRES_AT_KEY, String(resolveExpiresAt(expiresAt, expiresIn)));
}

export function getDeviceToken(): string | null {
  return storage()?.getItem(DEVICE_TOKEN_KEY) ?? null;
}

export function storeDeviceToken(deviceToken: string): void {
  storage()?.setItem(DEVICE_TOKEN_KEY, deviceToken);
}

export function clearTokens(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(REFRESH_TOKEN_KEY);
  store?.removeItem(EXPIRES_AT_KEY);
}

function resolveExpiresAt(expiresAt?: number | null, expiresIn?: number | null): number {
  if (isPositive(expiresAt)) return expiresAt;
  return nowInSeconds() + (isPositive(expiresIn) ? expiresIn : FALLBACK_EXPIRY_SECONDS);
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
