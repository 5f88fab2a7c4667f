import type { SubscriptionStatus } from '@creators-archive/contract';

export type Interval = 'month' | 'year';

/** Why the period that ended is not paid yet while its member keeps access. */
export type PaymentDueReason = 'card_declined' | 'card_unusable' | 'awaiting_payment';

const dayMs = 24 * 60 * 60 * 1000;

/** What the rules below read and change of a subscription. */
export type SubscriptionState = {
  status: SubscriptionStatus;
  planId: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelledAt: Date | null;
  autoRenew: boolean;
  nextPlanId: string | null;
  nextPlanStartsAt: Date | null;
  renewalFailures: number;
  nextRenewalAt: Date | null;
  /** Set while the ended period is unpaid and the member keeps access (dunning); null otherwise. */
  paymentDueReason: PaymentDueReason | null;
  /** When dunning ends the membership unless it is paid. */
  graceEndsAt: Date | null;
};

/** Nothing is due: what every paid, given or ended membership says of dunning. */
const nothingDue = { paymentDueReason: null, graceEndsAt: null } as const;

/** The change a rule refused, for the service to turn into an answer. */
export class SubscriptionRuleError extends Error {
  constructor(readonly rule: 'expired' | 'held') {
    super(`The subscription is ${rule}`);
    this.name = 'SubscriptionRuleError';
  }
}

/**
 * One interval later by the calendar, in UTC: a month from 31 January is the last day of February,
 * a year from 29 February is 28 February.
 */
export function addInterval(from: Date, interval: Interval): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * dayMs);
}

/** Whether the member may use what the membership brings at `now`. */
export function grantsAccess(state: Pick<SubscriptionState, 'status'>): boolean {
  return state.status === 'active' || state.status === 'cancelled';
}

export type PaidPeriod = { state: SubscriptionState; periodStart: Date; periodEnd: Date };

/**
 * A payment for a plan arrived. With no subscription, an expired one, or one whose period is over
 * (and is not being renewed), a new period starts now. Otherwise the payment buys the period after
 * the current one, on the plan paid for from then: a renewal continues without a gap even when it
 * succeeds on a retry days after the end, and paying while active pays in advance (a change of plan
 * takes effect at the next period). Either way the membership is active again and renews.
 */
export function afterPayment(
  current: SubscriptionState | undefined,
  payment: { planId: string; interval: Interval; paidAt: Date; isRenewal: boolean },
): PaidPeriod {
  // A payment while the membership is in dunning pays the period that ended, without a gap.
  const continues =
    current !== undefined &&
    current.status !== 'expired' &&
    (payment.isRenewal ||
      payment.paidAt < current.currentPeriodEnd ||
      (current.status === 'active' && current.paymentDueReason !== null));
  if (!current || !continues) {
    const periodEnd = addInterval(payment.paidAt, payment.interval);
    return {
      periodStart: payment.paidAt,
      periodEnd,
      state: {
        status: 'active',
        planId: payment.planId,
        currentPeriodStart: payment.paidAt,
        currentPeriodEnd: periodEnd,
        cancelledAt: null,
        // Expiring turned renewing off; a member paying for a new period wants it renewed.
        autoRenew: true,
        nextPlanId: null,
        nextPlanStartsAt: null,
        renewalFailures: 0,
        nextRenewalAt: periodEnd,
        ...nothingDue,
      },
    };
  }
  const periodStart = current.currentPeriodEnd;
  const periodEnd = addInterval(periodStart, payment.interval);
  const changesPlan = payment.planId !== current.planId;
  // A renewal whose period has begun starts it now; a payment in advance waits for the current end.
  const startsNow = payment.paidAt >= periodStart && !changesPlan;
  return {
    periodStart,
    periodEnd,
    state: {
      ...current,
      status: 'active',
      cancelledAt: null,
      autoRenew: current.status === 'cancelled' ? true : current.autoRenew,
      currentPeriodStart: startsNow ? periodStart : current.currentPeriodStart,
      currentPeriodEnd: periodEnd,
      nextPlanId: changesPlan ? payment.planId : null,
      nextPlanStartsAt: changesPlan ? periodStart : null,
      renewalFailures: 0,
      nextRenewalAt: periodEnd,
      ...nothingDue,
    },
  };
}

/** The plan a membership is on and what one interval of it costs in the paying currency (null: not sold in it). */
export type HeldPlan = { interval: Interval; price: number | null };

