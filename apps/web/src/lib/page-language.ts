import type { I18n } from '@lingui/core';
import { splitLocalePath, type Locale, type MessageId } from '@creators-archive/i18n';
import { pageLanguage } from '../i18n/i18n';
import type { MessageValues } from '../i18n/use-t';

/**
 * The page's language, or none. Code outside components (the API client, the session) also runs
 * where there is none: on the server, whose renders are in every language at once, and in a
 * browser before startPageLanguage has loaded it.
 */
function loadedPageLanguage(): I18n | undefined {
  try {
    return pageLanguage();
  } catch {
    return undefined;
  }
}

/**
 * The language the page is read in; none on the server. A browser whose messages are still
 * loading is in the language its address names, the one startPageLanguage loads.
 */
export function pageLocale(): Locale | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    (loadedPageLanguage()?.locale as Locale | undefined) ?? splitLocalePath(window.location.pathname).locale
  );
}

/**
 * A message worded outside components (a failure the API client or the session explains itself),
 * in the page's language. Where no language is loaded it is the message's id: only the server's
 * renders and a browser's very first request (the session's, whose message nobody reads) meet
 * that, and the browser asks again for whatever failed while the server rendered.
 */
export function pageMessage(id: MessageId, values?: MessageValues): string {
  return loadedPageLanguage()?._(id, values) ?? id;
}
