import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { defaultLocale } from '@creators-archive/i18n';
import type { PaymentRow, SubscriptionRow, UserRow } from '../../db/schema';
import type { Scope, Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { queueMail } from '../../mail/mail';
import type { AdminAlerts } from './admin-alerts';
import { membershipInvoice } from './membership-invoice';
import { membershipMails } from './membership.mail';
import { pageAddress } from '../../i18n/page-address';
import {
  PaymentProviderRefused,
  type PaymentProvider,
  type PaymentVerification,
} from '../../payments/provider';
import type { DiscountsService } from '../discounts';
import { invoiceReceiptJob, type NewInvoice } from '../invoices';
import { paymentOutcome, type NotificationsService } from '../notifications';
import type { PaymentAccount } from '../../payments/accounts';
import {
  cardCheckRefundJob,
  refusedPaymentRefundJob,
  renewalRetryWithNewCardJob,
} from './subscriptions.jobs';
import { afterPayment, afterPaymentByAnother, type SubscriptionState } from './subscription-state';
import type { SubscriptionsRepositories } from './subscriptions-repositories';

/** What settling a payment did; `payment` is the row as it stands after it. */
export type Settlement = {
  payment: PaymentRow;
  /** True only for the call that fulfilled the payment; every later one finds it done. */
  fulfilledNow: boolean;
};

/** A payment this step has just fulfilled ('paid') or recorded as not paid for good. */
export type PaymentOutcome = { outcome: 'paid' | 'failed' | 'abandoned'; currency: string };

/** The parts of a subscription the state rules read. */
export function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status,
    planId: row.planId,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelledAt: row.cancelledAt,
    autoRenew: row.autoRenew,
    nextPlanId: row.nextPlanId,
    nextPlanStartsAt: row.nextPlanStartsAt,
    renewalFailures: row.renewalFailures,
    nextRenewalAt: row.nextRenewalAt,
    paymentDueReason: row.paymentDueReason,
    graceEndsAt: row.graceEndsAt,
  };
}

/** Why a payment the provider reports paid grants nothing, in the words the transaction list keeps. */
const refusals = {
  checkout_expired:
    'Paid after the checkout had expired; nothing was granted and the payment is refunded in full',
  discount_deactivated:
    'Its discount code had been deactivated when it was paid; nothing was granted and the payment is refunded in full',
  discount_expired:
    'Its discount code had expired when it was paid; nothing was granted and the payment is refunded in full',
  discount_used_up:
    'Its discount code had no use left when it was paid; nothing was granted and the payment is refunded in full',
  not_valued_on_held_plan:
    "It could not be turned into time on the account's plan; nothing was granted and the payment is refunded in full",
} as const;
type Refusal = keyof typeof refusals;

/** Our name for the provider's states: what the payments table records of a payment not (yet) paid. */
function unpaidStatus(state: PaymentVerification['state']): 'pending' | 'abandoned' | 'failed' {
  if (state === 'failed' || state === 'reversed') return 'failed';
  if (state === 'abandoned') return 'abandoned';
  return 'pending';
}

/**
 * The one step that turns a provider's word on a payment into what it pays for. The browser's
 * verify, a webhook, the renewal pass and the reconciliation all come here, in parallel or not, as
 * often as they like: the payment row is locked first, and a payment already fulfilled is left as
 * it is. In the same transaction it checks the amount and currency to the minor unit, makes or
 * finds the member's account, extends the subscription, saves a reusable card, issues the invoice,
 * records the discount redemption, tells the member and queues the receipt.
 */
export class PaymentSettlement {
  private readonly outcomeListeners: ((outcome: PaymentOutcome) => void)[] = [];

  constructor(
    private readonly deps: {
      provider: PaymentProvider;
      discounts: Pick<DiscountsService, 'releaseOn' | 'honourOn' | 'redeemOn'>;
      alerts: Pick<AdminAlerts, 'raiseOn'>;
      notifications: Pick<NotificationsService, 'record'>;
      transaction: Transaction<SubscriptionsRepositories>;
      clock: Clock;
      log: FastifyBaseLogger;
      publicUrl: string;
      /** The sellers: a payment's invoice is issued by the one taking its currency. */
      accounts: readonly PaymentAccount[];
    },
  ) {}

