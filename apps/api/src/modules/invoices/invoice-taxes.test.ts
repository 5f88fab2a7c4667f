import { describe, expect, it } from 'vitest';
import { defaultTaxesByCountry } from '../../payments/accounts';
import { backOutTaxes, creditedTaxes } from './invoice-taxes';

const taxesOf = (country: string) => defaultTaxesByCountry[country] ?? [];
const sum = (breakdown: { net: number; taxes: { amount: number }[] }) =>
  breakdown.net + breakdown.taxes.reduce((total, tax) => total + tax.amount, 0);

describe(backOutTaxes.name, () => {
  it('backs each seller’s taxes out of a price so that net and taxes add up to it exactly', () => {
    for (const country of ['NG', 'GH', 'KE', 'ZA']) {
      for (let gross = 0; gross <= 20_000; gross += 7) {
        const breakdown = backOutTaxes(gross, taxesOf(country));
        expect(sum(breakdown)).toBe(gross);
        expect(breakdown.net).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('rounds each tax, as its share of the gross, half up to the minor unit', () => {
    // ₦5,000.00 with VAT at 7.5 %: 500000 × 7.5 / 107.5 = 34883.72…
    expect(backOutTaxes(500_000, taxesOf('NG'))).toEqual({
      net: 465_116,
      taxes: [{ name: 'VAT', ratePercent: 7.5, amount: 34_884 }],
      gross: 500_000,
    });
    // R 90.00 at 15 %: 9000 × 15 / 115 = 1173.91…
    expect(backOutTaxes(9_000, taxesOf('ZA')).taxes[0]?.amount).toBe(1_174);
    // KSh 650.00 at 16 %: 65000 × 16 / 116 = 8965.51…
    expect(backOutTaxes(65_000, taxesOf('KE')).taxes[0]?.amount).toBe(8_966);
  });

  it('charges Ghana’s VAT, NHIL and GETFund each on the same net, 20 % in all', () => {
    // GH₵60.00: the net is 60 / 1.20 = 50.00, VAT 7.50, each levy 1.25.
    expect(backOutTaxes(6_000, taxesOf('GH'))).toEqual({
      net: 5_000,
      taxes: [
        { name: 'VAT', ratePercent: 15, amount: 750 },
        { name: 'NHIL', ratePercent: 2.5, amount: 125 },
        { name: 'GETFund', ratePercent: 2.5, amount: 125 },
      ],
      gross: 6_000,
    });
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => backOutTaxes(10.5, taxesOf('NG'))).toThrow();
    expect(() => backOutTaxes(-1, taxesOf('NG'))).toThrow();
  });
});

describe(creditedTaxes.name, () => {
  it('credits a part at the invoice’s rates, and the part that completes the refund the tax left', () => {
    const invoice = { total: 6_001, taxes: backOutTaxes(6_001, taxesOf('GH')).taxes };
    const first = creditedTaxes(invoice, [], 2_001);
    expect(first).toEqual(backOutTaxes(2_001, taxesOf('GH')));
    const second = creditedTaxes(invoice, [{ total: 2_001, taxes: first.taxes }], 4_000);
    expect(sum(second)).toBe(4_000);
    invoice.taxes.forEach((tax, index) => {
      expect((first.taxes[index]?.amount ?? 0) + (second.taxes[index]?.amount ?? 0)).toBe(tax.amount);
    });
  });
});
