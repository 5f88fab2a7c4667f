import type { StudioBookingRow } from '../../db/schema';
import { queueMail } from '../../mail/mail';
import { bookingMails, sessionOf, studioMailLocale } from './booking-mail';
import type { StudiosRepositories } from './studios-repositories';
import type { BookingStudio } from './studios.repository';

/** Why a member's upcoming bookings end without them asking. */
export type LostStanding = 'verification_lost' | 'subscription_ended' | 'member_suspended';

/**
 * Cancels the member's requested and confirmed bookings that have not started, because they are
 * no longer verified or no longer a member, and queues one e-mail to them listing the sessions and
 * one to each studio concerned; a studio never told of a booking (still within its quiet window) is
 * not told of its end. Runs in the caller's transaction, under the member's row lock, so a booking
 * being made at the same moment is either seen and cancelled or refused.
 */
export async function cancelFutureBookingsIn(
  { studios, users, jobs }: Pick<StudiosRepositories, 'studios' | 'users' | 'jobs'>,
  userId: string,
  because: LostStanding,
  now: Date,
): Promise<StudioBookingRow[]> {
  const member = await users.lockById(userId);
  if (!member) return [];
  const cancelled = await studios.cancelFutureOf(userId, now, because);
  if (cancelled.length === 0) return [];
  const studioById = new Map<string, BookingStudio>(
    (await studios.findStudios()).map((studio) => [studio.id, studio]),
  );
  const bookings = cancelled
    .flatMap((row) => {
      const studio = studioById.get(row.studioId);
      return studio ? [{ ...row, studio }] : [];
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  await queueMail(
    jobs,
    bookingMails(member.locale).bookingsCancelled(member.email, member.fullName, {
      sessions: bookings.map(sessionOf),
      because,
    }),
    now,
  );
  const toldStudios = bookings.filter((booking) => booking.studioToldAt);
  for (const studio of new Map(toldStudios.map((booking) => [booking.studio.id, booking.studio])).values()) {
    await queueMail(
      jobs,
      bookingMails(studioMailLocale).bookingsCancelledToStudio(studio.contactEmail, studio.name, {
        memberName: member.fullName,
        sessions: toldStudios.filter((booking) => booking.studio.id === studio.id).map(sessionOf),
        because,
      }),
      now,
    );
  }
  return cancelled;
}
