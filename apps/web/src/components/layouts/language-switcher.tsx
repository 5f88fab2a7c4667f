import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { localeCodes, locales, type Locale } from '@creators-archive/i18n';
import { useLocale, useT } from '../../i18n/use-t';
import { pageAddressIn, rememberLanguage } from '../../lib/language-choice';
import { notify } from '../../lib/notify';
import { updateProfile, useSession } from '../../lib/session';

/** A plain click: one with a modifier or another button opens the link elsewhere, as links do. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The same page in each other language. A full page load, not a client navigation: the other
 * language's addresses are under another prefix, and its messages are another download. The
 * choice is remembered in this browser; a member's is saved to their settings first, so their
 * other devices and their e-mails follow it too, and a choice that could not be saved changes
 * nothing.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  const session = useSession();
  const [saving, setSaving] = useState(false);
  // Inside the router the path is the page's own, without its language prefix.
  const page = useLocation();

  async function switchMemberTo(locale: Locale, address: string) {
    setSaving(true);
    const response = await updateProfile({ locale });
    if (!response.success) {
      setSaving(false);
      notify.error(response.error.message);
      return;
    }
    rememberLanguage(locale);
    window.location.assign(address);
  }

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale, address: string) {
    if (session.status !== 'signed-in') {
      rememberLanguage(locale);
      return;
    }
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!saving) void switchMemberTo(locale, address);
  }

  return (
    <nav
      aria-label={t('site.languageSwitcher')}
      aria-busy={saving || undefined}
      className={`flex items-center gap-2 text-sm ${className}`}
    >
      {localeCodes.map((locale) => {
        if (locale === current) {
          return (
            <span key={locale} lang={locale} aria-current="true" className="font-medium text-stone-900">
              {locales[locale].name}
            </span>
          );
        }
        const address = pageAddressIn(locale, page);
        return (
          <a
            key={locale}
            href={address}
            hrefLang={locale}
            lang={locale}
            onClick={(event) => choose(event, locale, address)}
            className="text-stone-600 underline-offset-2 hover:text-stone-900 hover:underline"
          >
            {locales[locale].name}
          </a>
        );
      })}
    </nav>
  );
}
