import { describe, expect, it } from 'vitest';
import {
  addCurrencies,
  builtInCurrencies as currencies,
  currencyForCountry,
  currencyForRegion,
  isCurrency,
  knownCurrencies,
  minimumAmountOf,
  minimumAmounts,
  minorUnitDigits,
  minorUnitDigitsOf,
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

  it('add those of the configuration, which never redefine a built-in one', () => {
    expect(minorUnitDigitsOf('XOF')).toBe(0);
    expect(minimumAmountOf('XOF')).toBeUndefined();
    addCurrencies([
      { code: 'XOF', minorUnitDigits: 2, minimum: 10_000, country: 'CI' },
      { code: 'NGN', minorUnitDigits: 0, minimum: 1, country: 'NG' },
    ]);
    expect(knownCurrencies()).toEqual(['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'XOF']);
    expect(isCurrency('XOF')).toBe(true);
    expect([minorUnitDigitsOf('XOF'), minimumAmountOf('XOF')]).toEqual([2, 10_000]);
    expect([minorUnitDigitsOf('NGN'), minimumAmountOf('NGN')]).toEqual([2, 5_000]);
    expect(currencyForCountry('Côte d’Ivoire')).toBe('XOF');
    expect(currencyForCountry("cote d'ivoire")).toBe('USD');
    expect(currencyForRegion('ci')).toBe('XOF');
  });
});