  /** Hears each payment fulfilled, failed or abandoned, once its settlement has committed (the metrics). */
  onOutcome(listener: (outcome: PaymentOutcome) => void): void {
    this.outcomeListeners.push(listener);
  }

  /** Asks the provider about the payment, then settles it with the answer. */
  async verifyAndSettle(reference: string): Promise<Settlement | undefined> {
    return this.settle(reference, await this.deps.provider.verify(reference));
  }

  /** Undefined for a reference we never issued. */
  async settle(reference: string, verification: PaymentVerification): Promise<Settlement | undefined> {
    const now = this.deps.clock.now();
    // Set by the try that commits (a retried transaction starts again), reported once it has.
    let outcome = undefined as PaymentOutcome['outcome'] | undefined;
    const settled = await this.deps.transaction(async (repositories, scope) => {
      outcome = undefined;
      const { payments } = repositories;
      const payment = await payments.lock(reference);
      if (!payment) return undefined;
      // Granted, refused and refunded, or held for an admin's review: a later report changes nothing.
      const heldForReview = payment.status === 'needs_review' || payment.status === 'refunded';
      if (payment.fulfilledAt || payment.refusedAt || heldForReview) return { payment, fulfilledNow: false };

      if (verification.state !== 'success') {
        const status = unpaidStatus(verification.state);
        if (status !== 'pending' && status !== payment.status) outcome = status;
        // Declined, or left past the checkout's end: it will not be paid, so its reserved discount
        // use goes back and reconciliation stops asking about it.
        const over =
          status === 'failed' ||
          (status === 'abandoned' && payment.expiresAt !== null && now >= payment.expiresAt);
        await payments.recordOutcome(
          reference,
          {
            status,
            channel: verification.channel,
            gatewayResponse: verification.gatewayResponse,
            ...(over && { nextCheckAt: null }),
          },
          now,
        );
        if (over && payment.discountCodeId) await this.deps.discounts.releaseOn(scope, reference);
        return { payment: (await payments.find(reference)) ?? payment, fulfilledNow: false };
      }
      if (verification.amount !== payment.amount || verification.currency !== payment.currency) {
        // Value is granted only for exactly what was asked: a tampered or mistaken amount grants
        // nothing. Money did arrive, so it is not failed: an admin is alerted and may refund it.
        const paid = { amount: verification.amount, currency: verification.currency };
        this.deps.log.warn({ reference, asked: payment.amount, paid }, 'a payment needs review');
        await payments.recordOutcome(
          reference,
          {
            status: 'needs_review',
            channel: verification.channel,
            gatewayResponse: 'Paid amount or currency differs from the price; nothing was granted',
            nextCheckAt: null,
          },
          now,
        );
        if (payment.discountCodeId) await this.deps.discounts.releaseOn(scope, reference);
        const alert = { paymentReference: reference, userId: payment.userId, details: paid };
        await this.deps.alerts.raiseOn(scope, { kind: 'payment_needs_review', ...alert }, now);
        return { payment: (await payments.find(reference)) ?? payment, fulfilledNow: false };
      }

      const paidAt = verification.paidAt ?? now;
      const refuse = async (refusal: Refusal) => {
        if (payment.status !== 'failed') outcome = 'failed';
        await this.refuse(repositories, scope, payment, { refusal, verification, paidAt, now });
        return { payment: (await payments.find(reference)) ?? payment, fulfilledNow: false };
      };
      // Before anything is granted: an account made, a card saved, time added.
      if (payment.expiresAt && paidAt > payment.expiresAt) return refuse('checkout_expired');
      if (payment.discountCodeId) {
        const refused = await this.deps.discounts.honourOn(scope, {
          discountCodeId: payment.discountCodeId,
          paymentReference: reference,
          amountDiscounted: payment.discount,
          paidAt,
        });
        if (refused) return refuse(`discount_${refused}`);
      }

      const { user, createdAccount } = await this.accountFor(repositories, payment, now);
      // A visitor's checkout for an address that already had an account: its holder did not start
      // it, so it only adds paid time (afterPaymentByAnother) and saves no card of the payer's.
      const startedByHolder = payment.userId !== null || createdAccount;
      const authorization = verification.authorization;
      const savesCard =
        startedByHolder &&
        authorization?.reusable === true &&
        authorization.channel === 'card' &&
        authorization.signature !== '';
      if (savesCard && authorization) {
        await repositories.paymentMethods.save(user.id, authorization, now, verification.customer ?? null);
      }

      let subscriptionId: string | null = null;
      let invoice: NewInvoice | undefined;
      if (payment.purpose === 'card_check') {
        await repositories.jobs.enqueue(cardCheckRefundJob, { reference }, now);
        // A card saved while a renewal is due is charged for it at once, once this has committed.
        const held = await repositories.subscriptions.findByUser(user.id);
        if (savesCard && authorization && held?.status === 'active' && held.paymentDueReason) {
          const retry = { userId: user.id, authorizationCode: authorization.code };
          await repositories.jobs.enqueue(renewalRetryWithNewCardJob, retry, now);
        }
      } else {
        const extended = startedByHolder
          ? await this.extendSubscription(repositories, payment, user, paidAt, now)
          : await this.addTimeByAnother(repositories, payment, user, paidAt, now);
        if (extended === 'not_valued_on_held_plan') return refuse(extended);
        subscriptionId = extended.subscription.id;
        invoice = extended.invoice;
        if (payment.discountCodeId) await this.deps.discounts.redeemOn(scope, reference, user.id);
        await this.deps.notifications.record(scope, paymentOutcome(user.id, payment, 'taken'));
      }

      const { channel, gatewayResponse } = verification;
      const fulfilment = { channel, gatewayResponse, paidAt, createdAccount, subscriptionId };
      const fulfilled =
        (await payments.markFulfilled(reference, { userId: user.id, ...fulfilment }, now)) ?? payment;
      outcome = 'paid';
      if (invoice) {
        // Issuing takes the year's invoice counter lock, which every other settlement waits for:
        // it comes last, its receipt queued first under the id it will have (an unfulfilled
        // payment has no invoice yet), so the lock is held for one statement and the commit.
        const id = randomUUID();
        await repositories.jobs.enqueue(invoiceReceiptJob, { invoiceId: id }, now);
        await repositories.invoices.issue({ ...invoice, id });
      }
      return { payment: fulfilled, fulfilledNow: true };
    });
    if (settled && outcome) {
      for (const listener of this.outcomeListeners) listener({ outcome, currency: settled.payment.currency });
    }
    return settled;
  }

