import type { FastifyBaseLogger } from 'fastify';
import type { Dispute } from '@creators-archive/contract/admin/find-alerts';
import type { DisputeRow, PaymentRow } from '../../db/schema';
import type { Scope, Transaction } from '../../db/transactions';
import type { Jobs } from '../../jobs/jobs';
import type { Clock } from '../../lib/clock';
import {
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  type PaymentProvider,
} from '../../payments/provider';
import type { AdminAlerts } from './admin-alerts';
import { DisputesRepository, type DisputeReport } from './disputes.repository';
import type { MembershipEvents } from './membership-events';
import { stateOf } from './payment-settlement';
import { PaymentsRepository } from './payments.repository';
import { disputedCardOf, disputeReportOf } from './provider-events';
import { addDays, expire } from './subscription-state';
import { deactivateAuthorizationJob } from './subscriptions.jobs';
import { subscriptionsRepositoriesOn, type SubscriptionsRepositories } from './subscriptions-repositories';

/** Paystack's resolution of a dispute the merchant lost: the money goes back to the payer. */
const LOST = 'merchant-accepted';
/** Ours, for a payment the provider reversed without a dispute we heard of: lost all the same. */
export const REVERSED = 'reversed';

/**
 * How long after it was fulfilled a payment is asked about again, once a day: Paystack reverses a
 * payment (a chargeback it settled, a bank's recall) within weeks, and a month covers a monthly
 * membership's whole period.
 */
export const RECHECK_DAYS = 30;
/** Payments asked about per pass; the rest wait for the next one. */
const RECHECK_BATCH = 200;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    paymentReference: row.paymentReference,
    memberId: row.userId,
    status: row.status,
    category: row.category,
    resolution: row.resolution,
    amount: row.amount,
    currency: row.currency,
    dueAt: iso(row.dueAt),
    openedAt: row.openedAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
  };
}

/**
 * Payers' disputes (chargebacks) as the provider reports them, by `charge.dispute.create`,
 * `.remind` and `.resolve`. An open dispute pauses the member's renewals (auto-renew off, so
 * nothing is charged; the membership ends at its period's end unless it is won first) and alerts
 * the admins with its due date; a reminder alerts them again. A dispute won (resolved `declined`)
 * resumes renewals it paused, unless another open dispute still holds them. A dispute lost
 * (`merchant-accepted`), or a payment the provider now calls reversed, ends the membership now
 * and forgets the card it was paid with, here and at the provider.
 */
