import { describe, expect, it } from 'vitest';
import {
  currencies,
  currencyForCountry,
  currencyForRegion,
  isCurrency,
  minimumAmounts,
  minorUnitDigits,
} from './currencies';

describe('the membership currencies', () => {
  it('state Paystack’s minimums in minor units: ₦50, ₵0.10, KSh 3, R1, $2', () => {
    const inMajorUnits = Object.fromEntries(
      currencies.map((currency) => [currency, minimumAmounts[currency] / 10 ** minorUnitDigits[currency]]),
    );
    expect(inMajorUnits).toEqual({ NGN: 50, GHS: 0.1, KES: 3, ZAR: 1, USD: 2 });
  });

  it('pay in the local currency in Nigeria, Ghana, Kenya and South Africa, and in US dollars elsewhere', () => {
    const byCountry = {
      Nigeria: 'NGN',
      Ghana: 'GHS',
      Kenya: 'KES',
      'South Africa': 'ZAR',
      Egypt: 'USD',
      '': 'USD',
    };
    for (const [country, currency] of Object.entries(byCountry))
      expect(currencyForCountry(country)).toBe(currency);
    expect(currencyForCountry(null)).toBe('USD');
    const byRegion = { ng: 'NGN', GH: 'GHS', KE: 'KES', ZA: 'ZAR', US: 'USD' };
    for (const [region, currency] of Object.entries(byRegion))
      expect(currencyForRegion(region)).toBe(currency);
    expect(currencyForRegion(undefined)).toBe('USD');
  });

  it('know only their own codes', () => {
    expect(currencies.every(isCurrency)).toBe(true);
    expect([undefined, null, 'EUR', 'ngn'].some(isCurrency)).toBe(false);
  });
});
