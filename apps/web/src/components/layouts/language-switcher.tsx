import { useLocation } from 'react-router';
import { LOCALE_COOKIE, localeCodes, locales, localizedPath, type Locale } from '@creators-archive/i18n';
import { useLocale, useT } from '../../i18n/use-t';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers a visitor's choice, which the server reads where an address names no language. */
function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/**
 * The same page in each other language. A full page load, not a client navigation: the other
 * language's addresses are under another prefix, and its messages are another download.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  // Inside the router the path is the page's own, without its language prefix.
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-label={t('site.languageSwitcher')} className={`flex items-center gap-2 text-sm ${className}`}>
      {localeCodes.map((locale) =>
        locale === current ? (
          <span key={locale} lang={locale} aria-current="true" className="font-medium text-stone-900">
            {locales[locale].name}
          </span>
        ) : (
          <a
            key={locale}
            href={`${localizedPath(pathname, locale)}${search}${hash}`}
            hrefLang={locale}
            lang={locale}
            onClick={() => rememberLocale(locale)}
            className="text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
          >
            {locales[locale].name}
          </a>
        ),
      )}
    </nav>
  );
}
