import { z } from 'zod';
import { currencyCodePattern } from '../subscriptions/currencies';
import { ZCreditNote, ZTaxAmount } from './invoice';
import { ZSubscriptionStatus } from './user';

/** A three-capital-letter code; the API checks it against the currencies it was configured with. */
export const ZCurrency = z.string().regex(currencyCodePattern, 'validation.currencyCodeInvalid');
export type Currency = z.infer<typeof ZCurrency>;

export const ZPlanPrice = z.object({
  currency: ZCurrency,
  /** In the currency's minor unit (kobo, pesewa, cent). */
  amount: z.number().int(),
});

export const ZPlan = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  interval: z.enum(['month', 'year']),
  prices: z.array(ZPlanPrice),
  /** What membership on this plan brings, one line each, in the order they are shown. */
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof ZPlan>;

export const ZSubscription = z.object({
  status: ZSubscriptionStatus,
  cancelled_at: z.string().nullable(),
  auto_renew: z.boolean(),
  plan: ZPlan,
});
export type Subscription = z.infer<typeof ZSubscription>;

/** The member's membership as the billing page shows it. Times are ISO 8601. */
export const ZMySubscription = z.object({
  id: z.uuid(),
  status: ZSubscriptionStatus,
  plan: ZPlan,
  currency: ZCurrency,
  /** What the next renewal charges, in minor units. */
  amount: z.number().int(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancelled_at: z.string().nullable(),
  /** On: the saved default card is charged at the period's end; without one a pay link is e-mailed. */
  auto_renew: z.boolean(),
  /** A plan chosen or paid for the next period, and when it takes over. */
  next_plan: ZPlan.nullable(),
  next_plan_starts_at: z.string().nullable(),
  /** Failed renewal charges since the period ended; retried 1, 3, 5, 7, 10 and 14 days after it. */
  renewal_failures: z.number().int(),
  /**
   * How the next period is paid: `card`, the saved default card is charged at the period's end;
   * `pay_link`, no reusable card (mobile money, transfer, USSD), so a link to pay is e-mailed three
   * days before the end; null when it does not renew (cancelled or expired).
   */
  renews_with: z.enum(['card', 'pay_link']).nullable(),
  /**
   * Set while the period that ended on `since` is unpaid and the membership, still active, keeps
   * its access until `grace_ends_at`, when it expires unless paid (dunning). `card_declined`: the
   * saved card was declined and is tried again at `next_retry_at`; `card_unusable`: the card cannot
   * be charged again, so another card or a pay link is needed; `awaiting_payment`: no card renews
   * it and the pay link is not paid yet. Null when nothing is due.
   */
  payment_due: z
    .object({
      since: z.string(),
      grace_ends_at: z.string(),
      next_retry_at: z.string().nullable(),
      reason: z.enum(['card_declined', 'card_unusable', 'awaiting_payment']),
    })
    .nullable(),
});
export type MySubscription = z.infer<typeof ZMySubscription>;

/** Where a started payment goes next: the provider's hosted checkout. */
export const ZCheckout = z.object({
  reference: z.string(),
  authorizationUrl: z.string(),
  /** Minor units, after any discount. */
  amount: z.number().int(),
  currency: ZCurrency,
});
export type Checkout = z.infer<typeof ZCheckout>;

/**
 * A payment as the member sees it: what it was for, how it went. `needs_review`: the provider
 * reported it paid for another amount or currency; nothing was granted, and an admin looks at it.
 */
export const ZPaymentStatus = z.enum([
  'pending',
  'abandoned',
  'success',
  'failed',
  'refunded',
  'needs_review',
]);
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPaymentPurpose = z.enum(['subscription', 'renewal', 'card_check']);
export type PaymentPurpose = z.infer<typeof ZPaymentPurpose>;

export const ZTransaction = z.object({
  reference: z.string(),
  purpose: ZPaymentPurpose,
  description: z.string(),
  status: ZPaymentStatus,
  /** card, bank_transfer, ussd, mobile_money …; null until the provider says. */
  channel: z.string().nullable(),
  amount: z.number().int(),
  currency: ZCurrency,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Transaction = z.infer<typeof ZTransaction>;

export const ZPaymentMethod = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
  bank: z.string().nullable(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZInvoice = z.object({
  id: z.uuid(),
  /** Gapless per seller and year: CA-NG-2026-000123 (CA-2026-000123 before sellers had their own). */
  number: z.string(),
  issuedAt: z.string(),
  /** What was charged, taxes included. */
  amount: z.number().int(),
  currency: ZCurrency,
  /** Whether the payment was since refunded in full; the invoice itself never changes. */
  status: z.enum(['paid', 'refunded']),
  /** What was bought, in the language the invoice was issued in: its member's at the time. */
  description: z.string(),
  /** The amount less its taxes; null on invoices issued before taxes were shown. */
  net: z.number().int().nullable(),
  /** Each tax in the amount; `net` plus these is exactly `amount`. */
  taxes: z.array(ZTaxAmount),
  /** Who issued it, as issued; null on invoices issued before sellers were copied onto them. */
  seller: z.object({ name: z.string(), address: z.string(), taxNumber: z.string().nullable() }).nullable(),
  /** The refunds credited on this invoice, oldest first. */
  creditNotes: z.array(ZCreditNote),
  /** Needs the member's bearer token; the PDF is in the invoice's language too. */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof ZInvoice>;
