import { vi } from 'vitest';

/**
 * Stands in for window.location at `address` (a path, with a query and a fragment if need be) so
 * navigations can be observed (the tests' DOM cannot navigate).
 */
export function stubLocation(address = '/') {
  const { origin } = window.location;
  const { href, pathname, search, hash } = new URL(address, origin);
  const location = {
    origin,
    href,
    pathname,
    search,
    hash,
    assign: vi.fn(),
    replace: vi.fn(),
    reload: vi.fn(),
  };
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
