import { describe, expect, it } from 'vitest';
import {
  addInterval,
  afterFailedRenewal,
  afterPayment,
  afterPaymentByAnother,
  afterRefund,
  cancel,
  comp,
  compPrice,
  expire,
  extend,
  nextRenewalStep,
  reactivate,
  SubscriptionRuleError,
  switchPlan,
  type SubscriptionState,
} from './subscription-state';

const at = (iso: string) => new Date(iso);

const active: SubscriptionState = {
  status: 'active',
  planId: 'monthly',
  currentPeriodStart: at('2026-11-01T10:00:00Z'),
  currentPeriodEnd: at('2026-12-01T10:00:00Z'),
  cancelledAt: null,
  autoRenew: true,
  nextPlanId: null,
  nextPlanStartsAt: null,
  renewalFailures: 0,
  nextRenewalAt: at('2026-12-01T10:00:00Z'),
};

describe(addInterval.name, () => {
  it('adds calendar months and years, keeping to the last day of a shorter month', () => {
    expect(addInterval(at('2026-01-31T08:00:00Z'), 'month')).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addInterval(at('2028-01-31T08:00:00Z'), 'month')).toEqual(at('2028-02-29T08:00:00Z'));
    expect(addInterval(at('2026-12-15T08:00:00Z'), 'month')).toEqual(at('2027-01-15T08:00:00Z'));
    expect(addInterval(at('2028-02-29T08:00:00Z'), 'year')).toEqual(at('2029-02-28T08:00:00Z'));
  });
});

describe(afterPayment.name, () => {
  it('starts a first period when the payment arrives', () => {
    const paidAt = at('2026-11-24T12:00:00Z');
    const { state, periodStart, periodEnd } = afterPayment(undefined, {
      planId: 'monthly',
      interval: 'month',
      paidAt,
      isRenewal: false,
    });
    expect({ periodStart, periodEnd }).toEqual({
      periodStart: paidAt,
      periodEnd: at('2026-12-24T12:00:00Z'),
    });
    expect(state).toMatchObject({ status: 'active', autoRenew: true, cancelledAt: null, renewalFailures: 0 });
  });

  it('starts afresh after expiry, renewing again', () => {
    const paidAt = at('2027-03-01T00:00:00Z');
    const { state, periodStart } = afterPayment(expire(cancel(active, at('2026-11-20T00:00:00Z'))), {
      planId: 'monthly',
      interval: 'month',
      paidAt,
      isRenewal: false,
    });
    expect(periodStart).toEqual(paidAt);
    expect(state).toMatchObject({ status: 'active', autoRenew: true, cancelledAt: null });
  });

  it('continues a renewal from the end of the period without a gap, even when a retry succeeds days later', () => {
    const { state, periodStart, periodEnd } = afterPayment(
      { ...active, renewalFailures: 2 },
      { planId: 'monthly', interval: 'month', paidAt: at('2026-12-04T10:00:00Z'), isRenewal: true },
    );
    expect(periodStart).toEqual(active.currentPeriodEnd);
    expect(periodEnd).toEqual(at('2027-01-01T10:00:00Z'));
    expect(state).toMatchObject({
      status: 'active',
      renewalFailures: 0,
      currentPeriodStart: active.currentPeriodEnd,
    });
  });

  it('pays for the next period in advance, and a change of plan waits for it', () => {
    const { state, periodStart } = afterPayment(active, {
      planId: 'yearly',
      interval: 'year',
      paidAt: at('2026-11-20T10:00:00Z'),
      isRenewal: false,
    });
    expect(periodStart).toEqual(active.currentPeriodEnd);
    expect(state).toMatchObject({
      planId: 'monthly',
      nextPlanId: 'yearly',
      nextPlanStartsAt: active.currentPeriodEnd,
      currentPeriodEnd: at('2027-12-01T10:00:00Z'),
    });
  });

  it('brings a cancelled subscription back to active with renewals on', () => {
    const cancelled = cancel(active, at('2026-11-10T00:00:00Z'));
    const { state } = afterPayment(cancelled, {
      planId: 'monthly',
      interval: 'month',
      paidAt: at('2026-11-15T00:00:00Z'),
      isRenewal: false,
    });
    expect(state).toMatchObject({ status: 'active', cancelledAt: null, autoRenew: true });
  });
});

