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

/** Countries by the short English names members write in their profiles. */
const currencyOfCountry: Record<string, Currency> = {
  nigeria: 'NGN',
  ghana: 'GHS',
  kenya: 'KES',
  'south africa': 'ZAR',
};

export function currencyForCountry(country: string | null | undefined): Currency {
  return currencyOfCountry[(country ?? '').trim().toLowerCase()] ?? defaultCurrency;
}

export function isCurrency(value: unknown): value is Currency {
  return (currencies as readonly unknown[]).includes(value);
}
