import type { PaymentMethodRow, SubscriptionRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import {
  derivedPaymentReference,
  isReferenceNotFound,
  type ChargeAuthorizationInput,
  type PaymentProvider,
  type PaymentVerification,
} from '../../payments/provider';
import type { UsersRepository } from '../users';
import { FIRST_CHECK_MINUTES } from './checkout.service';
import type { PaymentSettlement } from './payment-settlement';
import type { PaymentsRepository } from './payments.repository';
import {
  renewalChargeOutcome,
  renewalChargeRefusal,
  type RenewalChargeOutcome,
} from './renewal-charge-outcome';

const minuteMs = 60 * 1000;

/**
 * One renewal charge of a saved card. Its reference is derived from the subscription, the period
 * and the attempt, and its payment row is written first: a pass (or process) that finds the row
 * there asks the provider what became of it instead of charging again, and charges under the same
 * reference only when the provider has never heard of it (the first call never reached it).
 */
export class RenewalCharges {
  constructor(
    private readonly deps: {
      payments: PaymentsRepository;
      users: Pick<UsersRepository, 'findById'>;
      settlement: Pick<PaymentSettlement, 'settle'>;
      provider: PaymentProvider;
      clock: Clock;
    },
  ) {}

  /**
   * Charges `card` for the subscription's next period, as the provider's customer the card was
   * saved under (the account's address when an old card did not keep it: the member may have
   * changed theirs since, and the provider refuses an authorization under another e-mail).
   */
  async charge(
    subscription: SubscriptionRow,
    card: PaymentMethodRow,
    attempt: number,
  ): Promise<RenewalChargeOutcome> {
    const reference = derivedPaymentReference(
      'ren',
      subscription.id,
      subscription.currentPeriodEnd.getTime().toString(36),
      attempt,
    );
    const user = await this.deps.users.findById(subscription.userId);
    if (!user) return { kind: 'waiting' };
    const input: ChargeAuthorizationInput = {
      reference,
      email: card.customerEmail ?? user.email,
      amount: subscription.amount,
      currency: subscription.currency,
      authorizationCode: card.authorizationCode,
      metadata: { purpose: 'renewal', subscriptionId: subscription.id },
    };
    const now = this.deps.clock.now();
    const inserted = await this.deps.payments.insert(
      {
        reference,
        purpose: 'renewal',
        userId: subscription.userId,
        email: input.email,
        planId: subscription.nextPlanId ?? subscription.planId,
        currency: subscription.currency,
        amount: subscription.amount,
        amountBefore: subscription.amount,
        discount: 0,
        subscriptionId: subscription.id,
        nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MINUTES * minuteMs),
      },
      now,
    );
    let verification: PaymentVerification;
    try {
      verification = inserted
        ? await this.deps.provider.chargeAuthorization(input)
        : await this.verifyOrCharge(input);
    } catch (error) {
      const outcome = renewalChargeRefusal(error);
      if (outcome.kind === 'declined') await this.recordDecline(reference, subscription, outcome.words);
      return outcome;
    }
    const outcome = renewalChargeOutcome(verification);
    if (outcome.kind === 'declined') {
      // Waiting for a cardholder who is not there is recorded as the decline it is.
      await this.deps.settlement.settle(reference, {
        ...verification,
        state: 'failed',
        gatewayResponse: outcome.words,
      });
      return outcome;
    }
    const settled = await this.deps.settlement.settle(reference, verification);
    // Paid, but the settle step refused what was paid (another amount): not a renewal, not a decline.
    if (outcome.kind === 'paid' && settled?.payment.status !== 'success') return { kind: 'waiting' };
    return outcome;
  }

  /** A charge sent before: what became of it, or, when the provider never received it, sent again. */
  private async verifyOrCharge(input: ChargeAuthorizationInput): Promise<PaymentVerification> {
    try {
      return await this.deps.provider.verify(input.reference);
    } catch (error) {
      if (!isReferenceNotFound(error)) throw error;
      return this.deps.provider.chargeAuthorization(input);
    }
  }

  private async recordDecline(reference: string, subscription: SubscriptionRow, words: string) {
    await this.deps.settlement.settle(reference, {
      reference,
      state: 'failed',
      amount: subscription.amount,
      currency: subscription.currency,
      channel: 'card',
      paidAt: null,
      gatewayResponse: words,
      authorization: null,
    });
  }
}
