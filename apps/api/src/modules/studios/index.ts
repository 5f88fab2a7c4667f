import type { Booking } from '@creators-archive/contract/studios/booking';
import type { Database } from '../../db/client';
import { inMemberOrder, toBooking } from './studio-view';
import { StudiosRepository } from './studios.repository';

export { toAdminBooking, toBooking } from './studio-view';
export type { BookingWithMember, BookingWithStudio } from './studios.repository';

/** A member's bookings as they see them: upcoming soonest first, then past ones newest first. */
export async function findMemberBookings(db: Database, userId: string, now = new Date()): Promise<Booking[]> {
  const rows = await new StudiosRepository(db).findByUser(userId);
  return inMemberOrder(rows, now).map((row) => toBooking(row, now));
}
