import { ErrorReason } from '@creators-archive/contract';
import { currencyForCountry, type Currency } from '@creators-archive/contract/subscriptions/currencies';
import { reasonError } from '../../i18n/error-messages';

/**
 * The currency itself when a payment account takes it; 422 CURRENCY_NOT_OFFERED otherwise, before
 * anything is asked of the provider (which would refuse it: a Paystack business takes only its own).
 */
export function offered(offeredCurrencies: readonly Currency[], currency: Currency): Currency {
  if (!offeredCurrencies.includes(currency)) throw reasonError(422, ErrorReason.currencyNotOffered);
  return currency;
}

/** The currency of a member's country when it is taken; else US dollars, else the first one taken. */
export function ownOrOffered(offeredCurrencies: readonly Currency[], country: string | null): Currency {
  const own = currencyForCountry(country);
  if (offeredCurrencies.includes(own)) return own;
  return offeredCurrencies.includes('USD') ? 'USD' : (offeredCurrencies[0] ?? own);
}
