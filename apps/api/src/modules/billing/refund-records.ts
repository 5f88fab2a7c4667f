import { ErrorReason } from '@creators-archive/contract';
import type { PaymentRow } from '../../db/schema';
import type { Scope } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import { AppError } from '../../lib/app-error';
import { stateOf } from './payment-settlement';
import type { MembershipEvents } from './membership-events';
import { afterRefund } from './subscription-state';
import { subscriptionsRepositoriesOn, type SubscriptionsRepositories } from './subscriptions-repositories';
import { reasonError } from '../../i18n/error-messages';

/** What recording a refund the provider confirmed did to the payment. */
export type RecordedRefund = 'refunded' | 'partly_refunded' | 'unchanged';

/**
 * Refunds as this area keeps them, each step run in the caller's transaction (the admin's, with
 * its audit entry; a webhook's; the card check's job). A refund is asked of the provider once: the
 * decision to send it marks the payment under its row lock, so a second request waits for the
 * first and is refused, and the mark is cleared only when the provider confirms or refuses it.
 * Money given back in full takes back the membership time it bought (`afterRefund`); a partial
 * refund gives money back, not time.
 */
export class RefundRecords {
  constructor(private readonly deps: { jobs: Jobs; events: Pick<MembershipEvents, 'endedOn'> }) {}

  /**
   * Decides that a refund of the payment may be sent now and marks it asked, or refuses: 404 for
   * no such payment, 409 for one not paid or a card check (which refunds itself), one refunded
   * already, or one with a refund already asked and not yet answered.
   */
  async requestOn(scope: Scope, reference: string, now: Date): Promise<PaymentRow> {
    const { payments } = this.repositoriesOn(scope);
    const payment = await payments.lock(reference);
    if (!payment) throw new AppError(404, ErrorReason.paymentNotFound, 'No such payment');
    if (payment.status === 'refunded') {
      throw reasonError(409, ErrorReason.paymentRefunded);
    }
    if (payment.status !== 'success' || payment.purpose === 'card_check') throw notRefundable();
    if (payment.refundRequestedAt) {
      throw reasonError(409, ErrorReason.refundPending, {
        refundRequestedAt: payment.refundRequestedAt.toISOString(),
      });
    }
    await payments.markRefundRequested(reference, now);
    return payment;
  }

  /** The provider refused the refund, or its answer never came: it may be asked again. */
  async withdrawOn(scope: Scope, reference: string, now: Date): Promise<void> {
    await this.repositoriesOn(scope).payments.clearRefundRequest(reference, now);
  }

  /**
   * The provider gave back `amount` (the rest of the payment when not given). A payment not paid,
   * or refunded already, is left as it is: a second notice of one refund changes nothing. When
   * the whole amount is back, the member's subscription loses the time the payment bought and
   * stops renewing, under the member's row lock, taken after the payment's as settling takes them.
   */
  async recordOn(
    scope: Scope,
    refund: { reference: string; amount?: number; now: Date },
  ): Promise<RecordedRefund> {
    const repositories = this.repositoriesOn(scope);
    const { payments } = repositories;
    const payment = await payments.lock(refund.reference);
    if (!payment || payment.status !== 'success') return 'unchanged';
    const rest = payment.amount - payment.refundedAmount;
    const given = refund.amount === undefined ? rest : Math.min(refund.amount, rest);
    const refundedAmount = payment.refundedAmount + Math.max(0, given);
    const full = refundedAmount >= payment.amount;
    await payments.recordRefund(refund.reference, { refundedAmount, full }, refund.now);
    if (!full) return 'partly_refunded';
    // A card check bought no time; a payment whose account was deleted has no membership left.
    if (payment.purpose !== 'card_check' && payment.userId) {
      await this.takeBackTime(repositories, scope, payment, payment.userId, refund.now);
    }
    return 'refunded';
  }

  private async takeBackTime(
    { users, subscriptions, invoices }: SubscriptionsRepositories,
    scope: Scope,
    payment: PaymentRow,
    userId: string,
    now: Date,
  ): Promise<void> {
    await users.lockById(userId);
    const current = await subscriptions.findByUser(userId);
    if (!current) return;
    const invoice = await invoices.findByPayment(payment.reference);
    const state = stateOf(current);
    const next = afterRefund(
      state,
      invoice ? { periodStart: invoice.periodStart, periodEnd: invoice.periodEnd } : null,
      now,
    );
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
