import { ErrorReason } from '@creators-archive/contract';
import type { PaymentRow } from '../../db/schema';
import type { Scope } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import { AppError } from '../../lib/app-error';
import { creditRefundOn } from '../invoices';
import type { AdminAlerts } from './admin-alerts';
import { stateOf } from './payment-settlement';
import type { MembershipEvents } from './membership-events';
import { afterRefund, cancel, type SubscriptionState } from './subscription-state';
import { subscriptionsRepositoriesOn, type SubscriptionsRepositories } from './subscriptions-repositories';
import { reasonError } from '../../i18n/error-messages';

/** What recording a refund the provider confirmed did to the payment. */
export type RecordedRefund = 'refunded' | 'partly_refunded' | 'unchanged';

/**
 * What a refund does to the membership the payment bought: `end_now` takes back the time it bought
 * from now (the membership ends now when that was the current period) and stops renewals;
 * `end_at_period_end` stops renewals and leaves the period paid for; `keep` changes nothing.
 */
export type RefundMembership = NonNullable<PaymentRow['refundMembership']>;

/** An admin's refund: what happens to the membership, and how much (null: all that is left). */
export type RefundRequest = { membership?: RefundMembership | undefined; amount: number | null };

/**
 * Refunds as this area keeps them, each step run in the caller's transaction (the admin's, with
 * its audit entry; a webhook's; the card check's job). A refund is asked of the provider once: the
 * decision to send it marks the payment under its row lock, so a second request waits for the
 * first and is refused, and the mark is cleared only when the provider confirms or refuses it.
 * The admin's choice for the membership is kept with the mark and applied when the provider
 * confirms the refund; a refund we never asked for (one started in the provider's dashboard) is
 * recorded too: in full it takes back the time the payment bought, in part it gives money back,
 * not time. A payment held for review bought nothing: refunding it takes nothing back.
 */
export class RefundRecords {
  constructor(
    private readonly deps: {
      jobs: Jobs;
      events: Pick<MembershipEvents, 'endedOn'>;
      alerts: Pick<AdminAlerts, 'raiseOn'>;
    },
  ) {}

  /**
   * Decides that a refund of the payment may be sent now and marks it asked, with what it does to
   * the membership (by default, `end_now` for all that is left and `keep` for a part), or refuses:
   * 404 for no such payment, 409 for one not paid or held for review or a card check (which refunds
   * itself), one refunded already, or one with a refund already asked and not yet answered; 400 for
   * more than is left to give back.
   */
  async requestOn(scope: Scope, reference: string, request: RefundRequest, now: Date): Promise<PaymentRow> {
    const { payments } = this.repositoriesOn(scope);
    const payment = await payments.lock(reference);
    if (!payment) throw new AppError(404, ErrorReason.paymentNotFound, 'No such payment');
    if (payment.status === 'refunded') {
      throw reasonError(409, ErrorReason.paymentRefunded);
    }
    const refundable = payment.status === 'success' || payment.status === 'needs_review';
    if (!refundable || payment.purpose === 'card_check') throw notRefundable();
    if (payment.refundRequestedAt) {
      throw reasonError(409, ErrorReason.refundPending, {
        refundRequestedAt: payment.refundRequestedAt.toISOString(),
      });
    }
    const rest = payment.amount - payment.refundedAmount;
    if (request.amount !== null && request.amount > rest) {
      throw AppError.validation({ amount: 'validation.refundAmountTooLarge' });
    }
    const whole = request.amount === null || request.amount === rest;
    await payments.markRefundRequested(
      reference,
      {
        membership: request.membership ?? (whole ? 'end_now' : 'keep'),
        amount: whole ? null : request.amount,
      },
      now,
    );
    return payment;
  }

  /**
   * Marks a card check's refund asked, as the job that sends it does: 'send' when it is to be
   * sent now, 'asked' while one sent waits for the provider, 'done' once it is refunded.
   */
  async requestCardCheckOn(scope: Scope, reference: string, now: Date): Promise<'send' | 'asked' | 'done'> {
    const { payments } = this.repositoriesOn(scope);
    const payment = await payments.lock(reference);
    if (!payment || payment.status !== 'success') return 'done';
    if (payment.refundRequestedAt) return 'asked';
    await payments.markRefundRequested(reference, { membership: null, amount: null }, now);
    return 'send';
  }

