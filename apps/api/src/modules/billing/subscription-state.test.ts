import { describe, expect, it } from 'vitest';
import {
  afterFailedRenewal,
  DUNNING_LIMIT_DAYS,
  LAST_NOTICE_DAYS,
  nextRenewalStep,
  openGrace,
  payLinkRemindersDue,
  paymentDue,
  pendingChargeDeadline,
  RENEWAL_RETRY_DAYS,
  retryWithNewCard,
} from './renewal-rules';
import {
  addDays,
  addInterval,
  afterPayment,
  afterPaymentByAnother,
  afterRefund,
  cancel,
  comp,
  compPrice,
  expire,
  extend,
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
  paymentDueReason: null,
  graceEndsAt: null,
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
      paymentDueReason: null,
      graceEndsAt: null,
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
  const end = active.currentPeriodEnd;
  const day = (days: number, minutes = 1) => new Date(addDays(end, days).getTime() + minutes * 60_000);
  const soft = (now: Date) => ({ now, hard: false, graceDays: 7 });

  it('retries 1, 3, 5, 7, 10 and 14 days after the period ends, keeping access, then expires', () => {
    let state = active;
    const retries: (Date | null)[] = [];
    for (const failedOn of [0, 1, 3, 5, 7, 10, 14]) {
      const next = afterFailedRenewal(state, soft(day(failedOn)));
      retries.push(next.retryAt);
      state = next.state;
      if (next.outcome === 'retrying') {
        expect(state).toMatchObject({ status: 'active', paymentDueReason: 'card_declined' });
        expect(state.graceEndsAt).toEqual(addDays(end, 14));
      }
    }
    expect(retries).toEqual([...RENEWAL_RETRY_DAYS.map((days) => addDays(end, days)), null]);
    expect(state).toMatchObject({ status: 'expired', renewalFailures: 7, paymentDueReason: null });
  });

  it('retries on the first retry day still to come when a try was late', () => {
    const late = afterFailedRenewal(active, soft(day(4)));
    expect(late.retryAt).toEqual(addDays(end, 5));
    expect(afterFailedRenewal(active, soft(day(20))).outcome).toBe('expired');
  });

  it('stops retrying after a hard decline: the member pays by link until the grace ends', () => {
    const hard = afterFailedRenewal(active, { now: day(0), hard: true, graceDays: 7 });
    expect(hard).toMatchObject({ outcome: 'card_unusable', retryAt: null });
    expect(hard.state).toMatchObject({
      status: 'active',
      paymentDueReason: 'card_unusable',
      graceEndsAt: addDays(end, 7),
      nextRenewalAt: null,
    });
    // Past the grace already: a few days more to pay another way.
    const late = afterFailedRenewal(active, { now: day(10), hard: true, graceDays: 7 });
    expect(late.state.graceEndsAt).toEqual(addDays(day(10), LAST_NOTICE_DAYS));
  });
});

describe(pendingChargeDeadline.name, () => {
  it('waits for a pending charge until the next retry day, or a day after the last try', () => {
    expect(pendingChargeDeadline(active)).toEqual(addDays(active.currentPeriodEnd, 1));
    const third = { ...active, renewalFailures: 2, nextRenewalAt: addDays(active.currentPeriodEnd, 3) };
    expect(pendingChargeDeadline(third)).toEqual(addDays(active.currentPeriodEnd, 5));
    const last = { ...active, renewalFailures: 6, nextRenewalAt: addDays(active.currentPeriodEnd, 14) };
    expect(pendingChargeDeadline(last)).toEqual(addDays(active.currentPeriodEnd, 15));
  });
});

describe(paymentDue.name, () => {
  it('shows what is due while an active membership is in dunning, and nothing otherwise', () => {
    expect(paymentDue(active, true)).toBeNull();
    const declined = afterFailedRenewal(active, {
      now: active.currentPeriodEnd,
      hard: false,
      graceDays: 7,
    }).state;
    expect(paymentDue(declined, true)).toEqual({
      since: active.currentPeriodEnd,
      graceEndsAt: addDays(active.currentPeriodEnd, 14),
      nextRetryAt: addDays(active.currentPeriodEnd, 1),
      reason: 'card_declined',
    });
    // The card was removed since: nothing will be retried.
    expect(paymentDue(declined, false)?.nextRetryAt).toBeNull();
    expect(paymentDue(cancel(declined, active.currentPeriodEnd), true)).toBeNull();
    expect(paymentDue(openGrace(active, 7), false)).toMatchObject({
      reason: 'awaiting_payment',
      graceEndsAt: addDays(active.currentPeriodEnd, 7),
    });
    // Paid: nothing is due any more.
    const paid = afterPayment(declined, {
      planId: 'monthly',
      interval: 'month',
      paidAt: addDays(active.currentPeriodEnd, 2),
      isRenewal: false,
    }).state;
    expect(paid).toMatchObject({
      paymentDueReason: null,
      graceEndsAt: null,
      currentPeriodEnd: addInterval(active.currentPeriodEnd, 'month'),
    });
  });
});

