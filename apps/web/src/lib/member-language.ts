import type { User } from '@creators-archive/contract';
import { isLocale, splitLocalePath } from '@creators-archive/i18n';
import { pageAddressIn, rememberedLanguage, rememberLanguage } from './language-choice';

/**
 * The language a page is read in comes from the member's setting when someone is signed in, then
 * from the choice this browser remembers (the `lang` cookie), then from the browser's
 * Accept-Language. The server applies the last two, and only where an address names no language:
 * it never knows who is signed in. The member's setting is applied here, once their session is
 * known.
 */

/**
 * The member area: the pages behind the sign-in guard (RequireAuth in app/router.tsx), by their
 * path in no language. The admin's sign-in page is outside the guard.
 */
export function isMemberAreaPath(path: string): boolean {
  if (/^\/admin\/login\/?$/.test(path)) return false;
  return /^\/(?:dashboard|account|admin)(?:\/|$)/.test(path);
}

/**
 * Brings this browser to the member's language: the cookie is set to it, so the server answers
 * the front door and the member area in it from now on; and a member-area page in another
 * language is replaced by the same page in the member's. A public page keeps the language its
 * address names: a shared link opens as it was shared.
 */
export function followMemberLanguage(member: Pick<User, 'locale'>): void {
  const memberLocale = member.locale;
  if (!isLocale(memberLocale)) return;
  if (rememberedLanguage() !== memberLocale) rememberLanguage(memberLocale);

  const { pathname, search, hash } = window.location;
  const { locale: pageLocale, path } = splitLocalePath(pathname);
  if (pageLocale === memberLocale || !isMemberAreaPath(path)) return;
  // The server sends a member-area address in no language to the remembered language: in a
  // browser that keeps no cookie it would send the member back here, and round again.
  if (rememberedLanguage() !== memberLocale) return;
  window.location.replace(pageAddressIn(memberLocale, { pathname: path, search, hash }));
}
