/**
 * Days and moments as a language writes them, all through Intl: pass the page's language
 * (`useLocale()`); without one, the browser's. Times are ISO 8601.
 */

/** A day: Mar 14, 2026 in English, 14 mars 2026 in French. */
export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** A moment: Mar 14, 2026, 10:05 AM in English, 14 mars 2026, 10:05 in French. */
export function formatDateTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
