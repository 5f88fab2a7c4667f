import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

/** Intl separates with no-break spaces; the expectations are easier to read with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes each of the five currencies from minor units', () => {
    expect(plain(formatMoney(500_000, 'NGN', 'en-NG'))).toBe('₦5,000');
    expect(plain(formatMoney(6_050, 'GHS', 'en-GH'))).toBe('GH₵60.50');
    expect(plain(formatMoney(65_000, 'KES', 'en-KE'))).toBe('Ksh 650');
    expect(plain(formatMoney(9_000, 'ZAR', 'en-ZA'))).toBe('R 90');
    expect(plain(formatMoney(499, 'USD', 'en-US'))).toBe('$4.99');
  });

  it('writes the smallest amounts Paystack takes', () => {
    expect(plain(formatMoney(5_000, 'NGN', 'en'))).toBe('₦50');
    expect(plain(formatMoney(10, 'GHS', 'en'))).toBe('GH₵0.10');
    expect(plain(formatMoney(300, 'KES', 'en'))).toBe('KES 3');
    expect(plain(formatMoney(100, 'ZAR', 'en'))).toBe('R 1');
    expect(plain(formatMoney(200, 'USD', 'en'))).toBe('$2');
  });

  it('follows the locale’s separators and symbol position', () => {
    expect(plain(formatMoney(150_050, 'ZAR', 'en-ZA'))).toBe('R 1 500,50');
    expect(plain(formatMoney(500_000, 'NGN', 'fr'))).toBe('5 000 ₦');
  });

  it('writes a currency the page was not told about with the digits Intl knows for it: none for XOF', () => {
    expect(plain(formatMoney(5_000, 'XOF', 'fr'))).toBe('5 000 F CFA');
    expect(plain(formatMoney(5_000, 'XOF', 'en'))).toBe('F CFA 5,000');
    expect(plain(formatMoney(12_345, 'EGP', 'en'))).toBe('E£123.45');
  });
});
