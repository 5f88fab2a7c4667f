import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../../db/schema';
import type { Transaction } from '../../db/transactions';
import { PermanentJobError } from '../../jobs/job-worker';
import type { Clock } from '../../lib/clock';
import { PaymentProviderRefused, type PaymentProvider } from '../../payments/provider';
import type { AdminAlerts } from './admin-alerts';
import type { RefundRecords } from './refund-records';
import type { SubscriptionsRepositories } from './subscriptions-repositories';

/**
 * Paystack's words when its balance cannot cover a refund ("Your balance is not enough to fulfill
 * this request"): money will come in, so the refund is asked again later.
 */
const BALANCE_TOO_LOW = /balance is not enough|insufficient balance/i;

/**
 * Gives back the smallest charge a card check took, once the card is saved (`cardCheckRefundJob`).
 * The refund is marked asked before it is sent, so a job run again while the provider processes it
 * sends nothing; it is done when the provider says it is processed (the sandbox at once, Paystack
 * by `refund.processed`). A provider whose balance is too low is asked again by the job's retries,
 * with their backoff; a refusal for good, or the last try, alerts the admins.
 */
export class CardCheckRefunds {
  constructor(
    private readonly deps: {
      refunds: Pick<RefundRecords, 'requestCardCheckOn' | 'withdrawOn' | 'recordOn'>;
      alerts: Pick<AdminAlerts, 'raiseOn'>;
      provider: Pick<PaymentProvider, 'refund'>;
      transaction: Transaction<SubscriptionsRepositories>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  async run(reference: string, job: Pick<JobRow, 'attempts' | 'maxAttempts'>): Promise<void> {
    const { refunds, provider, transaction, clock } = this.deps;
    const asked = await transaction((_repositories, scope) =>
      refunds.requestCardCheckOn(scope, reference, clock.now()),
    );
    if (asked !== 'send') return;
    let answer: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      answer = await provider.refund({ reference });
    } catch (error) {
      const lastTry = job.attempts >= job.maxAttempts;
      const waitsForMoney = error instanceof PaymentProviderRefused && BALANCE_TOO_LOW.test(error.message);
      const forGood = lastTry || (error instanceof PaymentProviderRefused && !waitsForMoney);
      await transaction(async ({ payments }, scope) => {
        const now = clock.now();
        await refunds.withdrawOn(scope, reference, now);
        if (!forGood) return;
        const payment = await payments.find(reference);
        const reason = error instanceof Error ? error.message : String(error);
        await this.deps.alerts.raiseOn(
          scope,
          {
            kind: 'card_check_refund_failed',
            paymentReference: reference,
            userId: payment?.userId ?? null,
            details: { amount: payment?.amount, currency: payment?.currency, reason },
          },
          now,
        );
      });
      if (forGood && error instanceof PaymentProviderRefused) throw new PermanentJobError(error.message);
      throw error;
    }
    if (answer.state !== 'processed') return;
    await transaction((_repositories, scope) =>
      refunds.recordOn(scope, { reference, amount: answer.amount, now: clock.now() }),
    );
  }
}
