import type { Booking } from '@creators-archive/contract/studios/booking';

/**
 * A member's studio bookings for their page. The studios area does not exist yet: until it
 * exports `findMemberBookings`, a member has none to show, and this is the one place to wire it.
 */
export async function findMemberBookings(_userId: string): Promise<Booking[]> {
  return [];
}
