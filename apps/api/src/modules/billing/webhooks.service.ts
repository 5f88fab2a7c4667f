import type { FastifyBaseLogger } from 'fastify';
import { ErrorReason } from '@creators-archive/contract';
import type { Transaction } from '../../db/transactions';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isPaymentReference, type PaymentProvider } from '../../payments/provider';
import type { PaymentSettlement } from './payment-settlement';
import type { PaymentsRepository } from './payments.repository';
import type { Disputes } from './disputes';
import { paymentReferenceOf, refundedAmountOf } from './provider-events';
import type { RefundRecords } from './refund-records';
import { webhookEventJob } from './subscriptions.jobs';
import type { WebhookEventsRepository } from './webhook-events.repository';
import { reasonError } from '../../i18n/error-messages';

const invalidSignature = () => reasonError(401, ErrorReason.invalidWebhookSignature);

type WebhookBody = {
  event?: unknown;
  data?: {
    id?: unknown;
    reference?: unknown;
    transaction_reference?: unknown;
    /** A refund's own reference: one payment may be refunded in several parts. */
    refund_reference?: unknown;
    amount?: unknown;
  };
};

/** The payment a Paystack event is about: a charge names it `reference`, a refund `transaction_reference`. */
function referenceOf(body: WebhookBody): string | null {
  const candidate = body.data?.reference ?? body.data?.transaction_reference;
  return typeof candidate === 'string' && isPaymentReference(candidate) ? candidate : null;
}

/**
 * Webhooks: checked, stored once, answered at once, processed by a job. The body is a hint: a
 * charge is settled with what the provider says when asked again (verify), never with the body.
 */
export class WebhooksService {
  constructor(
    private readonly deps: {
      provider: PaymentProvider;
      events: WebhookEventsRepository;
      payments: PaymentsRepository;
      settlement: PaymentSettlement;
      refunds: Pick<RefundRecords, 'recordOn' | 'failedOn'>;
      disputes: Pick<Disputes, 'reportedOn' | 'lostCardOf'>;
      transaction: Transaction<{ events: WebhookEventsRepository; jobs: JobQueue }>;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * 401 and nothing stored for a bad or missing signature; a delivery seen before is stored once.
   * With one Paystack business per country, an event about a payment another business took is
   * ignored (and logged): a business speaks only for its own payments.
   */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
    if (!this.deps.provider.verifyWebhook({ rawBody, signature })) throw invalidSignature();
    let body: WebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
    } catch {
      throw new AppError(400, ErrorReason.malformedJson, 'The webhook body is not JSON');
    }
    const event = typeof body.event === 'string' ? body.event : 'unknown';
    const reference = referenceOf(body);
    const signerCurrencies = this.deps.provider.signerCurrencies?.({ rawBody, signature });
    const about = paymentReferenceOf(body as Record<string, unknown>);
    const payment = signerCurrencies && about ? await this.deps.payments.find(about) : undefined;
    if (payment && signerCurrencies && !signerCurrencies.includes(payment.currency)) {
      this.deps.log.warn(
        { event, reference: about, currency: payment.currency },
        'a webhook signed by another Paystack account than the one that took its payment was ignored',
      );
      return;
    }
    const providerId = body.data?.id ?? body.data?.refund_reference;
    const eventKey =
      typeof providerId === 'string' || typeof providerId === 'number'
        ? `${event}:${providerId}`
        : `${event}:${reference ?? 'none'}`;
    const now = this.deps.clock.now();
    await this.deps.transaction(async ({ events, jobs }) => {
      const id = await events.insertOnce(
        {
          provider: this.deps.provider.name,
          eventKey,
          event,
          reference,
          payload: body as Record<string, unknown>,
        },
        now,
      );
      if (id) await jobs.enqueue(webhookEventJob, { eventId: id }, now);
    });
  }

  /**
   * The job: a charge's event settles its payment as verify says. A refund's is recorded with the
   * amount it carries (in part or in full, whoever started it), or its pending mark cleared and
   * the admins alerted when it failed; a dispute's is recorded as it stands (`Disputes`). Each in
   * one transaction with the event marked processed, so a retried job never counts one part of a
   * refund twice.
   */
  async process(eventId: string): Promise<void> {
    const stored = await this.deps.events.find(eventId);
    if (!stored) return;
    const { event } = stored;
    // A dispute names its payment inside its transaction, which the stored reference may not have read.
    const reference = stored.reference ?? paymentReferenceOf(stored.payload);
    const payment = reference ? await this.deps.payments.find(reference) : undefined;
    if (!reference || !payment) {
      this.deps.log.info({ event, reference }, 'a webhook for a payment we did not start was ignored');
    } else if (event === 'refund.processed' || event === 'refund.failed') {
      if (stored.processedAt) return;
      const now = this.deps.clock.now();
      const amount = refundedAmountOf(stored.payload);
      await this.deps.transaction(async ({ events }, scope) => {
        if (event === 'refund.failed') await this.deps.refunds.failedOn(scope, { reference, amount, now });
        else await this.deps.refunds.recordOn(scope, { reference, amount, now });
        await events.markProcessed(eventId, now);
      });
      return;
    } else if (event.startsWith('charge.dispute.')) {
      if (stored.processedAt) return;
      const resolved = event === 'charge.dispute.resolve';
      const lostCard = resolved ? await this.deps.disputes.lostCardOf(stored.payload, reference) : null;
      const now = this.deps.clock.now();
      await this.deps.transaction(async ({ events }, scope) => {
        await this.deps.disputes.reportedOn(scope, event, stored.payload, payment, lostCard, now);
        await events.markProcessed(eventId, now);
      });
      return;
    } else if (event.startsWith('charge.')) {
      await this.deps.settlement.verifyAndSettle(reference);
    }
    await this.deps.events.markProcessed(eventId, this.deps.clock.now());
  }
}
