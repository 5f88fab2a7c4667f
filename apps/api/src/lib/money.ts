import { ErrorReason } from '@creators-archive/contract';
import type { Locale } from '@creators-archive/i18n';
import { minorUnitDigitsOf, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import { AppError } from './app-error';

/** How each language writes numbers, by the locale Intl knows it as. */
const numberLocales: Record<Locale, string> = { en: 'en', fr: 'fr-FR' };

/**
 * An amount in minor units with the currency's own symbol, as `locale` writes it: 500000 NGN →
 * ₦5,000.00 in English, 5 000,00 ₦ in French; 12050 GHS → GH₵120.50.
 */
export function formatMinorUnits(amount: number, currency: Currency, locale: Locale = 'en'): string {
  const format = new Intl.NumberFormat(numberLocales[locale], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  return format.format(amount / 10 ** minorUnitDigitsOf(currency));
}

/**
 * 422 CURRENCY_NOT_OFFERED for an amount in a currency this deployment was not configured with (the
 * five built in and PAYMENT_CURRENCIES), naming the ones it was: the contract takes any code.
 */
export function assertKnownCurrency(knownCurrencies: readonly Currency[], currency: Currency): void {
  if (!knownCurrencies.includes(currency)) {
    throw new AppError(
      422,
      ErrorReason.currencyNotOffered,
      `${currency} is not a currency this site is configured for (${knownCurrencies.join(', ')}): add it to PAYMENT_CURRENCIES first`,
    );
  }
}