  /** The provider refused the refund, or its answer never came: it may be asked again. */
  async withdrawOn(scope: Scope, reference: string, now: Date): Promise<void> {
    await this.repositoriesOn(scope).payments.clearRefundRequest(reference, now);
  }

  /**
   * The provider reports the refund failed: nothing was given back, the request is cleared so it
   * may be asked again, and the admins are told (a card check's, as one that failed for good).
   */
  async failedOn(scope: Scope, refund: { reference: string; amount?: number; now: Date }): Promise<void> {
    const { payments } = this.repositoriesOn(scope);
    const payment = await payments.lock(refund.reference);
    if (!payment) return;
    await payments.clearRefundRequest(refund.reference, refund.now);
    await this.deps.alerts.raiseOn(
      scope,
      {
        kind: payment.purpose === 'card_check' ? 'card_check_refund_failed' : 'refund_failed',
        paymentReference: payment.reference,
        userId: payment.userId,
        details: { amount: refund.amount ?? payment.amount, currency: payment.currency },
      },
      refund.now,
    );
  }

  /**
   * The provider gave back `amount` (when it does not say: what was asked, else the rest of the
   * payment). A payment not paid, or refunded already, is left as it is: a second notice of one
   * refund changes nothing. The admin's choice asked with the refund is applied to the member's
   * subscription, under the member's row lock, taken after the payment's as settling takes them; a
   * refund nobody asked for here takes back the time bought when the whole amount is back.
   */
  async recordOn(
    scope: Scope,
    refund: { reference: string; amount?: number; now: Date },
  ): Promise<RecordedRefund> {
    const repositories = this.repositoriesOn(scope);
    const { payments } = repositories;
    const payment = await payments.lock(refund.reference);
    if (!payment || (payment.status !== 'success' && payment.status !== 'needs_review')) return 'unchanged';
    const rest = payment.amount - payment.refundedAmount;
    const asked = refund.amount ?? payment.refundRequestedAmount ?? rest;
    const refundedAmount = payment.refundedAmount + Math.max(0, Math.min(asked, rest));
    // A payment held for review was paid another amount than ours: a refund of all it held is whole.
    const wholeOfHeld =
      payment.status === 'needs_review' &&
      payment.refundRequestedAt !== null &&
      payment.refundRequestedAmount === null;
    const full = refundedAmount >= payment.amount || wholeOfHeld;
    await payments.recordRefund(refund.reference, { refundedAmount, full }, refund.now);
    // What came back is credited on the payment's invoice (a card check has none).
    await creditRefundOn(repositories, {
      paymentReference: refund.reference,
      amount: refundedAmount - payment.refundedAmount,
      issuedAt: refund.now,
    });
    const membership = payment.refundMembership ?? (full ? 'end_now' : 'keep');
    // A card check and a payment held for review bought no time; a payment whose account was
    // deleted has no membership left.
    const boughtTime = payment.purpose !== 'card_check' && payment.status === 'success';
    if (boughtTime && payment.userId && membership !== 'keep') {
      await this.changeMembership(repositories, scope, payment, payment.userId, membership, refund.now);
    }
    return full ? 'refunded' : 'partly_refunded';
  }

  private async changeMembership(
    { users, subscriptions, invoices }: SubscriptionsRepositories,
    scope: Scope,
    payment: PaymentRow,
    userId: string,
    membership: Exclude<RefundMembership, 'keep'>,
    now: Date,
  ): Promise<void> {
    await users.lockById(userId);
    const current = await subscriptions.findByUser(userId);
    if (!current) return;
    const state = stateOf(current);
    let next: SubscriptionState;
    if (membership === 'end_at_period_end') {
      next = state.status === 'expired' ? state : cancel(state, now);
    } else {
      const invoice = await invoices.findByPayment(payment.reference);
      next = afterRefund(
        state,
        invoice ? { periodStart: invoice.periodStart, periodEnd: invoice.periodEnd } : null,
        now,
      );
    }
    if (next === state) return;
    await subscriptions.update(current.id, next, now);
    if (next.status === 'expired') await this.deps.events.endedOn(scope, userId, now);
  }

  private repositoriesOn(scope: Scope): SubscriptionsRepositories {
    return subscriptionsRepositoriesOn(scope, this.deps.jobs);
  }
}

/** Only a successful payment that bought membership is refunded on request; a card check refunds itself. */
export function notRefundable(): AppError {
  return reasonError(409, ErrorReason.paymentNotRefundable);
}