/** What a payment the member did not start came to; `refused` when its time cannot be valued on their plan. */
export type TimeByAnother =
  (PaidPeriod & { kind: 'extended' | 'new_period' }) | { kind: 'refused'; reason: 'not_valued_on_held_plan' };

/**
 * A payment for a member's account that the member did not start (a visitor's checkout for an
 * address that has an account) adds paid time and changes nothing else: not whether it renews,
 * not its plan, plan change, currency or renewal amount.
 *
 * Paid time is time on the plan paid for, valued at its list price. A membership still held (not
 * expired; active, or cancelled with its period still running) is extended from its end: by one
 * interval of the plan when it is the plan paid for; on another plan, by the whole days of that
 * plan the same money buys at its price in the paying currency, so a cheap plan's payment never
 * buys a dearer plan's time at the cheap price. No membership, or one that has ended, gets one
 * period of the plan paid for from the payment, which does not renew: the member turns renewing
 * on themselves if they want it.
 */
export function afterPaymentByAnother(
  current: SubscriptionState | undefined,
  payment: { planId: string; interval: Interval; price: number; paidAt: Date },
  held: HeldPlan | undefined,
): TimeByAnother {
  const holds =
    current !== undefined &&
    current.status !== 'expired' &&
    (payment.paidAt < current.currentPeriodEnd || current.status === 'active');
  if (!current || !holds) {
    const periodEnd = addInterval(payment.paidAt, payment.interval);
    return {
      kind: 'new_period',
      periodStart: payment.paidAt,
      periodEnd,
      state: {
        status: 'cancelled',
        planId: payment.planId,
        currentPeriodStart: payment.paidAt,
        currentPeriodEnd: periodEnd,
        cancelledAt: payment.paidAt,
        autoRenew: false,
        nextPlanId: null,
        nextPlanStartsAt: null,
        renewalFailures: 0,
        nextRenewalAt: null,
        ...nothingDue,
      },
    };
  }
  const periodStart = current.currentPeriodEnd;
  let periodEnd: Date;
  if (payment.planId === current.planId) {
    periodEnd = addInterval(periodStart, payment.interval);
  } else {
    const heldIntervalMs = held && addInterval(periodStart, held.interval).getTime() - periodStart.getTime();
    const days =
      heldIntervalMs && held.price ? Math.floor(((heldIntervalMs / dayMs) * payment.price) / held.price) : 0;
    // Not sold in the paying currency, or worth less than a day of it: the money cannot be time on it.
    if (days < 1) return { kind: 'refused', reason: 'not_valued_on_held_plan' };
    periodEnd = addDays(periodStart, days);
  }
  return {
    kind: 'extended',
    periodStart,
    periodEnd,
    state: {
      ...current,
      currentPeriodEnd: periodEnd,
      // The time is paid: a renewal that was being retried is no longer due until the new end.
      renewalFailures: 0,
      nextRenewalAt: current.nextRenewalAt === null ? null : periodEnd,
      nextPlanStartsAt: current.nextPlanId ? periodEnd : current.nextPlanStartsAt,
      ...nothingDue,
    },
  };
}

/**
 * A membership given, not paid for: `days` of the plan from `now`, not renewing, so it ends at its
 * end unless the member pays. Only to a member who holds none: an active or cancelled membership
 * is extended instead, since replacing it would take away time they may have paid for.
 */
export function comp(
  current: SubscriptionState | undefined,
  grant: { planId: string; days: number; now: Date },
): SubscriptionState {
  if (current && current.status !== 'expired') throw new SubscriptionRuleError('held');
  return {
    status: 'active',
    planId: grant.planId,
    currentPeriodStart: grant.now,
    currentPeriodEnd: addDays(grant.now, grant.days),
    cancelledAt: null,
    autoRenew: false,
    nextPlanId: null,
    nextPlanStartsAt: null,
    renewalFailures: 0,
    nextRenewalAt: null,
    ...nothingDue,
  };
}

/**
 * Pushes the end of a live (active or cancelled) membership out by `days`, with any plan change
 * waiting for that end; a renewal that was due, or failing, starts again at the new end. An
 * expired membership is not extended (`expired`): it is given again (`comp`) or paid for.
 */
export function extend(current: SubscriptionState, days: number): SubscriptionState {
  if (!grantsAccess(current)) throw new SubscriptionRuleError('expired');
  const periodEnd = addDays(current.currentPeriodEnd, days);
  return {
    ...current,
    currentPeriodEnd: periodEnd,
    nextPlanStartsAt: current.nextPlanStartsAt && addDays(current.nextPlanStartsAt, days),
    nextRenewalAt: current.nextRenewalAt && periodEnd,
    renewalFailures: 0,
    ...nothingDue,
  };
}

