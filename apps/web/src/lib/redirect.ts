/** Query parameter that carries where a member was going when sign-in interrupted them. */
export const REDIRECT_PARAM = 'redirectTo';

/** `/login?redirectTo=…` for a location inside the app. */
export function signInPathFor(
  location: { pathname: string; search: string; hash: string },
  loginPath = '/login',
): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `${loginPath}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * The redirect target when it stays on this site, otherwise the fallback. Only a single leading
 * slash is accepted: `//evil.example` and `/\evil.example` are read by browsers as other hosts.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  // Control characters (tabs, newlines) are stripped by URL parsers and could hide a second slash.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
