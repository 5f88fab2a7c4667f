import type { BookingCancelledBecause, BookingStatus } from '@creators-archive/contract/studios/booking';
import type { MessageId } from '@creators-archive/i18n';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';

export const bookingStatusLabels: Record<BookingStatus, MessageId> = {
  requested: 'studios.status.requested',
  confirmed: 'studios.status.confirmed',
  declined: 'studios.status.declined',
  cancelled: 'studios.status.cancelled',
};

const tones: Record<BookingStatus, BadgeTone> = {
  requested: 'waiting',
  confirmed: 'good',
  declined: 'refused',
  cancelled: 'over',
};

/**
 * Why a booking was cancelled, as its member reads it, with the day when it is known:
 * `{ date }`, or `{ date: 'undated' }`.
 */
export const cancelledBecauseText: Record<BookingCancelledBecause, MessageId> = {
  member: 'studios.myBookings.cancelledBy.member',
  verification_lost: 'studios.myBookings.cancelledBy.verificationLost',
  subscription_ended: 'studios.myBookings.cancelledBy.subscriptionEnded',
  member_suspended: 'studios.myBookings.cancelledBy.memberSuspended',
};

/** A booking's state in words: Requested, Confirmed, Declined or Cancelled. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return <StatusBadge tone={tones[status]}>{t(bookingStatusLabels[status])}</StatusBadge>;
}
