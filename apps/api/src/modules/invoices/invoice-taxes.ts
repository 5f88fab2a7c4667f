import type { TaxAmount } from '../../db/schema/invoices';
import { accountForCurrency, type PaymentAccount, type TaxLine } from '../../payments/accounts';

/** An amount with its taxes backed out: `net` plus every tax's `amount` is exactly `gross`. */
export type TaxBreakdown = { net: number; taxes: TaxAmount[]; gross: number };

/** Who issues an invoice, and how: the seller as printed, the taxes in its prices, its number prefix. */
export type InvoiceIssuer = Pick<PaymentAccount, 'seller' | 'taxes' | 'invoicePrefix'>;

/** A rate in hundredths of a percent (7.5 % is 750), so the arithmetic stays in integers. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/**
 * Backs the taxes out of a tax-inclusive amount in minor units. Every rate applies to the same
 * net (the price before any tax), so the gross is the net times (1 + the sum of the rates); this
 * is how Ghana's VAT, NHIL and GETFund are charged since 1 January 2026 (VAT Act 2025, Act 1151:
 * the levies are no longer added to the base VAT is charged on). Each tax is its rate's share of
 * the gross, `gross × rate / (100 + sum of rates)`, rounded half up to the minor unit; the net is
 * what is left, so the lines always add up to the gross exactly.
 */
export function backOutTaxes(gross: number, taxes: readonly TaxLine[]): TaxBreakdown {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new Error(`Not an amount in minor units: ${gross}`);
  const whole = 10_000 + taxes.reduce((sum, tax) => sum + basisPoints(tax.ratePercent), 0);
  const amounts = taxes.map((tax) => ({
    name: tax.name,
    ratePercent: tax.ratePercent,
    // Half up, in integers: floor((2·gross·rate + whole) / (2·whole)).
    amount: Math.floor((2 * gross * basisPoints(tax.ratePercent) + whole) / (2 * whole)),
  }));
  const net = gross - amounts.reduce((sum, tax) => sum + tax.amount, 0);
  return { net, taxes: amounts, gross };
}

/**
 * The taxes of part of an invoice given back, at the invoice's rates. When the part completes the
 * refund of the invoice (the credit notes before it and this one add up to its total), each tax is
 * what is left of the invoice's, so the credit notes of an invoice refunded in full undo its tax
 * lines to the minor unit.
 */
export function creditedTaxes(
  invoice: { total: number; taxes: readonly TaxAmount[] },
  earlier: readonly { total: number; taxes: readonly TaxAmount[] }[],
  refunded: number,
): TaxBreakdown {
  const creditedBefore = earlier.reduce((sum, note) => sum + note.total, 0);
  if (creditedBefore + refunded < invoice.total) return backOutTaxes(refunded, invoice.taxes);
  const taxes = invoice.taxes.map((tax, index) => ({
    ...tax,
    amount: tax.amount - earlier.reduce((sum, note) => sum + (note.taxes[index]?.amount ?? 0), 0),
  }));
  const net = refunded - taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return { net, taxes, gross: refunded };
}

/**
 * The seller that issues invoices for payments in `currency`: the account that takes it, else the
 * first account (a currency no account takes is not sold in, but an invoice always has a seller).
 */
export function issuerForCurrency(accounts: readonly PaymentAccount[], currency: string): InvoiceIssuer {
  const issuer = accountForCurrency(accounts, currency) ?? accounts[0];
  if (!issuer) throw new Error('No payment account is configured to issue invoices');
  return { seller: issuer.seller, taxes: issuer.taxes, invoicePrefix: issuer.invoicePrefix };
}
