import { beforeEach, describe, expect, it } from 'vitest';
import { preselectedCurrency } from './chosen-currency';

beforeEach(() => localStorage.clear());

describe('preselectedCurrency', () => {
  it('takes the member’s country, however it is written', () => {
    expect(preselectedCurrency('Nigeria', 'en-US')).toBe('NGN');
    expect(preselectedCurrency(' ghana', undefined)).toBe('GHS');
    expect(preselectedCurrency('KENYA', 'en-US')).toBe('KES');
    expect(preselectedCurrency('South Africa', 'en-US')).toBe('ZAR');
    expect(preselectedCurrency('Rwanda', 'en-KE')).toBe('USD');
  });

  it('takes the region of the browser’s language when no country is known', () => {
    expect(preselectedCurrency(null, 'en-NG')).toBe('NGN');
    expect(preselectedCurrency(null, 'en-ZA')).toBe('ZAR');
    expect(preselectedCurrency(null, 'fr')).toBe('USD');
    expect(preselectedCurrency(null, 'not a language')).toBe('USD');
  });

  it('prefers the currency chosen on this browser', () => {
    localStorage.setItem('membershipCurrency', 'GHS');
    expect(preselectedCurrency('Nigeria', 'en-NG')).toBe('GHS');
    localStorage.setItem('membershipCurrency', 'EUR');
    expect(preselectedCurrency('Nigeria', 'en-NG')).toBe('NGN');
  });
});