describe(afterRefund.name, () => {
  const paidPeriod = { periodStart: active.currentPeriodStart, periodEnd: active.currentPeriodEnd };
  const now = at('2026-11-10T00:00:00Z');

  it('ends the membership now when the current period is refunded, renewals off', () => {
    expect(afterRefund(active, paidPeriod, now)).toMatchObject({
      status: 'expired',
      autoRenew: false,
      currentPeriodEnd: now,
      nextRenewalAt: null,
    });
  });

  it('takes a period paid in advance off whole, keeping the current one cancelled and not renewing', () => {
    const { state, periodStart, periodEnd } = afterPayment(active, {
      planId: 'yearly',
      interval: 'year',
      paidAt: at('2026-11-05T00:00:00Z'),
      isRenewal: false,
    });
    expect(afterRefund(state, { periodStart, periodEnd }, now)).toEqual({
      ...active,
      status: 'cancelled',
      cancelledAt: now,
      autoRenew: false,
      nextPlanId: null,
      nextPlanStartsAt: null,
    });
  });

  it('moves a period paid after the refunded one earlier by the time taken back, its plan change too', () => {
    const { state } = afterPayment(active, {
      planId: 'yearly',
      interval: 'year',
      paidAt: at('2026-11-05T00:00:00Z'),
      isRenewal: false,
    });
    const refunded = afterRefund(state, paidPeriod, now);
    const unusedMs = active.currentPeriodEnd.getTime() - now.getTime();
    expect(refunded).toMatchObject({
      status: 'cancelled',
      autoRenew: false,
      currentPeriodEnd: new Date(state.currentPeriodEnd.getTime() - unusedMs),
      nextPlanId: 'yearly',
      nextPlanStartsAt: now,
    });
  });

  it('takes nothing back for a period already over, but still stops renewals', () => {
    const lastMonth = { periodStart: at('2026-10-01T10:00:00Z'), periodEnd: active.currentPeriodStart };
    expect(afterRefund(active, lastMonth, now)).toEqual({
      ...active,
      status: 'cancelled',
      cancelledAt: now,
      autoRenew: false,
    });
    expect(afterRefund(active, null, now)).toMatchObject({ status: 'cancelled', autoRenew: false });
  });

  it('leaves an expired membership as it is, and keeps the time a cancelled one was cancelled', () => {
    const expired = expire(active);
    expect(afterRefund(expired, paidPeriod, now)).toBe(expired);
    const cancelled = cancel(active, at('2026-11-02T00:00:00Z'));
    expect(afterRefund(cancelled, null, now).cancelledAt).toEqual(at('2026-11-02T00:00:00Z'));
  });
});

describe('cancel and reactivate', () => {
  const now = at('2026-11-10T00:00:00Z');

  it('cancel records the time and stops renewals; cancelling again changes nothing', () => {
    const cancelled = cancel(active, now);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: now, autoRenew: false });
    expect(cancel(cancelled, at('2026-11-11T00:00:00Z'))).toBe(cancelled);
  });

  it('reactivate before the end undoes the cancel; reactivating an active one changes nothing', () => {
    const reactivated = reactivate(cancel(active, now), now);
    expect(reactivated).toMatchObject({ status: 'active', cancelledAt: null, autoRenew: true });
    expect(reactivate(active, now)).toBe(active);
  });

  it('refuses to reactivate once the period is over, or to cancel what expired', () => {
    expect(() => reactivate(cancel(active, now), active.currentPeriodEnd)).toThrow(SubscriptionRuleError);
    expect(() => reactivate({ ...active, status: 'expired' }, now)).toThrow(SubscriptionRuleError);
    expect(() => cancel({ ...active, status: 'expired' }, now)).toThrow(SubscriptionRuleError);
  });
});

describe(comp.name, () => {
  const now = at('2026-11-10T09:00:00Z');

  it('gives the days asked for from now, not renewing', () => {
    expect(comp(undefined, { planId: 'annual', days: 365, now })).toEqual({
      status: 'active',
      planId: 'annual',
      currentPeriodStart: now,
      currentPeriodEnd: at('2027-11-10T09:00:00Z'),
      cancelledAt: null,
      autoRenew: false,
      nextPlanId: null,
      nextPlanStartsAt: null,
      renewalFailures: 0,
      nextRenewalAt: null,
    });
  });

  it('replaces an expired membership, and refuses one still held, active or cancelled', () => {
    const expired = expire(active);
    expect(comp(expired, { planId: 'annual', days: 30, now })).toMatchObject({
      status: 'active',
      planId: 'annual',
      currentPeriodEnd: at('2026-12-10T09:00:00Z'),
    });
    expect(() => comp(active, { planId: 'annual', days: 30, now })).toThrow(SubscriptionRuleError);
    expect(() => comp(cancel(active, now), { planId: 'annual', days: 30, now })).toThrow(
      SubscriptionRuleError,
    );
  });
});