  /**
   * The member the payment is for: the one who started it, else the account with its e-mail,
   * else a new account from the visitor's registration. An existing account gets the membership
   * and nothing else about it changes.
   */
  private async accountFor(
    { users }: SubscriptionsRepositories,
    payment: PaymentRow,
    now: Date,
  ): Promise<{ user: UserRow; createdAccount: boolean }> {
    const { signup } = payment;
    if (payment.userId === null && signup) {
      const created = await users.register({
        email: payment.email,
        passwordHash: signup.passwordHash,
        fullName: signup.fullName,
        phone: signup.phone,
        locale: signup.locale ?? defaultLocale,
        createdAt: now,
        updatedAt: now,
      });
      // A row this transaction inserted is its own until it commits: there is no lock to take.
      if (created) return { user: created, createdAccount: true };
    }
    // The address already had an account (the insert found it taken), or the payer has one.
    const id = payment.userId ?? (await users.findByEmail(payment.email))?.id;
    const user = id ? await users.lockById(id) : undefined;
    if (!user) throw new Error(`Payment ${payment.reference}'s account could not be found or made`);
    return { user, createdAccount: false };
  }

  /**
   * A payment the provider took that grants nothing: recorded as refused, its reserved discount
   * use given back, and refunded in full through the provider by a job queued in this transaction.
   */
  private async refuse(
    { payments, jobs }: SubscriptionsRepositories,
    scope: Scope,
    payment: PaymentRow,
    refused: { refusal: Refusal; verification: PaymentVerification; paidAt: Date; now: Date },
  ): Promise<void> {
    const { reference } = payment;
    this.deps.log.warn({ reference, refusal: refused.refusal }, 'a paid payment was refused and is refunded');
    if (payment.discountCodeId) await this.deps.discounts.releaseOn(scope, reference);
    await payments.markRefused(
      reference,
      {
        channel: refused.verification.channel,
        gatewayResponse: refusals[refused.refusal],
        paidAt: refused.paidAt,
      },
      refused.now,
    );
    await jobs.enqueue(refusedPaymentRefundJob, { reference }, refused.now);
  }

