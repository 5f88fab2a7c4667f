import { minorUnitDigitsOf, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale } from '@creators-archive/i18n';
import { translatorFor, type Translate } from '../i18n/translate';
import type { MailMessage } from './mail';
import { render, type Email } from './layout';

/** Whose conventions each language's dates and money follow: English e-mails write 24 December 2026. */
const intlLocales: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Dates and money as an e-mail in `locale` writes them. */
function formatsIn(locale: Locale) {
  const intlLocale = intlLocales[locale];
  return {
    /** A moment every reader can place: minutes in UTC, the same for every time zone and language. */
    utcMinute: (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    /** A calendar day in UTC: 24 December 2026. */
    day: (at: Date) =>
      at.toLocaleDateString(intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    /** A `YYYY-MM-DD` calendar date with its weekday: Wednesday, 2 December 2026. */
    calendarDate: (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString(intlLocale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    /** The time of a moment on a clock in `timeZone`: 12:00. */
    clockTime: (at: Date, timeZone: string) =>
      at.toLocaleTimeString(intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
    /** The day and the time of a moment in UTC, apart: Thu, 24 Dec 2026 and 10:00. */
    utcDayAndTime: (at: Date) => ({
      date: at.toLocaleDateString(intlLocale, {
        weekday: 'short',
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      time: at.toLocaleTimeString(intlLocale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
    }),
    /** An amount in minor units with the currency's own symbol: 500000 NGN → ₦5,000.00. */
    money: (amount: number, currency: Currency) =>
      new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      }).format(amount / 10 ** minorUnitDigitsOf(currency)),
    /** 15 → 15%. */
    percent: (value: number) =>
      new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100),
  };
}

/** What an area's e-mails are written with, in one language. */
export type MailWriter = {
  locale: Locale;
  t: Translate;
  format: ReturnType<typeof formatsIn>;
  /** The e-mail in the product's layout, every part escaped. */
  compose: (email: Email) => MailMessage;
  /** "Hello Ada," in the reader's language. */
  hello: (name: string) => string;
};

/**
 * An area's e-mails, written in the language asked for: the reader's (a member's own setting, else
 * the language of the request that causes the e-mail). The area says what each e-mail says; the
 * layout, the escaping and the languages are the mail layer's.
 */
export function defineMails<Mails>(write: (writer: MailWriter) => Mails): (locale: Locale) => Mails {
  return (locale) => {
    const t = translatorFor(locale);
    return write({
      locale,
      t,
      format: formatsIn(locale),
      compose: (email) => render(email, locale, t),
      hello: (name) => t('mail.hello', { name }),
    });
  };
}
