/** A day as the member's locale writes it: 14 Mar 2026, Mar 14, 2026. Times are ISO 8601. */
export function formatDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });
}

/** A moment as the member's locale writes it: 14 Mar 2026, 10:05. Times are ISO 8601. */
export function formatDateTime(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