describe(nextRenewalStep.name, () => {
  const withCard = { hasReusableCard: true, payLinkRemindersSent: 0, graceDays: 7 };
  const withoutCard = { hasReusableCard: false, payLinkRemindersSent: 0, graceDays: 7 };
  const end = active.currentPeriodEnd;

  it('charges a saved card when the period ends, and again on each retry day', () => {
    expect(nextRenewalStep(active, { ...withCard, now: at('2026-11-30T10:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(active, { ...withCard, now: end })).toEqual({ kind: 'charge', attempt: 0 });
    const failedOnce = afterFailedRenewal(active, { now: end, hard: false, graceDays: 7 }).state;
    expect(nextRenewalStep(failedOnce, { ...withCard, now: at('2026-12-01T12:00:00Z') })).toEqual({
      kind: 'none',
    });
    expect(nextRenewalStep(failedOnce, { ...withCard, now: at('2026-12-02T10:00:00Z') })).toEqual({
      kind: 'charge',
      attempt: 1,
    });
  });

  it('ends a card membership still unpaid two days after the last retry day, whatever the provider answered', () => {
    // A provider that refused every charge call counted no decline: the membership is still at its first try.
    const stuck = { ...active, nextRenewalAt: end };
    expect(nextRenewalStep(stuck, { ...withCard, now: addDays(end, 15) })).toEqual({
      kind: 'charge',
      attempt: 0,
    });
    expect(nextRenewalStep(stuck, { ...withCard, now: addDays(end, DUNNING_LIMIT_DAYS) })).toEqual({
      kind: 'expire',
    });
  });

  it('sends a member without a card a pay link 3 days before the end, on it and 3 days after, keeps them until the grace ends, then expires them', () => {
    const step = (state: SubscriptionState, now: Date, sent = 0) =>
      nextRenewalStep(state, { ...withoutCard, payLinkRemindersSent: sent, now });
    expect(step(active, at('2026-11-28T09:00:00Z'))).toEqual({ kind: 'none' });
    expect(step(active, at('2026-11-28T10:00:00Z'))).toEqual({
      kind: 'send_pay_link',
      reminder: 'upcoming',
      reminders: 1,
    });
    expect(step(active, at('2026-11-29T10:00:00Z'), 1)).toEqual({ kind: 'none' });
    expect(step(active, end, 1)).toEqual({ kind: 'open_grace' });
    const grace = openGrace(active, 7);
    expect(step(grace, end, 1)).toEqual({ kind: 'send_pay_link', reminder: 'due', reminders: 2 });
    expect(step(grace, addDays(end, 2), 2)).toEqual({ kind: 'none' });
    expect(step(grace, addDays(end, 3), 2)).toEqual({
      kind: 'send_pay_link',
      reminder: 'last',
      reminders: 3,
    });
    expect(step(grace, addDays(end, 6), 3)).toEqual({ kind: 'none' });
    expect(step(grace, addDays(end, 7), 3)).toEqual({ kind: 'expire' });
  });

  it('sends one reminder, not three, for the reminder days that passed unsent', () => {
    const grace = openGrace(active, 7);
    expect(nextRenewalStep(grace, { ...withoutCard, now: addDays(active.currentPeriodEnd, 4) })).toEqual({
      kind: 'send_pay_link',
      reminder: 'last',
      reminders: 3,
    });
  });

  it('charges no card found unusable: its member renews by pay link', () => {
    const unusable = afterFailedRenewal(active, { now: end, hard: true, graceDays: 7 }).state;
    expect(nextRenewalStep(unusable, { ...withCard, payLinkRemindersSent: 2, now: addDays(end, 1) })).toEqual(
      {
        kind: 'none',
      },
    );
    expect(nextRenewalStep(unusable, { ...withCard, payLinkRemindersSent: 2, now: addDays(end, 7) })).toEqual(
      {
        kind: 'expire',
      },
    );
    // A new card saved: charged at once.
    const retried = retryWithNewCard(unusable, addDays(end, 2));
    expect(nextRenewalStep(retried, { ...withCard, now: addDays(end, 2) })).toEqual({
      kind: 'charge',
      attempt: 1,
    });
  });

  it('counts the pay-link reminders of a grace of 0 days out: the membership ends at its end', () => {
    expect(
      nextRenewalStep(active, { ...withoutCard, graceDays: 0, payLinkRemindersSent: 1, now: end }),
    ).toEqual({
      kind: 'expire',
    });
    expect(payLinkRemindersDue(end, end, end)).toBe(1);
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

  it('covers the days a failing renewal is being retried, and clears the failures and what was due', () => {
    const retrying = afterFailedRenewal(active, {
      now: active.currentPeriodEnd,
      hard: false,
      graceDays: 7,
    }).state;
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
        paymentDueReason: null,
        graceEndsAt: null,
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
