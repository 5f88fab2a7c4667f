import { z } from 'zod';
import { currencyCodePattern } from '../subscriptions/currencies';

const ZCurrency = z.string().regex(currencyCodePattern);

/** One tax included in an amount, as backed out of it: `VAT`, 7.5 (%), its share in minor units. */
export const ZTaxAmount = z.object({
  name: z.string(),
  ratePercent: z.number(),
  amount: z.number().int(),
});
export type TaxAmount = z.infer<typeof ZTaxAmount>;

/** A refund given back on an invoice, as a document of its own; amounts are what was given back. */
export const ZCreditNote = z.object({
  id: z.uuid(),
  /** Gapless per seller and year, in the seller's credit-note series: CA-NG-CN-2026-000001. */
  number: z.string(),
  issuedAt: z.string(),
  amount: z.number().int(),
  currency: ZCurrency,
  /** The amount less its taxes; `net` plus the taxes is exactly `amount`. */
  net: z.number().int(),
  taxes: z.array(ZTaxAmount),
  /** Needs the member's bearer token; the PDF is in its invoice's language. */
  pdfUrl: z.string(),
});
export type CreditNote = z.infer<typeof ZCreditNote>;
