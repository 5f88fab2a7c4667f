import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderRefused, PaymentProviderUnavailable } from '../../payments/provider';
import type { PaymentSettlement } from './payment-settlement';
import type { PaymentsRepository } from './payments.repository';
import { addDays } from './subscription-state';

const minuteMs = 60 * 1000;
/** Payments asked about per pass; the rest wait for the next one. */
const BATCH = 500;
/** Checkouts younger than this that nobody settled are asked about; older ones are left. */
export const RECONCILE_WITHIN_DAYS = 2;
/**
 * How long reconciliation waits before asking about an unsettled payment again, after its first,
 * second, third… unanswered ask; the last wait repeats. The first ask comes `FIRST_CHECK_MINUTES`
 * after the checkout opened.
 */
const LONGEST_BACKOFF_MINUTES = 360;
const CHECK_BACKOFF_MINUTES = [15, 60, LONGEST_BACKOFF_MINUTES];

/** When to ask again about a payment asked about `checks` times already, this ask included (1 or more). */
function nextCheckAt(checks: number, now: Date): Date {
  const wait =
    CHECK_BACKOFF_MINUTES[Math.min(checks, CHECK_BACKOFF_MINUTES.length) - 1] ?? LONGEST_BACKOFF_MINUTES;
  return new Date(now.getTime() + wait * minuteMs);
}

/**
 * Asks the provider about checkouts left unsettled, so a payment nobody reported is still
 * granted: the newest due first, each asked again less and less often, and none asked again once
 * the provider calls it abandoned after its checkout's end (the settle step closes it).
 */
export async function reconcileUnsettled(
  deps: {
    payments: Pick<PaymentsRepository, 'findDueForCheck' | 'deferCheck'>;
    settlement: Pick<PaymentSettlement, 'verifyAndSettle'>;
    log: FastifyBaseLogger;
  },
  now: Date,
  keepGoing: () => Promise<boolean>,
): Promise<number> {
  const due = await deps.payments.findDueForCheck(now, addDays(now, -RECONCILE_WITHIN_DAYS), BATCH);
  let fulfilled = 0;
  for (const payment of due) {
    if (!(await keepGoing())) return fulfilled;
    try {
      const settled = await deps.settlement.verifyAndSettle(payment.reference);
      if (settled?.fulfilledNow) fulfilled += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable || error instanceof PaymentProviderRefused))
        throw error;
      deps.log.warn(
        { reference: payment.reference, err: error },
        'an unsettled payment could not be verified',
      );
    }
    // Changes nothing for a payment the settle step fulfilled, refused or closed.
    await deps.payments.deferCheck(payment.reference, nextCheckAt(payment.checks + 1, now), now);
  }
  return fulfilled;
}
