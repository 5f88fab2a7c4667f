import { setupI18n, type I18n } from '@lingui/core';
import { defaultLocale, negotiateLocale, type Locale, type MessageId } from '@creators-archive/i18n';
import { compileMessages } from '@creators-archive/i18n/compile';

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

const instances = new Map<Locale, I18n>();

/** `locale`'s messages (packages/i18n/messages), compiled on first use and kept. */
export function translatorFor(locale: Locale): Translate {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: compileMessages(locale) } });
    instances.set(locale, i18n);
  }
  const active = i18n;
  return (id, values) => active._(id, values);
}

/** The language a request asks for by its Accept-Language header, else the default. */
export function localeOfRequest(headers: { 'accept-language'?: string | undefined }): Locale {
  return negotiateLocale(headers['accept-language']) ?? defaultLocale;
}