describe(extend.name, () => {
  it('moves the end, a waiting plan change and a due renewal out by the days, and clears failures', () => {
    const failing: SubscriptionState = {
      ...active,
      nextPlanId: 'annual',
      nextPlanStartsAt: active.currentPeriodEnd,
      renewalFailures: 2,
      nextRenewalAt: at('2026-12-04T10:00:00Z'),
    };
    expect(extend(failing, 10)).toEqual({
      ...failing,
      currentPeriodEnd: at('2026-12-11T10:00:00Z'),
      nextPlanStartsAt: at('2026-12-11T10:00:00Z'),
      nextRenewalAt: at('2026-12-11T10:00:00Z'),
      renewalFailures: 0,
    });
  });

  it('keeps a cancelled membership cancelled and not renewing, ending (by the pass) later', () => {
    const cancelled = cancel(active, at('2026-11-05T10:00:00Z'));
    expect(extend(cancelled, 3)).toEqual({
      ...cancelled,
      currentPeriodEnd: at('2026-12-04T10:00:00Z'),
      nextRenewalAt: at('2026-12-04T10:00:00Z'),
    });
  });

  it('refuses an expired membership', () => {
    expect(() => extend(expire(active), 30)).toThrow(SubscriptionRuleError);
  });
});

describe(compPrice.name, () => {
  const prices = [
    { currency: 'NGN', amount: 5_000_000 },
    { currency: 'GHS', amount: 60_000 },
  ];

  it('keeps the price in the currency asked for when the plan is sold in it, otherwise the first', () => {
    expect(compPrice(prices, 'GHS')).toEqual({ currency: 'GHS', amount: 60_000 });
    expect(compPrice(prices, 'USD')).toEqual({ currency: 'NGN', amount: 5_000_000 });
    expect(compPrice(prices, undefined)).toEqual({ currency: 'NGN', amount: 5_000_000 });
    expect(compPrice([], 'NGN')).toBeUndefined();
  });
});

describe(afterFailedRenewal.name, () => {
  it('retries 1, 3 and 5 days after the period ends, then expires', () => {
    let state = active;
    const retries: (Date | null)[] = [];
    for (let failure = 0; failure < 4; failure += 1) {
      const next = afterFailedRenewal(state);
      retries.push(next.retryAt);
      state = next.state;
    }
    expect(retries).toEqual([
      at('2026-12-02T10:00:00Z'),
      at('2026-12-04T10:00:00Z'),
      at('2026-12-06T10:00:00Z'),
      null,
    ]);
    expect(state.status).toBe('expired');
  });
});

