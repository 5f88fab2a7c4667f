import type { FastifyBaseLogger } from 'fastify';
import type {
  RefundPaymentBody,
  RefundPaymentResponse,
} from '@creators-archive/contract/admin/refund-payment';
import type { Transaction } from '../../db/transactions';
import type { Clock } from '../../lib/clock';
import { PaymentProviderRefused, type PaymentProvider } from '../../payments/provider';
import { adminActing, type AuditActor, type AuditRepository } from '../audit';
import { notRefundable, type RefundRecords } from './refund-records';
import type { UsersRepository } from '../users';

/**
 * An admin's refund of a member's payment, in full or in part, through the provider, asked of it
 * once, with what it does to the membership (kept with the request, applied when the provider
 * confirms the refund). One transaction
 * decides to send the refund and marks it asked, under the payment's row lock: a second request,
 * at the same moment or while the provider processes the first, is refused with 409 and never
 * reaches the provider. The provider is then asked outside any transaction (none is held open
 * across a network call). When it refuses, or cannot be reached, the mark is cleared and nothing
 * else is written; a provider that did take a refund whose answer was lost refuses the repeat,
 * as the whole amount is refunded already. Otherwise one transaction records the refund when the
 * provider says it is processed (the sandbox, at once), taking back the membership time it bought,
 * and the audit entry; a refund the provider still processes (Paystack) is recorded by its
 * `refund.processed` webhook.
 */
export class PaymentRefundsService {
  constructor(
    private readonly deps: {
      users: Pick<UsersRepository, 'findById'>;
      refunds: Pick<RefundRecords, 'requestOn' | 'withdrawOn' | 'recordOn'>;
      provider: Pick<PaymentProvider, 'refund'>;
      transaction: Transaction<{ audit: AuditRepository }>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  async refund(
    actor: AuditActor,
    reference: string,
    { reason, membership, amount }: RefundPaymentBody,
  ): Promise<RefundPaymentResponse['data']> {
    const admin = await adminActing(this.deps.users, actor);
    const payment = await this.deps.transaction((_repositories, scope) =>
      this.deps.refunds.requestOn(
        scope,
        reference,
        { membership, amount: amount ?? null },
        this.deps.clock.now(),
      ),
    );

    let answer: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      answer = await this.deps.provider.refund({ reference, ...(amount !== undefined && { amount }) });
    } catch (error) {
      await this.deps.transaction((_repositories, scope) =>
        this.deps.refunds.withdrawOn(scope, reference, this.deps.clock.now()),
      );
      // Refused: refunded at the provider already, or not a payment it can give back.
      if (error instanceof PaymentProviderRefused) {
        this.deps.log.info({ err: error }, 'the payment provider refused a refund');
        throw notRefundable();
      }
      throw error;
    }
    const refund = answer.state === 'processed' ? 'processed' : 'pending';

    await this.deps.transaction(async ({ audit }, scope) => {
      const now = this.deps.clock.now();
      const recorded =
        refund === 'processed'
          ? await this.deps.refunds.recordOn(scope, { reference, amount: answer.amount, now })
          : 'unchanged';
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: reference,
        before: { status: payment.status, memberId: payment.userId },
        after: {
          status: recorded === 'refunded' ? 'refunded' : payment.status,
          refund,
          amount: amount ?? payment.amount - payment.refundedAmount,
          currency: payment.currency,
          membership: membership ?? null,
          reason,
        },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
    });
    return { reference, refund };
  }
}
