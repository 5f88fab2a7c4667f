/**
 * The currencies memberships are priced in, their minor units, the smallest amount the payment
 * provider (Paystack) accepts in each, and the currency a member's country pays in. No Zod here:
 * the join page formats prices with these on a visit where the contract's schemas are not loaded,
 * and the contract's schemas and the API build on the same values.
 */

export const currencies = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** Digits after the decimal point: an amount of 150050 in NGN is ₦1,500.50 (kobo). */
export const minorUnitDigits: Record<Currency, number> = { NGN: 2, GHS: 2, KES: 2, ZAR: 2, USD: 2 };

/** The smallest charge Paystack takes, in minor units: ₦50, ₵0.10, KSh 3, R1, $2. */
export const minimumAmounts: Record<Currency, number> = {
  NGN: 5_000,
  GHS: 10,
  KES: 300,
  ZAR: 100,
  USD: 200,
};

/** Members elsewhere, and members who have not said where they live, pay in US dollars. */
export const defaultCurrency: Currency = 'USD';

/** The countries that pay in their own currency, by the short English name members write in their profiles and by ISO code. */
const localCurrencies: { country: string; region: string; currency: Currency }[] = [
  { country: 'nigeria', region: 'NG', currency: 'NGN' },
  { country: 'ghana', region: 'GH', currency: 'GHS' },
  { country: 'kenya', region: 'KE', currency: 'KES' },
  { country: 'south africa', region: 'ZA', currency: 'ZAR' },
];

/** The currency of a country as written in a profile ("Nigeria", " south africa"); otherwise the default. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const name = (country ?? '').trim().toLowerCase();
  return localCurrencies.find((local) => local.country === name)?.currency ?? defaultCurrency;
}

/** The currency of a two-letter region code (the `NG` of a browser's `en-NG`); otherwise the default. */
export function currencyForRegion(region: string | null | undefined): Currency {
  const code = (region ?? '').toUpperCase();
  return localCurrencies.find((local) => local.region === code)?.currency ?? defaultCurrency;
}

export function isCurrency(value: unknown): value is Currency {
  return (currencies as readonly unknown[]).includes(value);
}
