import type { NewNotification } from './notifications.service';

/** A membership payment taken, or a renewal charge declined (which has no reference to show). */
export function paymentOutcome(
  userId: string,
  payment: { reference: string | null; amount: number; currency: string },
  outcome: 'taken' | 'failed',
): NewNotification {
  const { reference, amount, currency } = payment;
  return { userId, kind: 'payment', subject: { type: 'payment', reference, amount, currency, outcome } };
}

/** A member's membership ending at `endsAt`, named by their plan (`membership` when none is known). */
export function membershipEnding(
  member: { id: string; subscriptionPlan: string | null },
  endsAt: Date,
): NewNotification {
  const planName = member.subscriptionPlan ?? 'membership';
  return {
    userId: member.id,
    kind: 'membership_ending',
    subject: { type: 'membership', planName, endsAt: endsAt.toISOString() },
  };
}
