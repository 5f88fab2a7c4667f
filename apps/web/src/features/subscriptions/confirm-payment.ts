import type { Envelope, MySubscription, SubscriptionStatus } from '@creators-archive/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageLanguage } from '../../i18n/i18n';
import { translator } from '../../i18n/use-t';
import { notify } from '../../lib/notify';
import { pollWithBackoff, type PollOutcome } from '../../lib/poll';
import { adoptSession, getSession, refreshCurrentUser } from '../../lib/session';
import { pollMySubscription } from './api/get-my-subscription';
import { verifyPayment, type VerifyPaymentResult } from './api/verify-payment';
import { claimFor, dropClaim } from './checkout-claim';
import { membershipChanged } from './membership-changed';

/** The query parameter the provider sends back with the payment: `reference`, or Paystack's `trxref`. */
export function referenceFrom(search: URLSearchParams): string | null {
  return search.get('reference')?.trim() || search.get('trxref')?.trim() || null;
}

/** What /join/success is told by the payment's confirmation (it reads the membership itself when signed in). */
export type JoinSuccessState = { subscription: MySubscription | null; signInRequired: boolean };

/**
 * A payment started on the join page, verified until it is decided (at most 10 asks, backing off).
 * A success that made a visitor's account answers its session once: it is stored here, so the
 * visitor is signed in whatever the screen does next. A member who paid is read again so the
 * sidebar shows the membership.
 */
export function confirmJoinPayment(
  reference: string,
  isWanted: () => boolean,
): Promise<PollOutcome<VerifyPaymentResult>> {
  return pollWithBackoff(
    async () => {
      const response = await verifyPayment(reference, claimFor(reference));
      if (!response.success || response.data.status === 'pending') return response;
      dropClaim(reference);
      if (response.data.status === 'success') {
        if (response.data.session) adoptSession(response.data.session);
        else if (getSession().status === 'signed-in') await refreshCurrentUser();
      }
      return response;
    },
    (result) => result.status !== 'pending',
    { isWanted },
  );
}

export type BillingPayment =
  | { status: 'paid'; payment: VerifyPaymentResult; subscription: MySubscription | null }
  | { status: 'failed' | 'abandoned'; payment: VerifyPaymentResult };

type BillingStep = BillingPayment | { status: 'pending' };

const settledStatuses: readonly SubscriptionStatus[] = ['active', 'cancelled', 'expired'];

/**
 * A payment started on the billing page: verified first (which fulfils it), then the membership
 * is read until it is active, cancelled or expired, in one budget of 10 asks backing off from
 * 200 ms. A card check needs no membership: it is done once the payment is. Once settled the
 * member and the billing page's data are read again and a toast says what happened.
 */
export async function confirmBillingPayment(
  reference: string,
  isWanted: () => boolean,
  client: QueryClient,
): Promise<PollOutcome<BillingPayment>> {
  let paid: VerifyPaymentResult | null = null;
  const outcome = await pollWithBackoff(
    async (): Promise<Envelope<BillingStep>> => {
      if (paid === null) {
        const verified = await verifyPayment(reference);
        if (!verified.success) return verified;
        const payment = verified.data;
        if (payment.status === 'pending') return { success: true, data: { status: 'pending' } };
        if (payment.status !== 'success') return { success: true, data: { status: payment.status, payment } };
        paid = payment;
        if (payment.purpose === 'card_check') {
          return { success: true, data: { status: 'paid', payment, subscription: payment.subscription } };
        }
      }
      const membership = await pollMySubscription();
      if (!membership.success) return membership;
      const subscription = membership.data;
      return subscription && settledStatuses.includes(subscription.status)
        ? { success: true, data: { status: 'paid', payment: paid, subscription } }
        : { success: true, data: { status: 'pending' } };
    },
    (step): step is BillingPayment => step.status !== 'pending',
    { isWanted },
  );
  if (outcome.kind === 'settled' && outcome.value.status === 'paid') {
    await membershipChanged(client);
    const t = translator(pageLanguage());
    notify.success(
      outcome.value.payment.purpose === 'card_check'
        ? t('subscriptions.payment.cardSaved')
        : t('subscriptions.payment.confirmed'),
    );
  }
  return outcome;
}
