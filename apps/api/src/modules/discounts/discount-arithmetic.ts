import {
  knownMinimumAmount,
  minorUnitDigitsOf,
  type Currency,
} from '@creators-archive/contract/subscriptions/currencies';

export type DiscountKind = 'percent' | 'fixed';

export type RefusalReason =
  'unknown' | 'expired' | 'not_started' | 'used_up' | 'wrong_plan' | 'wrong_currency';

/** What the rules need of a stored code. */
export type DiscountTerms = {
  kind: DiscountKind;
  /** A percentage from 1 to 100, or minor units of `currency`. */
  value: number;
  currency: Currency | null;
  /** The plans it is good for; empty: every plan. */
  planIds: readonly string[];
  startsAt: Date;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptionCount: number;
  /** Set once an admin deactivates it: from then on it is refused as if it did not exist. */
  deactivatedAt: Date | null;
};

export type Priced = { amountBefore: number; discount: number; amountAfter: number };

/**
 * Why a code cannot be used for this plan, in this currency, now; undefined when it can. The order
 * says the most lasting reason first: a code that has ended is expired even if it was also used up.
 */
export function refusalOf(
  terms: DiscountTerms | undefined,
  asked: { planId: string; currency: Currency; now: Date },
): RefusalReason | undefined {
  if (!terms || terms.deactivatedAt !== null) return 'unknown';
  if (terms.expiresAt && asked.now >= terms.expiresAt) return 'expired';
  if (asked.now < terms.startsAt) return 'not_started';
  if (terms.maxRedemptions !== null && terms.redemptionCount >= terms.maxRedemptions) return 'used_up';
  if (terms.planIds.length > 0 && !terms.planIds.includes(asked.planId)) return 'wrong_plan';
  if (terms.kind === 'fixed' && terms.currency !== asked.currency) return 'wrong_currency';
  return undefined;
}

/** Whether a code can be used now, whatever the plan: what the admin console shows. */
export type CodeStatus = 'active' | 'scheduled' | 'expired' | 'used_up' | 'deactivated';

export function statusOf(terms: DiscountTerms, now: Date): CodeStatus {
  if (terms.deactivatedAt !== null) return 'deactivated';
  if (terms.expiresAt && now >= terms.expiresAt) return 'expired';
  if (now < terms.startsAt) return 'scheduled';
  if (terms.maxRedemptions !== null && terms.redemptionCount >= terms.maxRedemptions) return 'used_up';
  return 'active';
}

/** Why a code that lowered a checkout's price cannot be honoured for a payment made at `paidAt`. */
export type PaidRefusal = 'deactivated' | 'expired';

/**
 * A code is honoured for a payment only if it was still good when the money was paid: not
 * deactivated before then, not expired by then. Its other terms were checked when the checkout
 * opened and held by the checkout's reservation.
 */
export function refusalWhenPaid(
  terms: Pick<DiscountTerms, 'expiresAt' | 'deactivatedAt'>,
  paidAt: Date,
): PaidRefusal | undefined {
  if (terms.deactivatedAt !== null && terms.deactivatedAt <= paidAt) return 'deactivated';
  if (terms.expiresAt !== null && terms.expiresAt <= paidAt) return 'expired';
  return undefined;
}

/**
 * The lowest price a discount brings a checkout to, in minor units: the smallest charge the
 * payment provider takes, and in naira ₦100, the least Paystack's bank transfer channel takes
 * (it refuses anything under 10,000 kobo), so a discounted checkout can be paid every way a
 * full-price one can.
 */
export function lowestDiscountedAmount(currency: Currency): number {
  return currency === 'NGN' ? 10_000 : knownMinimumAmount(currency);
}

/**
 * The price after the discount, in minor units. A percentage is rounded half up to the currency's
 * minor unit; a fixed amount is subtracted. The amount charged never falls below the currency's
 * lowest discounted amount (above): the discount shrinks instead (to nothing when the price itself
 * is at or under it).
 */
export function applyDiscount(
  terms: Pick<DiscountTerms, 'kind' | 'value'>,
  amountBefore: number,
  currency: Currency,
): Priced {
  const wanted = terms.kind === 'percent' ? percentOf(amountBefore, terms.value, currency) : terms.value;
  const floor = Math.min(amountBefore, lowestDiscountedAmount(currency));
  const discount = Math.max(0, Math.min(wanted, amountBefore - floor));
  return { amountBefore, discount, amountAfter: amountBefore - discount };
}

/**
 * `percent` % of an amount in minor units, rounded half up to the currency's minor unit. Every
 * currency sold today has 2 digits, so minor units are already the rounding step; the step is
 * computed so a currency with fewer digits rounds to its own unit.
 */
function percentOf(amount: number, percent: number, currency: Currency): number {
  const step = 10 ** (2 - Math.min(2, minorUnitDigitsOf(currency)));
  return Math.round((amount * percent) / 100 / step) * step;
}
