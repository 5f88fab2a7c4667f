import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import { membershipMails } from './membership.mail';
import {
  derivedPaymentReference,
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentProvider,
  type PaymentVerification,
} from '../../payments/provider';
import type { DiscountsService } from '../discounts';
import { CHECKOUT_LIFETIME_MINUTES, FIRST_CHECK_MINUTES } from './checkout.service';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import { stateOf, type PaymentSettlement } from './payment-settlement';
import type { MembershipEvents } from './membership-events';
import type { PaymentsRepository } from './payments.repository';
import type { ScheduledTasksRepository } from './scheduled-tasks.repository';
import {
  addDays,
  afterFailedRenewal,
  expire,
  nextRenewalStep,
  PAY_LINK_DAYS_BEFORE_END,
  switchPlan,
  type SubscriptionState,
} from './subscription-state';
import type { SubscriptionsRepositories } from './subscriptions-repositories';
import type { SubscriptionsRepository } from './subscriptions.repository';
import type { UsersRepository } from '../users';
import type { IdempotencyRepository } from './idempotency.repository';
import { pageAddress } from '../../i18n/page-address';

const minuteMs = 60 * 1000;
/** A pass holds its lease this long at most; a process that dies mid-pass frees it by then. */
const LEASE_MINUTES = 10;
/** Subscriptions handled per pass; the rest wait for the next one. */
const BATCH = 500;
/** Checkouts younger than this that nobody settled are asked about; older ones are left. */
const RECONCILE_WITHIN_DAYS = 2;
/**
 * How long reconciliation waits before asking about an unsettled payment again, after its first,
 * second, third… unanswered ask; the last wait repeats. The first ask comes `FIRST_CHECK_MINUTES`
 * after the checkout opened.
 */
const LONGEST_BACKOFF_MINUTES = 360;
const CHECK_BACKOFF_MINUTES = [15, 60, LONGEST_BACKOFF_MINUTES];

/** When to ask again about a payment asked about `checks` times already, this ask included (1 or more). */
function nextCheckAt(checks: number, now: Date): Date {
  const wait =
    CHECK_BACKOFF_MINUTES[Math.min(checks, CHECK_BACKOFF_MINUTES.length) - 1] ?? LONGEST_BACKOFF_MINUTES;
  return new Date(now.getTime() + wait * minuteMs);
}

const SIGNUP_KEPT_DAYS = 7;
const IDEMPOTENCY_HOURS = 24;

export type RenewalPassReport = {
  ran: boolean;
  charged: number;
  failed: number;
  payLinks: number;
  expired: number;
  planSwitches: number;
  reconciled: number;
};

/**
 * The scheduled pass over subscriptions: charges what is due with saved cards, retries failures
 * on the dunning days, sends pay links, ends what is over, switches plans chosen for the next
 * period, and settles checkouts nobody came back from. Each renewal charge has a reference derived
 * from the subscription, the period and the attempt, so running the pass twice (or in two
 * processes) charges once; the settle step makes its fulfilment happen once.
 */
