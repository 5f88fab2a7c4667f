import { vi } from 'vitest';

/** Stands in for window.location so navigations can be observed (jsdom cannot navigate). */
export function stubLocation(pathname = '/') {
  const { origin } = window.location;
  const location = { origin, href: `${origin}${pathname}`, pathname, assign: vi.fn(), reload: vi.fn() };
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