/**
 * The price a given membership keeps, for what a renewal would charge should the member turn
 * renewing on: the plan's price in `currency` when it is sold in it, otherwise its first price.
 */
export function compPrice<Price extends { currency: string }>(
  prices: readonly Price[],
  currency: string | undefined,
): Price | undefined {
  return prices.find((price) => price.currency === currency) ?? prices[0];
}

/** Stops renewals; access lasts until the period's end. Cancelling a cancelled subscription changes nothing. */
export function cancel(current: SubscriptionState, now: Date): SubscriptionState {
  if (current.status === 'expired') throw new SubscriptionRuleError('expired');
  if (current.status === 'cancelled') return current;
  return { ...current, status: 'cancelled', cancelledAt: now, autoRenew: false };
}

/** Undoes a cancel before the period ends; after it, only a new payment brings the membership back. */
export function reactivate(current: SubscriptionState, now: Date): SubscriptionState {
  if (current.status === 'expired' || now >= current.currentPeriodEnd) {
    throw new SubscriptionRuleError('expired');
  }
  if (current.status === 'active') return current;
  return {
    ...current,
    status: 'active',
    cancelledAt: null,
    autoRenew: true,
    nextRenewalAt: current.currentPeriodEnd,
  };
}

export function expire(current: SubscriptionState): SubscriptionState {
  return {
    ...current,
    status: 'expired',
    autoRenew: false,
    nextRenewalAt: null,
    nextPlanId: null,
    nextPlanStartsAt: null,
    ...nothingDue,
  };
}

/** The period a payment bought, as its invoice says. */
export type PaidTime = { periodStart: Date; periodEnd: Date };

const earlier = (a: Date, b: Date) => (a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * A payment was refunded in full. The time it bought that is still to come is taken off the
 * membership's end: a period paid in advance is taken off whole, the current one from now, one
 * already over not at all (what was used is not given back twice); the periods paid after it move
 * earlier by as much, a plan change among them too. Renewals stop whatever is left: the member
 * keeps what other payments bought, cancelled, until its end, and the membership ends now when
 * nothing is left. `refunded` is null for a payment that bought no known period: renewals stop.
 * A partial refund gives money back, not time, and is not brought here.
 */
export function afterRefund(
  current: SubscriptionState,
  refunded: PaidTime | null,
  now: Date,
): SubscriptionState {
  if (current.status === 'expired') return current;
  const unusedFrom = refunded ? later(refunded.periodStart, now) : now;
  const unusedMs = refunded ? Math.max(0, refunded.periodEnd.getTime() - unusedFrom.getTime()) : 0;
  const end = new Date(current.currentPeriodEnd.getTime() - unusedMs);
  if (end <= now) {
    const endedAt = earlier(now, current.currentPeriodEnd);
    return {
      ...expire(current),
      currentPeriodStart: earlier(current.currentPeriodStart, endedAt),
      currentPeriodEnd: endedAt,
    };
  }
  const nextPlanStartsAt =
    current.nextPlanStartsAt && current.nextPlanStartsAt > unusedFrom
      ? later(new Date(current.nextPlanStartsAt.getTime() - unusedMs), unusedFrom)
      : current.nextPlanStartsAt;
  const keepsNextPlan = current.nextPlanId !== null && nextPlanStartsAt !== null && nextPlanStartsAt < end;
  return {
    ...current,
    status: 'cancelled',
    cancelledAt: current.cancelledAt ?? now,
    autoRenew: false,
    currentPeriodStart: earlier(current.currentPeriodStart, end),
    currentPeriodEnd: end,
    nextPlanId: keepsNextPlan ? current.nextPlanId : null,
    nextPlanStartsAt: keepsNextPlan ? nextPlanStartsAt : null,
    nextRenewalAt: end,
    ...nothingDue,
  };
}

/** The plan chosen for the next period takes over at its start. */
export function switchPlan(current: SubscriptionState): SubscriptionState {
  if (!current.nextPlanId || !current.nextPlanStartsAt) return current;
  return {
    ...current,
    planId: current.nextPlanId,
    currentPeriodStart: current.nextPlanStartsAt,
    nextPlanId: null,
    nextPlanStartsAt: null,
  };
}
