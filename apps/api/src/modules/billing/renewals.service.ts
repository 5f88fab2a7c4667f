import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethodRow, SubscriptionRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { membershipMails } from './membership.mail';
import type { PaymentProvider } from '../../payments/provider';
import type { DiscountsService } from '../discounts';
import { membershipEnding, paymentOutcome, type NotificationsService } from '../notifications';
import { CHECKOUT_LIFETIME_MINUTES } from './checkout.service';
import { sendCardExpiryNotices } from './card-expiry-notices';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import { stateOf, type PaymentSettlement } from './payment-settlement';
import type { MembershipEvents } from './membership-events';
import { PassLease } from './pass-lease';
import { reconcileUnsettled, RECONCILE_WITHIN_DAYS } from './reconciliation';
import type { PaymentsRepository } from './payments.repository';
import type { ProviderRefusal } from './renewal-charge-outcome';
import { RenewalCharges } from './renewal-charges';
import {
  afterFailedRenewal,
  nextRenewalStep,
  openGrace,
  PAY_LINK_DAYS_BEFORE_END,
  paymentDue,
  payLinkRemindersDue,
  pendingChargeDeadline,
  retryWithNewCard,
  type PayLinkReminder,
} from './renewal-rules';
import type { ScheduledTasksRepository } from './scheduled-tasks.repository';
import { addDays, expire, switchPlan, type SubscriptionState } from './subscription-state';
import type { SubscriptionsRepositories } from './subscriptions-repositories';
import type { SubscriptionsRepository } from './subscriptions.repository';
import type { UsersRepository } from '../users';
import type { IdempotencyRepository } from './idempotency.repository';
import { pageAddress } from '../../i18n/page-address';

const minuteMs = 60 * 1000;
/** A pass's lease, extended as the pass goes; a process that dies mid-pass frees it by then. */
const LEASE_MINUTES = 10;
/** Subscriptions handled per pass; the rest wait for the next one. */
const BATCH = 500;

const SIGNUP_KEPT_DAYS = 7;
const IDEMPOTENCY_HOURS = 24;

/** How many of the current period's pay-link reminders were sent. */
function remindersSent(row: SubscriptionRow): number {
  return row.remindedForPeriodEnd?.getTime() === row.currentPeriodEnd.getTime() ? row.payLinkReminders : 0;
}

export type RenewalPassReport = {
  ran: boolean;
  charged: number;
  failed: number;
  payLinks: number;
  expired: number;
  planSwitches: number;
  reconciled: number;
  /** Charges the provider would not take (a wrong key, too many requests): none counted against a member. */
  providerRefusals: number;
  cardExpiryNotices: number;
};

const emptyReport = (): RenewalPassReport => ({
  ran: false,
  charged: 0,
  failed: 0,
  payLinks: 0,
  expired: 0,
  planSwitches: 0,
  reconciled: 0,
  providerRefusals: 0,
  cardExpiryNotices: 0,
});

/** One pass's running state: its report, and whether the provider refused a charge already. */
type PassState = { report: RenewalPassReport; providerRefused: boolean };

/**
 * The scheduled pass over subscriptions: charges what is due with saved cards, retries declines
 * on the dunning days, sends pay links and their reminders, keeps members in their grace and
 * ends what is over, switches plans chosen for the next period, tells members whose card expires
 * this month, and settles checkouts nobody came back from. A decline is recorded only for the
 * attempt it belongs to, so two processes never count one twice.
 */
