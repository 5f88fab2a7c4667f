import { addDays, expire, type PaymentDueReason, type SubscriptionState } from './subscription-state';

/**
 * Days after a period's end on which a declined renewal charge is tried again, access kept
 * meanwhile: seven tries in two weeks, spread wider as they go (Stripe's Smart Retries default to
 * eight tries within two weeks). A decline with no retry day left ends the membership.
 */
export const RENEWAL_RETRY_DAYS = [1, 3, 5, 7, 10, 14] as const;

/**
 * Days around a period's end (negative: before it) on which a member who renews by pay link is
 * sent it: three days before, on the day, three days after, each once while the grace lasts.
 */
export const PAY_LINK_REMINDER_DAYS = [-3, 0, 3] as const;

/** How long before a period's end a member who renews by pay link is first sent it. */
export const PAY_LINK_DAYS_BEFORE_END = -PAY_LINK_REMINDER_DAYS[0];

/**
 * A member told their card cannot be charged keeps at least this many days to pay another way,
 * when the pay-link grace has already run out by then.
 */
export const LAST_NOTICE_DAYS = 3;

/**
 * Days after a period's end past which a card membership still unpaid ends whatever the provider
 * answers: a day after the last retry's own deadline. A provider that keeps refusing the call (a
 * key of the wrong account, a request it finds invalid) counts no decline, and without this end
 * such a membership would be kept forever.
 */
export const DUNNING_LIMIT_DAYS = Math.max(...RENEWAL_RETRY_DAYS) + 2;

const latest = (a: Date, b: Date) => (a > b ? a : b);

/** When dunning is over for good: the retries' limit, or a later grace the member was given. */
function dunningEnd(state: SubscriptionState): Date {
  const limit = addDays(state.currentPeriodEnd, DUNNING_LIMIT_DAYS);
  return state.graceEndsAt ? latest(limit, state.graceEndsAt) : limit;
}

const retryDayAfter = (periodEnd: Date, after: Date): Date | null =>
  RENEWAL_RETRY_DAYS.map((days) => addDays(periodEnd, days)).find((day) => day > after) ?? null;

/** What a declined renewal charge came to, for the e-mail that tells the member. */
export type FailedRenewal = {
  state: SubscriptionState;
  /** The next try, for a decline that is retried. */
  retryAt: Date | null;
  outcome: 'retrying' | 'card_unusable' | 'expired';
};

/**
 * A renewal charge was declined at `now`. A decline the card may outlive is tried again on the
 * first retry day still to come, access kept until then; with none left, the membership ends. A
 * hard decline (a card lost, stolen, expired, or an authorization the bank no longer honours) is
 * not tried again: the member renews by pay link, keeping access through the pay-link grace, or
 * for `LAST_NOTICE_DAYS` more when that has passed.
 */
export function afterFailedRenewal(
  current: SubscriptionState,
  failure: { now: Date; hard: boolean; graceDays: number },
): FailedRenewal {
  const renewalFailures = current.renewalFailures + 1;
  const periodEnd = current.currentPeriodEnd;
  if (failure.hard) {
    const graceEndsAt = latest(addDays(periodEnd, failure.graceDays), addDays(failure.now, LAST_NOTICE_DAYS));
    return {
      state: {
        ...current,
        renewalFailures,
        nextRenewalAt: null,
        paymentDueReason: 'card_unusable',
        graceEndsAt,
      },
      retryAt: null,
      outcome: 'card_unusable',
    };
  }
  const retryAt = retryDayAfter(periodEnd, failure.now);
  if (!retryAt) return { state: { ...expire(current), renewalFailures }, retryAt: null, outcome: 'expired' };
  return {
    state: {
      ...current,
      renewalFailures,
      nextRenewalAt: retryAt,
      paymentDueReason: 'card_declined',
      graceEndsAt: addDays(periodEnd, Math.max(...RENEWAL_RETRY_DAYS)),
    },
    retryAt,
    outcome: 'retrying',
  };
}

/**
 * How long a renewal charge the provider leaves pending (or processing) is waited for: until the
 * next retry day, or a day when it was the last try. Past it, it counts as one decline.
 */
export function pendingChargeDeadline(state: SubscriptionState): Date {
  const due = state.nextRenewalAt ?? state.currentPeriodEnd;
  return retryDayAfter(state.currentPeriodEnd, due) ?? addDays(due, 1);
}

