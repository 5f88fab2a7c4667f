import type { BookingCancelledBecause, BookingStatus } from '@creators-archive/contract/studios/booking';

const badges: Record<BookingStatus, { label: string; className: string }> = {
  requested: { label: 'Requested', className: 'bg-amber-100 text-amber-800' },
  confirmed: { label: 'Confirmed', className: 'bg-emerald-100 text-emerald-800' },
  declined: { label: 'Declined', className: 'bg-red-100 text-red-800' },
  cancelled: { label: 'Cancelled', className: 'bg-stone-200 text-stone-700' },
};

export const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: badges.requested.label,
  confirmed: badges.confirmed.label,
  declined: badges.declined.label,
  cancelled: badges.cancelled.label,
};

/** Why a booking was cancelled, as its member reads it. */
export const cancelledBecauseText: Record<BookingCancelledBecause, string> = {
  member: 'Cancelled by you',
  verification_lost: 'Cancelled because your verification ended',
  subscription_ended: 'Cancelled because your membership ended',
};

/** A booking's state in words: Requested, Confirmed, Declined or Cancelled. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const badge = badges[status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}>{badge.label}</span>
  );
}
