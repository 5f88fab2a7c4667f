import type { BookingStatus } from '@creators-archive/contract/studios/booking';
import type { VerificationStatus } from '@creators-archive/contract/verification/verification-request';
import { formatDate } from '../../../lib/dates';
import type { AdminMember } from '../api/get-member';
import { Panel } from './panel';
import { Cell, SimpleTable } from '../../../components/ui/simple-table';

const verificationStatusLabels: Record<VerificationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The member's applications to the vetted program, newest first, with a rejection's reason. */
export function MemberVerificationHistory({ requests }: { requests: AdminMember['verificationRequests'] }) {
  return (
    <Panel title="Verification history">
      {requests.length === 0 ? (
        <p className="text-sm text-stone-600">Never applied.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {requests.map((request) => (
            <li key={request.id} className="space-y-1 py-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-stone-900">
                <span className="font-medium">{verificationStatusLabels[request.status]}</span>
                <span>Sent {formatDate(request.submittedAt)}</span>
                {request.decidedAt && (
                  <span className="text-stone-600">· Decided {formatDate(request.decidedAt)}</span>
                )}
              </p>
              {request.reason && (
                <p className="text-stone-700">
                  <span className="font-medium">Reason:</span> {request.reason}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const bookingStatusLabels: Record<BookingStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The member's studio bookings, at the studio's own date and time. */
export function MemberBookings({ bookings }: { bookings: AdminMember['bookings'] }) {
  return (
    <Panel title="Bookings">
      {bookings.length === 0 ? (
        <p className="text-sm text-stone-600">No bookings.</p>
      ) : (
        <SimpleTable
          columns={[{ label: 'Studio' }, { label: 'When' }, { label: 'Purpose' }, { label: 'Status' }]}
        >
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <Cell>
                {booking.studio.name}
                <span className="block text-xs text-stone-500">{booking.studio.city}</span>
              </Cell>
              <Cell>
                {booking.date} {booking.startTime}, {booking.hours} {booking.hours === 1 ? 'hour' : 'hours'}
              </Cell>
              <Cell>{booking.purpose}</Cell>
              <Cell>{bookingStatusLabels[booking.status]}</Cell>
            </tr>
          ))}
        </SimpleTable>
      )}
    </Panel>
  );
}
