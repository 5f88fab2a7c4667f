import { setupI18n, type I18n } from '@lingui/core';
import { messageLoaders } from 'virtual:message-loaders';
import { splitLocalePath, type Locale } from '@creators-archive/i18n';

const instances = new Map<Locale, Promise<I18n>>();

/**
 * The messages of `locale`, loaded once and kept: one instance per language, never switched, so
 * the server can render pages in two languages at once. The browser loads only its page's.
 */
export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = messageLoaders[locale]().then((messages) =>
      setupI18n({ locale, messages: { [locale]: messages } }),
    );
    instances.set(locale, instance);
  }
  return instance;
}

let pageI18n: I18n | undefined;

/** The browser's language for this page, from its address; loaded before the app renders. */
export async function startPageLanguage(pathname: string): Promise<I18n> {
  const { locale } = splitLocalePath(pathname);
  pageI18n = await i18nFor(locale);
  document.documentElement.lang = locale;
  return pageI18n;
}

/**
 * The page's language outside React (toasts, form errors): in the browser, the one its address
 * names. The server renders through the provider instead, never through this.
 */
export function pageLanguage(): I18n {
  if (!pageI18n) throw new Error('The page language is read before startPageLanguage loaded it');
  return pageI18n;
}

/** For tests: the language every later pageLanguage() answers. */
export function setPageLanguage(i18n: I18n) {
  pageI18n = i18n;
}
