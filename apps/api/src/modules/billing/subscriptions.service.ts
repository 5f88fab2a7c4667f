import type { MySubscription, Plan, Transaction as PaymentTransaction } from '@creators-archive/contract';
import { ErrorReason } from '@creators-archive/contract';
import { currencyForCountry } from '@creators-archive/contract/subscriptions/currencies';
import type { Locale } from '@creators-archive/i18n';
import type { SubscriptionRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import { translatorFor, type Translate } from '../../i18n/translate';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PlansService } from '../plans';
import { stateOf } from './payment-settlement';
import type { MembershipGrants } from './membership-grants';
import { paymentDue } from './renewal-rules';
import type { PaymentMethodsRepository } from './payment-methods.repository';
import type { PaymentsRepository, PaymentWithPlan, RefundState } from './payments.repository';
import { cancel, reactivate, SubscriptionRuleError, type SubscriptionState } from './subscription-state';
import type { SubscriptionsRepositories } from './subscriptions-repositories';
import type { SubscriptionsRepository } from './subscriptions.repository';
import { reasonError } from '../../i18n/error-messages';

const noSubscription = () => reasonError(404, ErrorReason.subscriptionNotFound);
const expired = () => reasonError(409, ErrorReason.subscriptionExpired);

/** A payment as the billing page lists it, in the reader's language: "Pro membership renewal". */
function describe(payment: PaymentWithPlan, t: Translate): string {
  if (payment.purpose === 'card_check') return t('billing.transactionDescription.cardCheck');
  const renewal = payment.purpose === 'renewal';
  if (!payment.planName) {
    return t(
      renewal ? 'billing.transactionDescription.renewal' : 'billing.transactionDescription.membership',
    );
  }
  return t(
    renewal ? 'billing.transactionDescription.planRenewal' : 'billing.transactionDescription.planMembership',
    { plan: payment.planName },
  );
}

/** The member's subscription as they see it and change it, and their payments. */
export class SubscriptionsService {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionsRepository;
      payments: PaymentsRepository;
      paymentMethods: Pick<PaymentMethodsRepository, 'findDefault'>;
      plans: Pick<PlansService, 'list'>;
      grants: Pick<MembershipGrants, 'compOn'>;
      transaction: Transaction<SubscriptionsRepositories>;
      clock: Clock;
    },
  ) {}

  async getMine(userId: string): Promise<MySubscription | null> {
    const row = await this.deps.subscriptions.findByUser(userId);
    return row ? this.view(row) : null;
  }

  /** Stops renewals; access lasts until the period's end. Idempotent. */
  async cancel(userId: string): Promise<MySubscription> {
    return this.change(userId, cancel);
  }

  /** Undoes a cancel before the period's end. Idempotent; 409 once expired. */
  async reactivate(userId: string): Promise<MySubscription> {
    return this.change(userId, reactivate);
  }

  /**
   * Gives each member `days` of a plan that nobody pays for and that does not renew (`comp`), all
   * in one transaction; a member who holds a membership already is refused (409) and none is given.
   * Priced, for what a renewal would charge should they turn renewing on, in the currency of their
   * last subscription or else of their country, when the plan is sold in it.
   */
  async giveComplimentary(grant: {
    userIds: readonly string[];
    planId: string;
    days: number;
  }): Promise<void> {
    if (!Number.isInteger(grant.days) || grant.days < 1) {
      throw AppError.validation({ days: 'A whole number of days, at least 1' });
    }
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ users }, scope) => {
      // In one order, so two grants to overlapping members cannot each hold a lock the other wants.
      for (const userId of [...new Set(grant.userIds)].sort()) {
        const member = await users.lockById(userId);
        if (!member) throw new AppError(404, ErrorReason.userNotFound, 'This member does not exist');
        const currencyIfNone = currencyForCountry(member.country);
        await this.deps.grants.compOn(scope, userId, { ...grant, currencyIfNone }, now);
      }
    });
  }

  /** The member's payments refunded in part, or with a refund the provider has not yet confirmed or refused. */
  refundStates(userId: string): Promise<Map<string, RefundState>> {
    return this.deps.payments.findRefundStates(userId);
  }

  /** The member's payments, described in `locale`. */
  async transactions(userId: string, locale: Locale): Promise<PaymentTransaction[]> {
    const payments = await this.deps.payments.findByUser(userId);
    const t = translatorFor(locale);
    return payments.map((payment) => ({
      reference: payment.reference,
      purpose: payment.purpose,
      description: describe(payment, t),
      status: payment.status,
      channel: payment.channel,
      amount: payment.amount,
      currency: payment.currency,
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    }));
  }

  /** Turns a subscription into what the billing page shows, with its plans priced. */
  async view(row: SubscriptionRow): Promise<MySubscription> {
    const plans = await this.deps.plans.list();
    const planOf = (id: string | null): Plan | undefined => plans.find((plan) => plan.id === id);
    const plan = planOf(row.planId);
    if (!plan) throw new Error(`Subscription ${row.id} is on a plan that no longer exists`);
    return {
      id: row.id,
      status: row.status,
      plan,
      currency: row.currency,
      amount: row.amount,
      current_period_start: row.currentPeriodStart.toISOString(),
      current_period_end: row.currentPeriodEnd.toISOString(),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      auto_renew: row.autoRenew,
      next_plan: planOf(row.nextPlanId) ?? null,
      next_plan_starts_at: row.nextPlanStartsAt?.toISOString() ?? null,
      renewal_failures: row.renewalFailures,
      ...(await this.renewal(row)),
    };
  }

  /** How the next period is paid, and what is due of the one that ended. */
  private async renewal(row: SubscriptionRow): Promise<Pick<MySubscription, 'renews_with' | 'payment_due'>> {
    if (row.status !== 'active') return { renews_with: null, payment_due: null };
    const hasCard = (await this.deps.paymentMethods.findDefault(row.userId)) !== undefined;
    const due = paymentDue(stateOf(row), hasCard);
    return {
      renews_with: row.autoRenew ? (hasCard ? 'card' : 'pay_link') : null,
      payment_due: due && {
        since: due.since.toISOString(),
        grace_ends_at: due.graceEndsAt.toISOString(),
        next_retry_at: due.nextRetryAt?.toISOString() ?? null,
        reason: due.reason,
      },
    };
  }

  /**
   * Applies a rule to the member's subscription under their row lock, and mirrors the status on
   * their profile in the same transaction.
   */
  private async change(
    userId: string,
    rule: (state: SubscriptionState, now: Date) => SubscriptionState,
  ): Promise<MySubscription> {
    const now = this.deps.clock.now();
    const row = await this.deps.transaction(async ({ users, subscriptions }) => {
      await users.lockById(userId);
      const current = await subscriptions.findByUser(userId);
      if (!current) throw noSubscription();
      const state = stateOf(current);
      let next: SubscriptionState;
      try {
        next = rule(state, now);
      } catch (error) {
        if (error instanceof SubscriptionRuleError) throw expired();
        throw error;
      }
      // The rules answer the state they were given when there is nothing to change.
      if (next === state) return current;
      const saved = await subscriptions.update(current.id, next, now);
      return saved ?? current;
    });
    return this.view(row);
  }
}
