import type { FastifyInstance } from 'fastify';
import type { Booking } from '@creators-archive/contract/studios/booking';
import type { Database } from '../../db/client';
import type { Scope } from '../../db/transactions';
import type { Infrastructure } from '../../infrastructure';
import type { JobQueue } from '../../jobs/job-queue';
import { imageWork } from '../../media';
import type { MembershipEvents } from '../billing';
import { UsersRepository } from '../users';
import type { NotificationsService } from '../notifications';
import type { BadgeChanges } from '../verification';
import { cancelFutureBookingsIn, type LostStanding } from './lost-standing';
import { tellStudioJob } from './studios.jobs';
import { StudiosRepository } from './studios.repository';
import { studiosRepositoriesOn } from './studios-repositories';
import { studiosRoutes } from './studios.routes';
import { memberBookings, StudiosService } from './studios.service';

export { toAdminBooking, toBooking } from './studio-view';
export type { BookingWithMember, BookingWithStudio } from './studios.repository';
export type { StudiosService, StudioToAdd } from './studios.service';

/** A member's bookings as they see them: upcoming soonest first, then past ones newest first. */
export async function findMemberBookings(db: Database, userId: string, now = new Date()): Promise<Booking[]> {
  return memberBookings(new StudiosRepository(db), userId, now);
}

/**
 * Cancels the member's requested and confirmed bookings that have not started, in the caller's
 * transaction (`scope`, with `jobs` queueing on it), when they stop being verified or their
 * membership ends; the member and each studio concerned are e-mailed. Answers how many were cancelled.
 */
export async function cancelFutureBookings(
  transaction: { scope: Scope; jobs: JobQueue },
  userId: string,
  because: LostStanding,
  now: Date,
): Promise<number> {
  const { db } = transaction.scope;
  const cancelled = await cancelFutureBookingsIn(
    { studios: new StudiosRepository(db), users: new UsersRepository(db), jobs: transaction.jobs },
    userId,
    because,
    now,
  );
  return cancelled.length;
}

/**
 * TFB Studios: partner studios verified members book by the hour on the studio's own clock;
 * admins confirm (the member gets a calendar file) or decline, each decision audited. Bookings
 * end when the member loses their badge or membership (told by the verification and billing
 * areas) or is suspended, through `cancelFutureBookings`. Members
 * book and cancel a few times a day at most, and the studio hears of a booking only once it has
 * stood for a few minutes (booking-limits.ts).
 */
export async function register(
  app: FastifyInstance,
  infrastructure: Infrastructure,
  needs: {
    membership: Pick<MembershipEvents, 'onMembershipEnded'>;
    badges: Pick<BadgeChanges, 'onBadgeLost'>;
    notifications: Pick<NotificationsService, 'record'>;
  },
) {
  const { config, db, transactions, storage, clock, jobs } = infrastructure;
  // Studio time is for verified members: what they had booked ahead ends with the badge or the
  // membership, in the transaction that ended it.
  const cancelling =
    (because: LostStanding) =>
    async (scope: Scope, userId: string, now: Date): Promise<void> => {
      await cancelFutureBookings({ scope, jobs: jobs.queueOn(scope) }, userId, because, now);
    };
  needs.membership.onMembershipEnded(cancelling('subscription_ended'));
  needs.badges.onBadgeLost(cancelling('verification_lost'));
  const studios = new StudiosService({
    studios: new StudiosRepository(db),
    users: new UsersRepository(db),
    transaction: transactions.over((scope) => studiosRepositoriesOn(scope, jobs)),
    storage,
    images: imageWork,
    notifications: needs.notifications,
    clock,
    publicUrl: config.publicUrl,
  });
  jobs.registry.add(tellStudioJob, ({ bookingId }) => studios.tellStudio(bookingId));
  await app.register(studiosRoutes, { studios });
  return { studios };
}
