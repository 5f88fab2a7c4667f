import type { Currency } from '@creators-archive/contract/subscriptions/currencies';

/** One tax a seller charges, included in the price and printed on its own line (NG VAT 7.5 %). */
export type TaxLine = { name: string; ratePercent: number };

/** Who sells, as printed on invoices and credit notes. */
export type Seller = { name: string; address: string; taxNumber: string | null };

/**
 * One Paystack business: a business takes its own country's currency (and USD where enabled), so
 * each currency is paid into exactly one account, whose seller issues the invoice.
 */
export type PaymentAccount = {
  /** ISO 3166 two-letter code of the business's country: `NG`, `GH`, `KE`, `ZA`. */
  country: string;
  /** Empty for the sandbox, which calls no provider. */
  secretKey: string;
  currencies: Currency[];
  seller: Seller;
  taxes: TaxLine[];
  /** What this seller's invoice and credit-note numbers start with, so each seller's series is its own. */
  invoicePrefix: string;
};

/**
 * The taxes a seller in each country includes in a consumer price unless its account says
 * otherwise (rates as published by each revenue authority for 2026).
 */
export const defaultTaxesByCountry: Record<string, TaxLine[]> = {
  NG: [{ name: 'VAT', ratePercent: 7.5 }],
  GH: [
    { name: 'VAT', ratePercent: 15 },
    { name: 'NHIL', ratePercent: 2.5 },
    { name: 'GETFund', ratePercent: 2.5 },
  ],
  KE: [{ name: 'VAT', ratePercent: 16 }],
  ZA: [{ name: 'VAT', ratePercent: 15 }],
};

/** The account that takes payments in `currency`; undefined when none does (nothing may be sold in it). */
export function accountForCurrency(
  accounts: readonly PaymentAccount[],
  currency: string,
): PaymentAccount | undefined {
  return accounts.find((account) => (account.currencies as readonly string[]).includes(currency));
}
