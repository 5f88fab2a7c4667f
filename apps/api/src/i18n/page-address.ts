import { localizedPath, type Locale } from '@creators-archive/i18n';

/**
 * The full address of the product's page at `path` (an address in no language, with any query)
 * in `locale`: a link in an e-mail opens the page in the e-mail's language, whatever the browser
 * it is opened in would choose.
 */
export function pageAddress(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl}${localizedPath(path, locale)}`;
}
