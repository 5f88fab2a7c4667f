import { ZConfirmBookingBody, ZDeclineBookingBody } from '@creators-archive/contract/admin/decide-booking';
import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { unwrap } from '../../../lib/query-client';
import { useConfirmBooking, useDeclineBooking } from '../api/decide-booking';
import { formatStudioDate } from '../studio-time';
import { BookingStatusBadge } from './booking-status-badge';
import { BookingTime } from './booking-time';

/** The admin's reasons for a cancellation, in the third person. */
const cancelledBecause = {
  member: 'Cancelled by the member',
  verification_lost: 'Cancelled because the member’s verification ended',
  subscription_ended: 'Cancelled because the member’s membership ended',
} as const;

type AdminBookingRowProps = { booking: AdminBooking; onDecided: () => void };

/** One booking in the queue: who asked, where, when and why, and deciding it while requested. */
export function AdminBookingRow({ booking, onDecided }: AdminBookingRowProps) {
  const confirm = useConfirmBooking();
  const decline = useDeclineBooking();
  const { member, studio } = booking;
  const when = `${studio.name} on ${formatStudioDate(booking.date)} at ${booking.startTime}`;

  return (
    <li aria-label={`${member.fullName}, ${when}`} className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
            <BookingStatusBadge status={booking.status} />
            {member.fullName}
            <a href={`mailto:${member.email}`} className="font-normal text-stone-700 underline">
              {member.email}
            </a>
          </p>
          <p className="text-sm text-stone-700">
            {studio.name}, {studio.city} ·{' '}
            <a href={`mailto:${booking.studioContactEmail}`} className="underline">
              {booking.studioContactEmail}
            </a>
          </p>
          <p className="text-sm text-stone-700">
            <BookingTime booking={booking} />
          </p>
        </div>
        {booking.status === 'requested' && (
          <div className="flex flex-wrap gap-2">
            <ReasonDialog
              trigger={<Button variant="secondary">Confirm</Button>}
              title={`Confirm ${member.fullName}’s booking?`}
              description={`${member.fullName} is e-mailed the confirmation for ${when}, with a calendar file and your note if you write one.`}
              schema={ZConfirmBookingBody.required()}
              name="note"
              label="Note (optional)"
              confirmLabel="Yes, confirm"
              onConfirm={async (note) => {
                unwrap(await confirm.mutateAsync({ id: booking.id, note }));
                notify.success(`Booking confirmed for ${member.fullName}`);
              }}
              onClosed={onDecided}
            />
            <ReasonDialog
              trigger={<Button variant="secondary">Decline</Button>}
              title={`Decline ${member.fullName}’s booking?`}
              description={`${member.fullName} is e-mailed that ${when} is declined, with your note.`}
              schema={ZDeclineBookingBody}
              name="note"
              label="Note to the member"
              confirmLabel="Yes, decline"
              onConfirm={async (note) => {
                unwrap(await decline.mutateAsync({ id: booking.id, note }));
                notify.success(`Booking declined for ${member.fullName}`);
              }}
              onClosed={onDecided}
            />
          </div>
        )}
      </div>
      <p className="text-sm text-stone-700">
        <span className="font-medium">Purpose:</span> {booking.purpose}
      </p>
      {booking.adminNote && (
        <p className="text-sm text-stone-700">
          <span className="font-medium">Note:</span> {booking.adminNote}
        </p>
      )}
      {booking.cancelledBecause && (
        <p className="text-sm text-stone-600">
          {cancelledBecause[booking.cancelledBecause]}
          {booking.cancelledAt && ` on ${formatDate(booking.cancelledAt)}`}.
        </p>
      )}
      <p className="text-xs text-stone-500">Asked on {formatDate(booking.createdAt)}</p>
    </li>
  );
}