  /**
   * Paid time added to a membership by a payment its holder did not start: its renewal, plan,
   * plan change, currency and renewal amount stay as they were (`afterPaymentByAnother`), and the
   * member is told by e-mail what was added. Answers the refusal when the time cannot be valued.
   */
  private async addTimeByAnother(
    repositories: SubscriptionsRepositories,
    payment: PaymentRow,
    user: UserRow,
    paidAt: Date,
    now: Date,
  ): Promise<{ subscription: SubscriptionRow; invoice: NewInvoice } | 'not_valued_on_held_plan'> {
    const { plans, subscriptions, jobs } = repositories;
    const plan = payment.planId ? await plans.findById(payment.planId) : undefined;
    if (!plan) throw new Error(`Payment ${payment.reference} names no plan`);
    const current = await subscriptions.findByUser(user.id);
    const heldPlan = current && current.planId !== plan.id ? await plans.findById(current.planId) : undefined;
    const heldPrice = heldPlan && (await plans.findPrice(heldPlan.id, payment.currency));
    const time = afterPaymentByAnother(
      current && stateOf(current),
      { planId: plan.id, interval: plan.interval, price: payment.amountBefore, paidAt },
      heldPlan && { interval: heldPlan.interval, price: heldPrice?.amount ?? null },
    );
    if (time.kind === 'refused') return time.reason;
    const { state, periodStart, periodEnd } = time;
    // A membership extended keeps its currency and renewal amount; a new one that does not renew
    // gets the plan's price in the paying currency, charged only if its member turns renewing on.
    const kept = time.kind === 'extended' && current ? current : undefined;
    const price = kept ? undefined : await plans.findPrice(plan.id, payment.currency);
    const subscription = await subscriptions.save(
      user.id,
      {
        ...state,
        currency: kept ? kept.currency : payment.currency,
        amount: kept ? kept.amount : (price?.amount ?? payment.amountBefore),
      },
      now,
    );
    const statePlan = state.planId === plan.id ? plan : (heldPlan ?? (await plans.findById(state.planId)));
    await queueMail(
      jobs,
      membershipMails(user.locale).paidByAnother(user.email, user.fullName, {
        amount: payment.amount,
        currency: payment.currency,
        planName: statePlan?.name ?? plan.name,
        periodEnd,
        renews: state.status === 'active' && state.autoRenew,
        billingUrl: pageAddress(this.deps.publicUrl, '/account/billing', user.locale),
      }),
      now,
    );
    return {
      subscription,
      invoice: membershipInvoice(payment, user, plan, { periodStart, periodEnd }, now, this.deps.accounts),
    };
  }

  private async extendSubscription(
    repositories: SubscriptionsRepositories,
    payment: PaymentRow,
    user: UserRow,
    paidAt: Date,
    now: Date,
  ): Promise<{ subscription: SubscriptionRow; invoice: NewInvoice }> {
    const { plans, subscriptions } = repositories;
    const plan = payment.planId ? await plans.findWithPrice(payment.planId, payment.currency) : undefined;
    if (!plan) throw new Error(`Payment ${payment.reference} names no plan`);
    const current = await subscriptions.findByUser(user.id);
    const { state, periodStart, periodEnd } = afterPayment(current && stateOf(current), {
      planId: plan.id,
      interval: plan.interval,
      paidAt,
      isRenewal: payment.purpose === 'renewal',
    });
    // The renewal amount is the price now of the plan the subscription next renews on: an admin
    // may have changed it since this payment was asked for.
    const renewalPlanId = state.nextPlanId ?? state.planId;
    const renewalPrice =
      renewalPlanId === plan.id
        ? plan.price
        : ((await plans.findPrice(renewalPlanId, payment.currency))?.amount ?? null);
    const subscription = await subscriptions.save(
      user.id,
      { ...state, currency: payment.currency, amount: renewalPrice ?? payment.amountBefore },
      now,
    );
    return {
      subscription,
      invoice: membershipInvoice(payment, user, plan, { periodStart, periodEnd }, now, this.deps.accounts),
    };
  }
}

/** A provider that refuses a reference it issued means the payment is not there to grant. */
export function isUnknownReference(error: unknown): boolean {
  return error instanceof PaymentProviderRefused && error.status === 404;
}
