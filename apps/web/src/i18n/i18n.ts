import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messageLoaders } from 'virtual:message-loaders';
import { messageAreas, splitLocalePath, type Locale, type MessageArea } from '@creators-archive/i18n';

const instances = new Map<Locale, Promise<I18n>>();

/**
 * Every message of `locale`, loaded once and kept: one instance per language, never switched, so
 * the server can render pages in two languages at once. The browser loads its page's language an
 * area at a time instead (startPageLanguage, loadPageMessageAreas).
 */
export function i18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = Promise.all(messageAreas.map((area) => messageLoaders[locale][area]())).then((areas) =>
      setupI18n({ locale, messages: { [locale]: Object.assign({}, ...areas) as Messages } }),
    );
    instances.set(locale, instance);
  }
  return instance;
}

let pageI18n: I18n | undefined;
/** The page's language once its first messages are in, and the areas asked for since. */
let pageStart: { locale: Locale; ready: Promise<I18n> } | undefined;
const pageAreas = new Map<MessageArea, Promise<void>>();

/**
 * The browser's language for this page, from its address, with the messages a first visit shows
 * (the `start` area); loaded before the app renders.
 */
export function startPageLanguage(pathname: string): Promise<I18n> {
  const { locale } = splitLocalePath(pathname);
  const ready = messageLoaders[locale].start().then((messages) => {
    pageI18n = setupI18n({ locale, messages: { [locale]: messages } });
    document.documentElement.lang = locale;
    return pageI18n;
  });
  pageStart = { locale, ready };
  return ready;
}

/**
 * Adds `areas`' messages to the page's language, each fetched once, beside the first messages if
 * those are still on their way: a screen's route waits for its areas before it renders.
 */
export async function loadPageMessageAreas(areas: readonly MessageArea[]): Promise<void> {
  const start = pageStart;
  if (!start) throw new Error('Message areas are asked for before startPageLanguage');
  await Promise.all(
    areas.map((area) => {
      let loading = pageAreas.get(area);
      if (!loading) {
        loading = Promise.all([messageLoaders[start.locale][area](), start.ready]).then(
          ([messages, i18n]) => i18n.load(start.locale, messages),
          (error: unknown) => {
            // A dropped connection: the next screen that needs the area asks again.
            pageAreas.delete(area);
            throw error;
          },
        );
        pageAreas.set(area, loading);
      }
      return loading;
    }),
  );
}

/**
 * What `load` answers, once the areas of messages it speaks are in too: for a part of a page that
 * loads on demand (React.lazy), a member's bell or a form opened by a press, whose words a first
 * visit need not download. src/i18n/message-areas.test.ts reads the areas named here.
 */
export async function loadWithMessages<T>(areas: readonly MessageArea[], load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadPageMessageAreas(areas)]);
  return loaded;
}

/**
 * The page's language outside React (toasts, form errors): in the browser, the one its address
 * names. The server renders through the provider instead, never through this.
 */
export function pageLanguage(): I18n {
  if (!pageI18n) throw new Error('The page language is read before startPageLanguage loaded it');
  return pageI18n;
}

/** For tests: the language every later pageLanguage() answers, and loadPageMessageAreas loads into. */
export function setPageLanguage(i18n: I18n) {
  pageI18n = i18n;
  pageStart = { locale: i18n.locale as Locale, ready: Promise.resolve(i18n) };
  pageAreas.clear();
}