export class RenewalsService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

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
      provider: PaymentProvider;
      transaction: Transaction<SubscriptionsRepositories>;
      clock: Clock;
      log: FastifyBaseLogger;
      publicUrl: string;
    },
  ) {}

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
    const report: RenewalPassReport = {
      ran: false,
      charged: 0,
      failed: 0,
      payLinks: 0,
      expired: 0,
      planSwitches: 0,
      reconciled: 0,
    };
    const leaseUntil = new Date(this.deps.clock.now().getTime() + LEASE_MINUTES * minuteMs);
    if (!(await this.deps.tasks.lease('renewals', this.deps.clock.now(), leaseUntil))) return report;
    report.ran = true;
    try {
      const horizon = addDays(now, PAY_LINK_DAYS_BEFORE_END);
      for (const subscription of await this.deps.subscriptions.findDue(horizon, BATCH)) {
        try {
          await this.renew(subscription, now, report);
        } catch (error) {
          // One member's failure (a provider that is down) must not stop everyone else's renewal.
          this.deps.log.error({ err: error, subscriptionId: subscription.id }, 'a renewal step failed');
        }
      }
      report.reconciled = await this.reconcile(now);
      await this.deps.discounts.releaseStale(
        new Date(addDays(now, -RECONCILE_WITHIN_DAYS).getTime() - CHECKOUT_LIFETIME_MINUTES * minuteMs),
      );
      await this.deps.payments.forgetStaleSignups(addDays(now, -SIGNUP_KEPT_DAYS));
      await this.deps.idempotency.deleteOlderThan(
        new Date(now.getTime() - IDEMPOTENCY_HOURS * 60 * minuteMs),
      );
    } finally {
      await this.deps.tasks.release('renewals', this.deps.clock.now());
    }
    return report;
  }

  private async renew(subscription: SubscriptionRow, now: Date, report: RenewalPassReport): Promise<void> {
    const card = await this.deps.paymentMethods.findDefault(subscription.userId);
    const step = nextRenewalStep(stateOf(subscription), {
      now,
      hasReusableCard: card !== undefined,
      remindedForPeriodEnd: subscription.remindedForPeriodEnd,
    });
    switch (step.kind) {
      case 'none':
        return;
      case 'switch_plan':
        await this.apply(subscription, (state) => switchPlan(state));
        report.planSwitches += 1;
        // The new plan's period may itself be due.
        return this.renewAgain(subscription.id, now, report);
      case 'send_pay_link':
        await this.sendPayLink(subscription);
        report.payLinks += 1;
        return;
      case 'expire':
        await this.expire(subscription);
        report.expired += 1;
        return;
      case 'charge': {
        if (!card) return;
        const outcome = await this.charge(subscription, card.authorizationCode, step.attempt);
        if (outcome === 'paid') report.charged += 1;
        if (outcome === 'failed') report.failed += 1;
        return;
      }
    }
  }

  private async renewAgain(id: string, now: Date, report: RenewalPassReport): Promise<void> {
    const fresh = await this.deps.subscriptions.findById(id);
    if (fresh) await this.renew(fresh, now, report);
  }

  /**
   * Charges the saved card for the next period. The payment row is written first under the
   * derived reference; a pass that finds it already there asks the provider what became of it
   * instead of charging again.
   */
  private async charge(
    subscription: SubscriptionRow,
    authorizationCode: string,
    attempt: number,
  ): Promise<'paid' | 'failed' | 'unknown'> {
    const reference = derivedPaymentReference(
      'ren',
      subscription.id,
      subscription.currentPeriodEnd.getTime().toString(36),
      attempt,
    );
    const planId = subscription.nextPlanId ?? subscription.planId;
    const user = await this.deps.users.findById(subscription.userId);
    if (!user) return 'unknown';
    const inserted = await this.deps.payments.insert(
      {
        reference,
        purpose: 'renewal',
        userId: subscription.userId,
        email: user.email,
        planId,
        currency: subscription.currency,
        amount: subscription.amount,
        amountBefore: subscription.amount,
        discount: 0,
        subscriptionId: subscription.id,
        nextCheckAt: new Date(this.deps.clock.now().getTime() + FIRST_CHECK_MINUTES * minuteMs),
      },
      this.deps.clock.now(),
    );
    let verification: PaymentVerification;
    try {
      verification = inserted
        ? await this.deps.provider.chargeAuthorization({
            reference,
            email: user.email,
            amount: subscription.amount,
            currency: subscription.currency,
            authorizationCode,
            metadata: { purpose: 'renewal', subscriptionId: subscription.id },
          })
        : await this.deps.provider.verify(reference);
    } catch (error) {
      // A refused charge is a failed renewal; a silent provider is asked again next pass.
      if (!(error instanceof PaymentProviderRefused)) throw error;
      verification = {
        reference,
        state: 'failed',
        amount: subscription.amount,
        currency: subscription.currency,
        channel: 'card',
        paidAt: null,
        gatewayResponse: 'The card could not be charged',
        authorization: null,
      };
    }
    const settled = await this.deps.settlement.settle(reference, verification);
    if (settled?.payment.status === 'success') return 'paid';
    if (verification.state !== 'failed' && verification.state !== 'reversed') return 'unknown';
    await this.recordFailure(subscription.id);
    return 'failed';
  }

  /** A failed charge: retried on the next dunning day with an e-mail saying when, or the end. */
  private async recordFailure(subscriptionId: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, subscriptions, jobs }) => {
      const current = await subscriptions.findById(subscriptionId);
      if (!current) return;
      const user = await users.lockById(current.userId);
      if (!user) return;
      const { state, retryAt } = afterFailedRenewal(stateOf(current));
      await subscriptions.update(current.id, state, now);
      await queueMail(
        jobs,
        membershipMails(user.locale).renewalFailed(user.email, user.fullName, {
          planName: user.subscriptionPlan ?? 'membership',
          amount: current.amount,
          currency: current.currency,
          retryAt,
          billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', user.locale),
        }),
        now,
      );
    });
  }

  private async sendPayLink(subscription: SubscriptionRow): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users, subscriptions, plans, jobs }) => {
      const user = await users.lockById(subscription.userId);
      const current = await subscriptions.findById(subscription.id);
      if (!user || !current || current.remindedForPeriodEnd?.getTime() === current.currentPeriodEnd.getTime())
        return;
      await subscriptions.update(current.id, { remindedForPeriodEnd: current.currentPeriodEnd }, now);
      const plan = await plans.findById(current.nextPlanId ?? current.planId);
      await queueMail(
        jobs,
        membershipMails(user.locale).renewalPayLink(user.email, user.fullName, {
          planName: plan?.name ?? 'membership',
          amount: current.amount,
          currency: current.currency,
          periodEnd: current.currentPeriodEnd,
          payUrl: pageAddress(this.deps.publicUrl, '/account/billing?renew=1', user.locale),
        }),
        now,
      );
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

  /**
   * Asks the provider about checkouts left unsettled, so a payment nobody reported is still
   * granted: the newest due first, each asked again less and less often, and none asked again once
   * the provider calls it abandoned after its checkout's end (the settle step closes it).
   */
  private async reconcile(now: Date): Promise<number> {
    const due = await this.deps.payments.findDueForCheck(now, addDays(now, -RECONCILE_WITHIN_DAYS), BATCH);
    let fulfilled = 0;
    for (const payment of due) {
      try {
        const settled = await this.deps.settlement.verifyAndSettle(payment.reference);
        if (settled?.fulfilledNow) fulfilled += 1;
      } catch (error) {
        if (!(error instanceof PaymentProviderUnavailable || error instanceof PaymentProviderRefused))
          throw error;
        this.deps.log.warn(
          { reference: payment.reference, err: error },
          'an unsettled payment could not be verified',
        );
      }
      // Changes nothing for a payment the settle step fulfilled, refused or closed.
      await this.deps.payments.deferCheck(payment.reference, nextCheckAt(payment.checks + 1, now), now);
    }
    return fulfilled;
  }
}
