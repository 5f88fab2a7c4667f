/**
 * The languages the product speaks. Adding one is its messages file (messages/<code>.json, every
 * key of messages/en.json translated) and its line here.
 */
export const locales = {
  en: { name: 'English', ogLocale: 'en_GB' },
  fr: { name: 'Français', ogLocale: 'fr_FR' },
} as const;

export type Locale = keyof typeof locales;

/** The language of addresses without a language prefix, of the API without Accept-Language. */
export const defaultLocale: Locale = 'en';

export const localeCodes = Object.keys(locales) as Locale[];

/** The cookie that remembers a visitor's choice of language (the switcher sets it). */
export const LOCALE_COOKIE = 'lang';

const rememberedLocale = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`);

/**
 * The language a Cookie header (or `document.cookie`) remembers, if it remembers one the product
 * speaks: the server reads it before the browser's Accept-Language, the browser to keep it in step
 * with a member's setting.
 */
export function rememberedLocaleIn(cookies: string | undefined): Locale | undefined {
  const remembered = rememberedLocale.exec(cookies ?? '')?.[1];
  return isLocale(remembered) ? remembered : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

/**
 * The language an address is in, and the address without its language: `/fr/designers` is
 * French at `/designers`; an address without a prefix is in the default language.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (code && code !== defaultLocale && isLocale(code)) {
    return { locale: code, path: pathname.slice(match[0].length) || '/' };
  }
  return { locale: defaultLocale, path: pathname };
}

/** The prefix a language's addresses start with: none for the default language, `/fr` for French. */
export function localeBase(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** `path` (an address in no language, starting with /) as the address of the page in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/**
 * The first language of an Accept-Language header the product speaks, by the header's weights
 * (`fr-CI,fr;q=0.9,en;q=0.8` is French), or undefined when it names none of them.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: range.trim().toLowerCase().split('-')[0], weight: weight ? Number(weight) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLocale);
}
