import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import type { RefundPaymentResponse } from '@creators-archive/contract/admin/refund-payment';
import type { PaymentRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { PaymentProviderRefused, type PaymentProvider } from '../../payments/provider';
import type { AuditActor } from '../audit';
import type { AdminMembersRepositories } from './admin-members-repositories';
import type { UsersRepository } from '../users';
import type { AdminMembersRepository } from './admin-members.repository';

function notRefundable() {
  return new AppError(
    409,
    ErrorReason.paymentNotRefundable,
    'Only a successful payment not yet refunded can be refunded',
  );
}

/** A card check gives itself back once the card is saved; what bought membership is an admin's to refund. */
function isRefundable(payment: PaymentRow): boolean {
  return payment.status === 'success' && payment.purpose !== 'card_check';
}

/**
 * Refunds a member's payment in full through the provider. The provider is asked first, outside any
 * transaction: when it cannot be reached nothing is written, and a database transaction is never
 * held open across a network call. Then one transaction records the refund, once the provider
 * says it is processed (the sandbox, at once), and the audit entry; a refund the provider still
 * processes (Paystack) is recorded by its `refund.processed` webhook.
 */
export class PaymentRefundsService {
  constructor(
    private readonly deps: {
      payments: Pick<AdminMembersRepository, 'findPayment'>;
      users: Pick<UsersRepository, 'findById'>;
      provider: Pick<PaymentProvider, 'refund'>;
      transaction: Transaction<AdminMembersRepositories>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  async refund(actor: AuditActor, reference: string, reason: string): Promise<RefundPaymentResponse['data']> {
    // The token's role is what it was when issued; the admin is read as they are now.
    const admin = await this.deps.users.findById(actor.actorId);
    if (!admin || admin.role !== 'admin' || admin.suspendedAt) throw AppError.forbidden();
    const payment = await this.deps.payments.findPayment(reference);
    if (!payment) throw new AppError(404, ErrorReason.paymentNotFound, 'No such payment');
    if (!isRefundable(payment)) throw notRefundable();

    let state: string;
    try {
      state = (await this.deps.provider.refund({ reference })).state;
    } catch (error) {
      // Refused: refunded already (another admin, at the same moment), or not a payment it can give back.
      if (error instanceof PaymentProviderRefused) {
        this.deps.log.info({ err: error }, 'the payment provider refused a refund');
        throw notRefundable();
      }
      throw error;
    }
    const refund = state === 'processed' ? 'processed' : 'pending';

    await this.deps.transaction(async ({ members, audit }) => {
      const now = this.deps.clock.now();
      const locked = await members.lockPayment(reference);
      if (refund === 'processed') await members.markRefunded(reference, now);
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: reference,
        before: { status: payment.status, memberId: payment.userId },
        after: {
          status: refund === 'processed' ? 'refunded' : (locked?.status ?? payment.status),
          refund,
          amount: payment.amount,
          currency: payment.currency,
          reason,
        },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
    });
    return { reference, refund };
  }
}
