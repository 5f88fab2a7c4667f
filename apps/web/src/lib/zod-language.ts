import { config, type core } from 'zod';
import { defaultLocale, type Locale } from '@creators-archive/i18n';
import { pageLocale } from './page-language';

/** A module of Zod's locales: its messages, as `config` takes them. */
type ZodLocale = { default: () => Partial<core.$ZodConfig> };

/**
 * Zod's own messages in each language but English, which Zod speaks by itself: each its own
 * chunk, which only a page in that language downloads. A new language adds its line here.
 */
const zodLocales: Record<Exclude<Locale, 'en'>, () => Promise<ZodLocale>> = {
  fr: () => import('zod/v4/locales/fr.js'),
};

/**
 * Words Zod's built-in messages ("Too small: expected string to have >=8 characters") in
 * `locale`, for every schema the page checks a form with. The contract's own messages are
 * message ids and do not change (lib/form-errors.ts shows them).
 */
export async function applyZodLanguage(locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const { default: messages } = await zodLocales[locale]();
  config(messages());
}

let pageZodLanguage: Promise<void> | undefined;

/**
 * Zod's own messages in the page's language, applied once, when the first form is checked
 * (hooks/use-contract-form.ts): Zod and its words arrive with the page's first form, not with
 * every first visit.
 */
export function zodInPageLanguage(): Promise<void> {
  pageZodLanguage ??= applyZodLanguage(pageLocale() ?? defaultLocale);
  return pageZodLanguage;
}
