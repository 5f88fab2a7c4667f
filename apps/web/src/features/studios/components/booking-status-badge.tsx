import type { BookingCancelledBecause, BookingStatus } from '@creators-archive/contract/studios/booking';
import { StatusBadge, type BadgeTone } from '../../../components/ui/status-badge';

export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

const tones: Record<BookingStatus, BadgeTone> = {
  requested: 'waiting',
  confirmed: 'good',
  declined: 'refused',
  cancelled: 'over',
};

/** Why a booking was cancelled, as its member reads it. */
export const cancelledBecauseText: Record<BookingCancelledBecause, string> = {
  member: 'Cancelled by you',
  verification_lost: 'Cancelled because your verification ended',
  subscription_ended: 'Cancelled because your membership ended',
};

/** A booking's state in words: Requested, Confirmed, Declined or Cancelled. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <StatusBadge tone={tones[status]}>{bookingStatusLabels[status]}</StatusBadge>;
}