/** What the member and the admin are shown of a membership in dunning. */
export type PaymentDue = {
  since: Date;
  graceEndsAt: Date;
  nextRetryAt: Date | null;
  reason: PaymentDueReason;
};

/** The payment due on an active membership whose period ended unpaid; null when none is. */
export function paymentDue(state: SubscriptionState, hasReusableCard: boolean): PaymentDue | null {
  if (state.status !== 'active' || !state.paymentDueReason || !state.graceEndsAt) return null;
  const retrying = state.paymentDueReason === 'card_declined' && hasReusableCard;
  return {
    since: state.currentPeriodEnd,
    graceEndsAt: state.graceEndsAt,
    nextRetryAt: retrying ? state.nextRenewalAt : null,
    reason: state.paymentDueReason,
  };
}

/** A renewing membership past its end with no card to charge starts its grace. */
export function openGrace(state: SubscriptionState, graceDays: number): SubscriptionState {
  return {
    ...state,
    paymentDueReason: state.paymentDueReason ?? 'awaiting_payment',
    graceEndsAt: state.graceEndsAt ?? addDays(state.currentPeriodEnd, graceDays),
  };
}

/**
 * A member saved a card while a payment is due: it is charged at once, as the next try of the
 * period that ended, and declines go on from there.
 */
export function retryWithNewCard(state: SubscriptionState, now: Date): SubscriptionState {
  return { ...state, paymentDueReason: null, nextRenewalAt: now };
}

/**
 * How many of a period's pay-link reminders are due by `now`: those whose day has come and falls
 * before the grace's end. A reminder whose day passed while none was sent is not sent late: the
 * latest stands for it.
 */
export function payLinkRemindersDue(periodEnd: Date, graceEndsAt: Date, now: Date): number {
  return PAY_LINK_REMINDER_DAYS.map((days) => addDays(periodEnd, days)).filter(
    (day) => day <= now && day < graceEndsAt,
  ).length;
}

/** Which pay-link reminder a step sends: before the end, on the day, or the last before the grace ends. */
export type PayLinkReminder = 'upcoming' | 'due' | 'last';
const reminderKinds: readonly PayLinkReminder[] = ['upcoming', 'due', 'last'];

/** What the renewal pass does with a subscription at `now`. */
export type RenewalStep =
  | { kind: 'none' }
  | { kind: 'switch_plan' }
  | { kind: 'open_grace' }
  | { kind: 'send_pay_link'; reminder: PayLinkReminder; reminders: number }
  | { kind: 'charge'; attempt: number }
  | { kind: 'expire' };

/**
 * The renewal pass's decision, from the subscription, whether the member has a saved card that
 * can be charged, and how many of this period's pay-link reminders were sent. A cancelled
 * subscription, or one that does not renew, expires at its end. An auto-renewing one with a card
 * (not found unusable) is charged at its end and on each retry day. One without is sent a pay link
 * 3 days before its end, on it and 3 days after, keeps access for `graceDays` after its end (or
 * until a grace already set), and expires then unless paid.
 */
export function nextRenewalStep(
  state: SubscriptionState,
  options: { now: Date; hasReusableCard: boolean; payLinkRemindersSent: number; graceDays: number },
): RenewalStep {
  const { now } = options;
  if (state.status === 'expired') return { kind: 'none' };
  if (state.nextPlanId && state.nextPlanStartsAt && now >= state.nextPlanStartsAt)
    return { kind: 'switch_plan' };
  const ended = now >= state.currentPeriodEnd;
  if (state.status !== 'active' || !state.autoRenew) return ended ? { kind: 'expire' } : { kind: 'none' };
  if (options.hasReusableCard && state.paymentDueReason !== 'card_unusable') {
    if (ended && now >= dunningEnd(state)) return { kind: 'expire' };
    const due = state.nextRenewalAt ?? state.currentPeriodEnd;
    return now >= due ? { kind: 'charge', attempt: state.renewalFailures } : { kind: 'none' };
  }
  const graceEndsAt = state.graceEndsAt ?? addDays(state.currentPeriodEnd, options.graceDays);
  if (ended && now >= graceEndsAt) return { kind: 'expire' };
  if (ended && !state.paymentDueReason) return { kind: 'open_grace' };
  const reminders = payLinkRemindersDue(state.currentPeriodEnd, graceEndsAt, now);
  if (reminders > options.payLinkRemindersSent) {
    return { kind: 'send_pay_link', reminder: reminderKinds[reminders - 1] ?? 'last', reminders };
  }
  return { kind: 'none' };
}