export class Disputes {
  constructor(
    private readonly deps: {
      jobs: Jobs;
      events: Pick<MembershipEvents, 'endedOn'>;
      alerts: Pick<AdminAlerts, 'raiseOn'>;
      provider: Pick<PaymentProvider, 'verify'>;
      transaction: Transaction<SubscriptionsRepositories>;
      db: Scope['db'];
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Takes one `charge.dispute.*` event about `payment`, in the caller's transaction. */
  async reportedOn(
    scope: Scope,
    event: string,
    payload: Record<string, unknown>,
    payment: PaymentRow,
    lostCard: string | null,
    now: Date,
  ): Promise<void> {
    const report = disputeReportOf(payload, payment, now);
    if (!report) {
      this.deps.log.warn(
        { event, reference: payment.reference },
        'a dispute event without an id was ignored',
      );
      return;
    }
    const disputes = new DisputesRepository(scope.db);
    const before = await disputes.lock(report.providerDisputeId);
    if (before?.resolvedAt) return;
    const dispute = await disputes.save(report, now);
    const repositories = subscriptionsRepositoriesOn(scope, this.deps.jobs);
    if (report.resolution === LOST) {
      await this.loseOn(repositories, scope, payment, lostCard, now);
    } else if (report.resolution) {
      await this.resumeOn(repositories, disputes, dispute, now);
    } else {
      if (!dispute.renewalPaused && (await this.pauseOn(repositories, payment.userId, now))) {
        await disputes.setRenewalPaused(dispute.id, true, now);
      }
      await this.deps.alerts.raiseOn(
        scope,
        {
          kind: event === 'charge.dispute.remind' ? 'dispute_reminded' : 'dispute_opened',
          paymentReference: payment.reference,
          userId: payment.userId,
          details: { amount: dispute.amount, currency: dispute.currency, dueAt: iso(dispute.dueAt) },
        },
        now,
      );
    }
  }

  /**
   * The card a lost dispute's payment was paid with, from the event or else from the provider;
   * null for a dispute not lost.
   */
  async lostCardOf(payload: Record<string, unknown>, reference: string): Promise<string | null> {
    if ((payload.data as { resolution?: unknown } | undefined)?.resolution !== LOST) return null;
    const named = disputedCardOf(payload);
    if (named) return named;
    try {
      return (await this.deps.provider.verify(reference)).authorization?.signature || null;
    } catch (error) {
      this.deps.log.warn({ err: error, reference }, "a lost dispute's card could not be read");
      return null;
    }
  }

  /**
   * The provider reversed a payment we fulfilled: recorded as a dispute resolved `reversed` (once),
   * and lost. Answers false when it was known already.
   */
  async reversed(payment: PaymentRow, card: string | null): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.transaction(async (repositories, scope) => {
      const disputes = new DisputesRepository(scope.db);
      const providerDisputeId = `${REVERSED}:${payment.reference}`;
      if (await disputes.lock(providerDisputeId)) return false;
      const report: DisputeReport = {
        providerDisputeId,
        paymentReference: payment.reference,
        userId: payment.userId,
        status: 'resolved',
        category: null,
        resolution: REVERSED,
        amount: payment.amount,
        currency: payment.currency,
        dueAt: null,
        openedAt: now,
        resolvedAt: now,
      };
      await disputes.save(report, now);
      await this.loseOn(repositories, scope, payment, card, now);
      return true;
    });
  }

  /**
   * Asks the provider again about payments fulfilled in the last `RECHECK_DAYS` days and not asked
   * about in the last day; one it now calls reversed is lost like a dispute. Answers how many were.
   * The renewal pass calls it; a provider that does not answer is asked again on the next pass.
   */
  async recheckRecent(now: Date): Promise<number> {
    const payments = new PaymentsRepository(this.deps.db);
    let reversed = 0;
    for (const payment of await payments.findDueForRecheck(now, addDays(now, -RECHECK_DAYS), RECHECK_BATCH)) {
      try {
        const verification = await this.deps.provider.verify(payment.reference);
        const card = verification.authorization?.signature || null;
        if (verification.state === REVERSED && (await this.reversed(payment, card))) reversed += 1;
      } catch (error) {
        if (!(error instanceof PaymentProviderUnavailable || error instanceof PaymentProviderRefused))
          throw error;
        this.deps.log.warn(
          { err: error, reference: payment.reference },
          'a paid payment could not be verified again',
        );
        continue;
      }
      await payments.markVerified(payment.reference, now);
    }
    return reversed;
  }

  /** Open disputes for the console, soonest due first. */
  async open(): Promise<Dispute[]> {
    return (await new DisputesRepository(this.deps.db).findOpen(100)).map(toDispute);
  }

  async ofMember(userId: string): Promise<Dispute[]> {
    return (await new DisputesRepository(this.deps.db).findByUser(userId)).map(toDispute);
  }

  /** Turns auto-renew off on an active, renewing membership; true when it did. */
  private async pauseOn(
    { users, subscriptions }: SubscriptionsRepositories,
    userId: string | null,
    now: Date,
  ): Promise<boolean> {
    if (!userId) return false;
    await users.lockById(userId);
    const current = await subscriptions.findByUser(userId);
    if (!current || current.status !== 'active' || !current.autoRenew) return false;
    await subscriptions.update(current.id, { autoRenew: false }, now);
    return true;
  }

  private async resumeOn(
    { users, subscriptions }: SubscriptionsRepositories,
    disputes: DisputesRepository,
    dispute: DisputeRow,
    now: Date,
  ): Promise<void> {
    if (!dispute.renewalPaused) return;
    await disputes.setRenewalPaused(dispute.id, false, now);
    if (!dispute.userId || (await disputes.otherPausing(dispute.userId, dispute.id))) return;
    await users.lockById(dispute.userId);
    const current = await subscriptions.findByUser(dispute.userId);
    if (!current || current.status !== 'active' || current.autoRenew) return;
    await subscriptions.update(
      current.id,
      { autoRenew: true, nextRenewalAt: current.nextRenewalAt ?? current.currentPeriodEnd },
      now,
    );
  }

  /** Ends the member's membership now and forgets the card `signature`, here and at the provider. */
  private async loseOn(
    { users, subscriptions, paymentMethods, jobs }: SubscriptionsRepositories,
    scope: Scope,
    payment: PaymentRow,
    signature: string | null,
    now: Date,
  ): Promise<void> {
    const userId = payment.userId;
    if (!userId) return;
    await users.lockById(userId);
    for (const card of await paymentMethods.findByUser(userId)) {
      if (!signature || card.signature !== signature) continue;
      const authorizationCode = await paymentMethods.delete(userId, card.id);
      if (authorizationCode) await jobs.enqueue(deactivateAuthorizationJob, { authorizationCode }, now);
    }
    const current = await subscriptions.findByUser(userId);
    if (!current || current.status === 'expired') return;
    const state = stateOf(current);
    const endedAt = current.currentPeriodEnd < now ? current.currentPeriodEnd : now;
    await subscriptions.update(
      current.id,
      {
        ...expire(state),
        currentPeriodStart: current.currentPeriodStart < endedAt ? current.currentPeriodStart : endedAt,
        currentPeriodEnd: endedAt,
      },
      now,
    );
    await this.deps.events.endedOn(scope, userId, now);
  }
}
