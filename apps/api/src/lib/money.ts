import { minorUnitDigits, type Currency } from '@creators-archive/contract/subscriptions/currencies';

/** An amount in minor units with the currency's own symbol: 500000 NGN → ₦5,000.00, 12050 GHS → GH₵120.50. */
export function formatMinorUnits(amount: number, currency: Currency): string {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  });
  return format.format(amount / 10 ** minorUnitDigits[currency]);
}
