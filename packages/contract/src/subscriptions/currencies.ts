/**
 * The currencies memberships are priced in, their minor units, the smallest amount the payment
 * provider (Paystack) accepts in each, and the currency a member's country pays in. No Zod here:
 * the join page formats prices with these on a visit where the contract's schemas are not loaded,
 * and the contract's schemas and the API build on the same values.
 *
 * Five currencies are built in; an operator adds others (Paystack's newer markets: XOF, EGP, RWF)
 * by configuration, which the API registers with `addCurrencies` when it starts. A currency is
 * therefore a three-capital-letter ISO 4217 code, not one of a fixed list: the API checks each
 * against the currencies it was configured with.
 */

/** An ISO 4217 code in capitals: `NGN`, `XOF`. */
export type Currency = string;

/** The code pattern every currency follows. */
export const currencyCodePattern = /^[A-Z]{3}$/;

export const builtInCurrencies = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;
export type BuiltInCurrency = (typeof builtInCurrencies)[number];

/** Digits after the decimal point: an amount of 150050 in NGN is ₦1,500.50 (kobo). */
export const minorUnitDigits: Record<BuiltInCurrency, number> = { NGN: 2, GHS: 2, KES: 2, ZAR: 2, USD: 2 };

/** The smallest charge Paystack takes, in minor units: ₦50, ₵0.10, KSh 3, R1, $2. */
export const minimumAmounts: Record<BuiltInCurrency, number> = {
  NGN: 5_000,
  GHS: 10,
  KES: 300,
  ZAR: 100,
  USD: 200,
};

/** A currency added by configuration: its minor-unit digits, Paystack's minimum in minor units, and its country. */
export type AddedCurrency = { code: string; minorUnitDigits: number; minimum: number; country: string };

/** The currencies this process was configured with beyond the five; empty in the browser. */
const added = new Map<string, AddedCurrency>();

/**
 * Makes the configured currencies known to this process (the API does so at start). They add to
 * the five built-in ones, never redefine them: a built-in code is ignored here, refused by the
 * configuration check.
 */
export function addCurrencies(currencies: readonly AddedCurrency[]): void {
  for (const currency of currencies)
    if (!isBuiltInCurrency(currency.code)) added.set(currency.code, currency);
}

/** The built-in currencies, then those added by configuration, in the order they were added. */
export function knownCurrencies(): Currency[] {
  return [...builtInCurrencies, ...added.keys()];
}

export function isBuiltInCurrency(value: unknown): value is BuiltInCurrency {
  return (builtInCurrencies as readonly unknown[]).includes(value);
}

/** A built-in currency or one added by configuration. */
export function isCurrency(value: unknown): value is Currency {
  return isBuiltInCurrency(value) || (typeof value === 'string' && added.has(value));
}

/**
 * The digits of a currency's minor unit: the built-in or configured ones, else the digits Intl
 * knows for the code (0 for XOF, 2 for most), so a browser formats a currency it was not told about.
 */
export function minorUnitDigitsOf(currency: Currency): number {
  if (isBuiltInCurrency(currency)) return minorUnitDigits[currency];
  const configured = added.get(currency);
  if (configured) return configured.minorUnitDigits;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Paystack's smallest charge in a currency, in minor units; undefined for a currency this process does not know. */
export function minimumAmountOf(currency: Currency): number | undefined {
  if (isBuiltInCurrency(currency)) return minimumAmounts[currency];
  return added.get(currency)?.minimum;
}

/** Paystack's smallest charge in a currency this process knows; a currency it does not know is a programming error. */
export function knownMinimumAmount(currency: Currency): number {
  const minimum = minimumAmountOf(currency);
  if (minimum === undefined)
    throw new Error(`${currency} is not a currency this process was configured with`);
  return minimum;
}

/** Members elsewhere, and members who have not said where they live, pay in US dollars. */
export const defaultCurrency: Currency = 'USD';

/** The countries that pay in their own currency, by the short English name members write in their profiles and by ISO code. */
const localCurrencies: { country: string; region: string; currency: Currency }[] = [
  { country: 'nigeria', region: 'NG', currency: 'NGN' },
  { country: 'ghana', region: 'GH', currency: 'GHS' },
  { country: 'kenya', region: 'KE', currency: 'KES' },
  { country: 'south africa', region: 'ZA', currency: 'ZAR' },
];

/** The countries of the added currencies, named as English writes them ("Côte d’Ivoire" for CI). */
function addedLocalCurrencies(): { country: string; region: string; currency: Currency }[] {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  return [...added.values()].map(({ code, country }) => ({
    country: (names.of(country) ?? country).toLowerCase(),
    region: country,
    currency: code,
  }));
}

/** The country name as written in a profile, with typographic and plain apostrophes alike. */
const normalized = (name: string) => name.trim().toLowerCase().replaceAll('’', "'");

/** The currency of a country as written in a profile ("Nigeria", " south africa"); otherwise the default. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const name = normalized(country ?? '');
  return (
    [...localCurrencies, ...addedLocalCurrencies()].find((local) => normalized(local.country) === name)
      ?.currency ?? defaultCurrency
  );
}

/** The currency of a two-letter region code (the `NG` of a browser's `en-NG`); otherwise the default. */
export function currencyForRegion(region: string | null | undefined): Currency {
  const code = (region ?? '').toUpperCase();
  return (
    [...localCurrencies, ...addedLocalCurrencies()].find((local) => local.region === code)?.currency ??
    defaultCurrency
  );
}
