import { minorUnitDigitsOf, type Currency } from '@creators-archive/contract/subscriptions/currencies';

/**
 * An amount in minor units (kobo, pesewas, cents) as a language writes money: ₦5,000, GH₵60.50,
 * R 90 in English, 5 000 ₦ in French. Pass the page's language (`useLocale()`); without one, the
 * browser's. Whole amounts drop the zero decimals, as prices are usually written; the narrow
 * symbol is used because the standard one turns ₦ into "NGN" in most English locales. A currency
 * the page was not told about (one the server's configuration added) has the digits Intl knows for
 * it: none for XOF.
 */
export function formatMoney(amount: number, currency: Currency, locale?: string): string {
  const digits = minorUnitDigitsOf(currency);
  const whole = amount % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