describe(nextRenewalStep.name, () => {
  const withCard = { hasReusableCard: true, remindedForPeriodEnd: null };
  const withoutCard = { hasReusableCard: false, remindedForPeriodEnd: null };

  it('charges a saved card when the period ends, and again on each retry day', () => {
    expect(nextRenewalStep(active, { ...withCard, now: at('2026-11-30T10:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(active, { ...withCard, now: active.currentPeriodEnd })).toEqual({
      kind: 'charge',
      attempt: 0,
    });
    const failedOnce = afterFailedRenewal(active).state;
    expect(nextRenewalStep(failedOnce, { ...withCard, now: at('2026-12-01T12:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(failedOnce, { ...withCard, now: at('2026-12-02T10:00:00Z') })).toEqual({
      kind: 'charge',
      attempt: 1,
    });
  });

  it('sends a pay link three days before the end to a member without a card, once, and expires them at the end', () => {
    expect(nextRenewalStep(active, { ...withoutCard, now: at('2026-11-27T09:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(active, { ...withoutCard, now: at('2026-11-28T10:00:00Z') })).toEqual({
      kind: 'send_pay_link',
    });
    const reminded = { hasReusableCard: false, remindedForPeriodEnd: active.currentPeriodEnd };
    expect(nextRenewalStep(active, { ...reminded, now: at('2026-11-29T10:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(active, { ...reminded, now: active.currentPeriodEnd })).toEqual({
      kind: 'expire',
    });
  });

  it('expires a cancelled subscription at its end, card or not', () => {
    const cancelled = cancel(active, at('2026-11-10T00:00:00Z'));
    expect(nextRenewalStep(cancelled, { ...withCard, now: at('2026-11-30T00:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(cancelled, { ...withCard, now: active.currentPeriodEnd })).toEqual({
      kind: 'expire',
    });
  });

  it('switches to the plan chosen for the next period when it starts', () => {
    const changing = afterPayment(active, {
      planId: 'yearly',
      interval: 'year',
      paidAt: at('2026-11-20T10:00:00Z'),
      isRenewal: false,
    }).state;
    expect(nextRenewalStep(changing, { ...withCard, now: active.currentPeriodEnd })).toEqual({
      kind: 'switch_plan',
    });
    expect(switchPlan(changing)).toMatchObject({
      planId: 'yearly',
      nextPlanId: null,
      currentPeriodStart: active.currentPeriodEnd,
    });
  });
});

describe(afterPaymentByAnother.name, () => {
  const cancelled = cancel(active, at('2026-11-20T00:00:00Z'));
  const monthlyPayment = {
    planId: 'monthly',
    interval: 'month' as const,
    price: 1_000,
    paidAt: at('2026-11-24T12:00:00Z'),
  };

  it('extends a held membership on the plan paid for by one interval, changing nothing else', () => {
    const paid = afterPaymentByAnother(cancelled, monthlyPayment, { interval: 'month', price: 1_000 });
    expect(paid).toMatchObject({
      kind: 'extended',
      periodStart: at('2026-12-01T10:00:00Z'),
      periodEnd: at('2027-01-01T10:00:00Z'),
    });
    expect(paid.kind !== 'refused' && paid.state).toEqual({
      ...cancelled,
      currentPeriodEnd: at('2027-01-01T10:00:00Z'),
      nextRenewalAt: at('2027-01-01T10:00:00Z'),
    });
  });

  it('moves the renewal of a renewing membership to the new end, keeping it renewing', () => {
    const paid = afterPaymentByAnother(active, monthlyPayment, { interval: 'month', price: 1_000 });
    expect(paid.kind !== 'refused' && paid.state).toEqual({
      ...active,
      currentPeriodEnd: at('2027-01-01T10:00:00Z'),
      nextRenewalAt: at('2027-01-01T10:00:00Z'),
    });
  });

  it("values a cheaper plan's payment in days of the dearer plan held, never its whole interval", () => {
    const annual: SubscriptionState = { ...cancelled, planId: 'annual' };
    // A year of the held plan costs 36 500: 1 000 buys ten days of it.
    const paid = afterPaymentByAnother(annual, monthlyPayment, { interval: 'year', price: 36_500 });
    expect(paid).toMatchObject({
      kind: 'extended',
      periodStart: at('2026-12-01T10:00:00Z'),
      periodEnd: at('2026-12-11T10:00:00Z'),
      state: { planId: 'annual', nextPlanId: null, autoRenew: false, status: 'cancelled' },
    });
  });

  it('keeps a plan change chosen for the next period, starting it at the new end', () => {
    const changing: SubscriptionState = {
      ...active,
      nextPlanId: 'annual',
      nextPlanStartsAt: active.currentPeriodEnd,
    };
    const paid = afterPaymentByAnother(changing, monthlyPayment, { interval: 'month', price: 1_000 });
    expect(paid).toMatchObject({
      state: { planId: 'monthly', nextPlanId: 'annual', nextPlanStartsAt: at('2027-01-01T10:00:00Z') },
    });
  });

  it('covers the days a failing renewal is being retried, and clears the failures', () => {
    const retrying = afterFailedRenewal(active).state;
    const paid = afterPaymentByAnother(
      retrying,
      { ...monthlyPayment, paidAt: at('2026-12-02T12:00:00Z') },
      { interval: 'month', price: 1_000 },
    );
    expect(paid).toMatchObject({
      kind: 'extended',
      periodEnd: at('2027-01-01T10:00:00Z'),
      state: {
        status: 'active',
        autoRenew: true,
        renewalFailures: 0,
        nextRenewalAt: at('2027-01-01T10:00:00Z'),
      },
    });
  });

  it('gives no membership, or an ended one, a period of the plan paid for that does not renew', () => {
    for (const current of [
      undefined,
      expire(active),
      { ...cancelled, currentPeriodEnd: at('2026-11-22T00:00:00Z') },
    ]) {
      const paid = afterPaymentByAnother(
        current,
        { ...monthlyPayment, planId: 'annual', interval: 'year' },
        undefined,
      );
      expect(paid).toMatchObject({
        kind: 'new_period',
        periodStart: monthlyPayment.paidAt,
        periodEnd: at('2027-11-24T12:00:00Z'),
        state: {
          status: 'cancelled',
          planId: 'annual',
          autoRenew: false,
          nextRenewalAt: null,
          nextPlanId: null,
        },
      });
    }
  });

  it('refuses time on a held plan not sold in the paying currency, or worth less than a day', () => {
    const annual: SubscriptionState = { ...cancelled, planId: 'annual' };
    expect(afterPaymentByAnother(annual, monthlyPayment, { interval: 'year', price: null })).toEqual({
      kind: 'refused',
      reason: 'not_valued_on_held_plan',
    });
    expect(afterPaymentByAnother(annual, monthlyPayment, { interval: 'year', price: 1_000_000 })).toEqual({
      kind: 'refused',
      reason: 'not_valued_on_held_plan',
    });
  });
});
