import { LOCALE_COOKIE, localizedPath, rememberedLocaleIn, type Locale } from '@creators-archive/i18n';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers this browser's language: the server reads it where an address names no language (the
 * front door and the member area), before the page's scripts run.
 */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The language this browser remembers, if it remembers one the product speaks. */
export function rememberedLanguage(): Locale | undefined {
  return rememberedLocaleIn(document.cookie);
}

/** A page's address as the router holds it: the path in no language, its query and its fragment. */
export type PageInNoLanguage = { pathname: string; search: string; hash: string };

/** The same page in `locale`: its path under the language's prefix, with its query and fragment. */
export function pageAddressIn(locale: Locale, { pathname, search, hash }: PageInNoLanguage): string {
  return `${localizedPath(pathname, locale)}${search}${hash}`;
}