export class RenewalsService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly charges: RenewalCharges;
  private readonly refusalListeners: ((reason: ProviderRefusal) => void)[] = [];

  constructor(
    private readonly deps: {
      subscriptions: SubscriptionsRepository;
      payments: PaymentsRepository;
      paymentMethods: PaymentMethodsRepository;
      users: UsersRepository;
      tasks: ScheduledTasksRepository;
      idempotency: IdempotencyRepository;
      settlement: PaymentSettlement;
      discounts: Pick<DiscountsService, 'releaseStale'>;
      events: Pick<MembershipEvents, 'endedOn'>;
      notifications: Pick<NotificationsService, 'record'>;
      provider: PaymentProvider;
      transaction: Transaction<SubscriptionsRepositories>;
      clock: Clock;
      log: FastifyBaseLogger;
      publicUrl: string;
      /** Days a member without a card to charge keeps access after their period's end (RENEWAL_GRACE_DAYS). */
      graceDays: number;
      /** Asks the provider again, once a day, about payments fulfilled lately, to catch one it reversed. */
      reversals: { recheckRecent(now: Date): Promise<number> };
    },
  ) {
    this.charges = new RenewalCharges(deps);
  }

  /** Hears each renewal charge the provider would not take, by why (the metrics). */
  onProviderRefusal(listener: (reason: ProviderRefusal) => void): void {
    this.refusalListeners.push(listener);
  }

  /** Runs a pass now and every `intervalMinutes` after the last one finished; 0 schedules nothing. */
  start(intervalMinutes: number): void {
    if (intervalMinutes <= 0 || this.timer) return;
    const tick = () => {
      this.running = this.runPass()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'the renewal pass failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMinutes * minuteMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops scheduling and waits for a pass under way. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass as of `now`, unless another process is running one. */
  async runPass(now: Date = this.deps.clock.now()): Promise<RenewalPassReport> {
    const pass: PassState = { report: emptyReport(), providerRefused: false };
    const { report } = pass;
    const lease = new PassLease(this.deps, 'renewals', LEASE_MINUTES);
    if (!(await lease.take())) return report;
    report.ran = true;
    try {
      const horizon = addDays(now, PAY_LINK_DAYS_BEFORE_END);
      for (const subscription of await this.deps.subscriptions.findDue(horizon, BATCH)) {
        // A pass that lost its lease leaves the rest to the process that took it.
        if (!(await lease.keep())) return report;
        try {
          await this.renew(subscription, now, pass);
        } catch (error) {
          // One member's failure must not stop everyone else's renewal.
          this.deps.log.error({ err: error, subscriptionId: subscription.id }, 'a renewal step failed');
        }
      }
      if (!(await lease.keep())) return report;
      report.cardExpiryNotices = await sendCardExpiryNotices(this.deps, now);
      report.reconciled = await reconcileUnsettled(this.deps, now, () => lease.keep());
      await this.deps.reversals.recheckRecent(now);
      await this.deps.discounts.releaseStale(
        new Date(addDays(now, -RECONCILE_WITHIN_DAYS).getTime() - CHECKOUT_LIFETIME_MINUTES * minuteMs),
      );
      await this.deps.payments.forgetStaleSignups(addDays(now, -SIGNUP_KEPT_DAYS));
      await this.deps.idempotency.deleteOlderThan(
        new Date(now.getTime() - IDEMPOTENCY_HOURS * 60 * minuteMs),
      );
    } finally {
      await lease.release();
    }
    return report;
  }

  /**
   * A member saved a card while a renewal is due: it becomes their default and is charged at
   * once, as the next try of the period that ended (a job run once the saving committed).
   */
  async retryWithNewCard(userId: string, authorizationCode: string): Promise<void> {
    const now = this.deps.clock.now();
    const due = await this.deps.transaction(async ({ users, subscriptions, paymentMethods }) => {
      await users.lockById(userId);
      const current = await subscriptions.findByUser(userId);
      if (!current || !paymentDue(stateOf(current), true)) return undefined;
      if (!(await paymentMethods.makeDefaultByAuthorization(userId, authorizationCode))) return undefined;
      return subscriptions.update(current.id, retryWithNewCard(stateOf(current), now), now);
    });
    if (due) await this.renew(due, now, { report: emptyReport(), providerRefused: false });
  }

  private async renew(subscription: SubscriptionRow, now: Date, pass: PassState): Promise<void> {
    const { report } = pass;
    const card = await this.deps.paymentMethods.findDefault(subscription.userId);
    const step = nextRenewalStep(stateOf(subscription), {
      now,
      hasReusableCard: card !== undefined,
      payLinkRemindersSent: remindersSent(subscription),
      graceDays: this.deps.graceDays,
    });
    switch (step.kind) {
      case 'none':
        return;
      case 'switch_plan':
        await this.apply(subscription, (state) => switchPlan(state));
        report.planSwitches += 1;
        // The new plan's period may itself be due.
        return this.renewAgain(subscription.id, now, pass);
      case 'open_grace':
        await this.apply(subscription, (state) => openGrace(state, this.deps.graceDays));
        return this.renewAgain(subscription.id, now, pass);
      case 'send_pay_link':
        if (await this.sendPayLink(subscription, step.reminder, step.reminders)) report.payLinks += 1;
        return;
      case 'expire':
        await this.expire(subscription);
        report.expired += 1;
        return;
      case 'charge':
        if (card && !pass.providerRefused) await this.charge(subscription, card, step.attempt, now, pass);
        return;
    }
  }

  private async renewAgain(id: string, now: Date, pass: PassState): Promise<void> {
    const fresh = await this.deps.subscriptions.findById(id);
    if (fresh) await this.renew(fresh, now, pass);
  }

  /**
   * Charges the card and reads what came of it. A charge left pending is asked about on each pass
   * until its deadline, then counts as one decline. A charge the provider would not take counts
   * nothing and stops the pass's charges: the same refusal would meet every member.
   */
  private async charge(
    subscription: SubscriptionRow,
    card: PaymentMethodRow,
    attempt: number,
    now: Date,
    pass: PassState,
  ): Promise<void> {
    const outcome = await this.charges.charge(subscription, card, attempt);
    switch (outcome.kind) {
      case 'paid':
        pass.report.charged += 1;
        return;
      case 'declined':
        if (await this.recordFailure(subscription, attempt, outcome.hard, now)) pass.report.failed += 1;
        return;
      case 'waiting':
        if (now < pendingChargeDeadline(stateOf(subscription))) return;
        if (await this.recordFailure(subscription, attempt, false, now)) pass.report.failed += 1;
        return;
      case 'provider_refused':
        pass.providerRefused = true;
        pass.report.providerRefusals += 1;
        this.deps.log.error(
          { subscriptionId: subscription.id, reason: outcome.reason },
          'the payment provider refused a renewal charge; nothing was counted and it is tried next pass',
        );
        for (const listener of this.refusalListeners) listener(outcome.reason);
        return;
    }
  }

  /**
   * A declined charge of attempt `attempt`: retried on the next dunning day with an e-mail saying
   * when, or the card given up on (pay by link until the grace ends), or the end. Recorded only
   * while the subscription is still at that attempt of that period: a second process that saw the
   * same decline changes nothing and sends nothing. True when this call recorded it.
   */
  private async recordFailure(
    charged: SubscriptionRow,
    attempt: number,
    hard: boolean,
    now: Date,
  ): Promise<boolean> {
    const at = this.deps.clock.now();
    return this.deps.transaction(async ({ users, subscriptions, plans, jobs }, scope) => {
      const user = await users.lockById(charged.userId);
      const current = await subscriptions.findById(charged.id);
      if (
        !user ||
        !current ||
        current.status !== 'active' ||
        current.renewalFailures !== attempt ||
        current.currentPeriodEnd.getTime() !== charged.currentPeriodEnd.getTime()
      ) {
        return false;
      }
      const failed = afterFailedRenewal(stateOf(current), { now, hard, graceDays: this.deps.graceDays });
      const { state } = failed;
      // The e-mail about the unusable card stands for the pay-link reminders whose day has come.
      const reminders = failed.outcome === 'card_unusable' &&
        state.graceEndsAt && {
          remindedForPeriodEnd: state.currentPeriodEnd,
          payLinkReminders: payLinkRemindersDue(state.currentPeriodEnd, state.graceEndsAt, now),
        };
      await subscriptions.update(current.id, { ...state, ...reminders }, at);
      const plan = await plans.findById(current.nextPlanId ?? current.planId);
      await queueMail(
        jobs,
        membershipMails(user.locale).renewalFailed(user.email, user.fullName, {
          planName: plan?.name ?? 'membership',
          amount: current.amount,
          currency: current.currency,
          outcome: failed.outcome,
          retryAt: failed.retryAt,
          graceEndsAt: state.graceEndsAt,
          billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', user.locale),
        }),
        at,
      );
      const declined = { ...current, reference: null };
      await this.deps.notifications.record(scope, paymentOutcome(user.id, declined, 'failed'));
      if (failed.outcome === 'expired') await this.deps.events.endedOn(scope, user.id, at);
      return true;
    });
  }

  /** Sends this period's pay-link reminder, once: false when another process sent it first. */
  private async sendPayLink(
    subscription: SubscriptionRow,
    reminder: PayLinkReminder,
    reminders: number,
  ): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.transaction(async ({ users, subscriptions, plans, jobs }) => {
      const user = await users.lockById(subscription.userId);
      const current = await subscriptions.findById(subscription.id);
      if (!user || !current || remindersSent(current) >= reminders) return false;
      const { currentPeriodEnd } = current;
      await subscriptions.update(
        current.id,
        { remindedForPeriodEnd: currentPeriodEnd, payLinkReminders: reminders },
        now,
      );
      const plan = await plans.findById(current.nextPlanId ?? current.planId);
      await queueMail(
        jobs,
        membershipMails(user.locale).renewalPayLink(user.email, user.fullName, {
          planName: plan?.name ?? 'membership',
          amount: current.amount,
          currency: current.currency,
          periodEnd: currentPeriodEnd,
          graceEndsAt: current.graceEndsAt ?? addDays(currentPeriodEnd, this.deps.graceDays),
          reminder,
          payUrl: pageAddress(this.deps.publicUrl, '/account/billing?renew=1', user.locale),
        }),
        now,
      );
      return true;
    });
  }

  private async expire(subscription: SubscriptionRow): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, subscriptions, jobs }, scope) => {
      const user = await users.lockById(subscription.userId);
      const current = await subscriptions.findById(subscription.id);
      if (!user || !current || current.status === 'expired') return;
      await subscriptions.update(current.id, expire(stateOf(current)), now);
      await queueMail(
        jobs,
        membershipMails(user.locale).membershipEnded(user.email, user.fullName, {
          planName: user.subscriptionPlan ?? 'membership',
          endedAt: current.currentPeriodEnd,
          joinUrl: pageAddress(this.deps.publicUrl, '/join', user.locale),
        }),
        now,
      );
      await this.deps.notifications.record(scope, membershipEnding(user, current.currentPeriodEnd));
      await this.deps.events.endedOn(scope, user.id, now);
    });
  }

  private async apply(
    subscription: SubscriptionRow,
    rule: (state: SubscriptionState) => SubscriptionState,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, subscriptions }) => {
      const user = await users.lockById(subscription.userId);
      const current = await subscriptions.findById(subscription.id);
      if (!user || !current) return;
      const next = rule(stateOf(current));
      await subscriptions.update(current.id, next, now);
    });
  }
}
