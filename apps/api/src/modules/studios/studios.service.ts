import { randomUUID } from 'node:crypto';
import { ErrorReason } from '@creators-archive/contract';
import type { AdminBooking, FindBookingsQuery } from '@creators-archive/contract/admin/find-bookings';
import type { Booking } from '@creators-archive/contract/studios/booking';
import type { Studio } from '@creators-archive/contract/studios/studio';
import type { UserRow } from '../../db/schema';
import type { MemberRow } from '../users';
import type { Transaction } from '../../db/transactions';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { ImageWork } from '../../media';
import type { Storage } from '../../media/storage';
import { queueMail } from '../../mail/mail';
import { adminActing, type AuditActor } from '../audit';
import type { NotificationsService } from '../notifications';
import type { UsersRepository } from '../users';
import { bookingCalendarFile } from './booking-calendar';
import {
  bookingLimitReached,
  LIMIT_WINDOW_MS,
  nextAllowedAt,
  perDay,
  STUDIO_QUIET_MS,
  type LimitedBookingAction,
} from './booking-limits';
import { bookingMails, sessionOf, studioMailLocale } from './booking-mail';
import { checkBookingTime, type BookingRequest, type Unavailability } from './booking-times';
import { makeStudioPhoto } from './studio-photos';
import { tellStudioJob } from './studios.jobs';
import { inMemberOrder, toAdminBooking, toBooking, toStudio } from './studio-view';
import type { StudiosRepositories } from './studios-repositories';
import type { BookingWithStudio, NewStudio, NewStudioPhoto, StudiosRepository } from './studios.repository';
import { pageAddress } from '../../i18n/page-address';
import { reasonError } from '../../i18n/error-messages';

export type BookingAsked = BookingRequest & { purpose: string };

/** A studio to add with its photos, drawn only if they are needed. */
export type StudioToAdd = Omit<NewStudio, 'id' | 'createdAt' | 'position'> & {
  photos: { alt: string; image: () => Promise<Buffer> }[];
};

const unavailable: Record<Unavailability, string> = {
  no_such_date: 'There is no such date',
  past: 'Choose a time that has not started yet',
  beyond_horizon: 'That is further ahead than the studio takes bookings',
  closed: 'The studio is closed that day',
  outside_opening_hours: 'Book within the studio’s opening hours',
};

function verificationRequired() {
  return reasonError(403, ErrorReason.verificationRequired);
}

function bookingNotFound() {
  return reasonError(404, ErrorReason.bookingNotFound);
}

function hasActiveSubscription(user: MemberRow): boolean {
  // A cancelled subscription keeps its paid period; only an expired one (or none) ends access.
  return user.subscriptionStatus === 'active' || user.subscriptionStatus === 'cancelled';
}

/** A member's bookings as they see them: upcoming soonest first, then past ones newest first. */
export async function memberBookings(
  studios: Pick<StudiosRepository, 'findByUser'>,
  userId: string,
  now: Date,
): Promise<Booking[]> {
  return inMemberOrder(await studios.findByUser(userId), now).map((row) => toBooking(row, now));
}

/** Whether the booking still holds its time: requested or confirmed. */
function isOpen(booking: Pick<BookingWithStudio, 'status'>): boolean {
  return booking.status === 'requested' || booking.status === 'confirmed';
}

/**
 * TFB Studios: verified members see the partner studios and ask for time; admins confirm or
 * decline. A booking or a member's cancellation is made under the member's row lock, so their own
 * open bookings never overlap and their daily limits count every change, and every change is one
 * transaction with its e-mails (and audit entry, for admins). The studio is written to about a
 * booking only once it has stood for the quiet window, and about a cancellation only if it was
 * written to about the booking.
 */
export class StudiosService {
  constructor(
    private readonly deps: {
      studios: Pick<
        StudiosRepository,
        'findStudios' | 'findPhotos' | 'findByUser' | 'findQueue' | 'countStudios'
      >;
      users: Pick<UsersRepository, 'findById'>;
      transaction: Transaction<StudiosRepositories>;
      storage: Storage;
      images: ImageWork;
      notifications: Pick<NotificationsService, 'record'>;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** Where members see the studios and their bookings, in the member's language. */
  private studiosUrl(member: Pick<UserRow, 'locale'>) {
    return pageAddress(this.deps.publicUrl, '/account/tfb-studios', member.locale);
  }

  /** The member, refused unless verified: the badge is read from their row, not from the token. */
  private static verified(user: MemberRow | undefined): MemberRow {
    if (!user) throw AppError.unauthenticated();
    if (!user.verified) throw verificationRequired();
    return user;
  }

  async list(userId: string): Promise<Studio[]> {
    StudiosService.verified(await this.deps.users.findById(userId));
    const studios = await this.deps.studios.findStudios();
    const photos = await this.deps.studios.findPhotos(studios.map((studio) => studio.id));
    return studios.map((studio) =>
      toStudio(
        studio,
        photos.filter((photo) => photo.studioId === studio.id),
      ),
    );
  }

  /**
   * Adds the studios in this order, with their photos through the image pipeline, unless there
   * are studios already: seeding again changes nothing. Answers how many were added.
   */
  async addIfNone(studios: StudioToAdd[]): Promise<number> {
    if ((await this.deps.studios.countStudios()) > 0) return 0;
    const prepared: { studio: NewStudio; photos: NewStudioPhoto[] }[] = [];
    for (const [position, { photos, ...studio }] of studios.entries()) {
      const id = randomUUID();
      const photoRows: NewStudioPhoto[] = [];
      for (const [index, photo] of photos.entries()) {
        photoRows.push(
          await makeStudioPhoto(this.deps, id, {
            alt: photo.alt,
            data: await photo.image(),
            position: index,
          }),
        );
      }
      prepared.push({ studio: { ...studio, id, position }, photos: photoRows });
    }
    await this.deps.transaction(async ({ studios: repository }) => {
      for (const { studio, photos } of prepared) {
        await repository.insertStudio(studio);
        for (const photo of photos) await repository.insertPhoto(photo);
      }
    });
    return prepared.length;
  }

  async mine(userId: string): Promise<Booking[]> {
    return memberBookings(this.deps.studios, userId, this.deps.clock.now());
  }

  async book(userId: string, studioId: string, asked: BookingAsked): Promise<Booking> {
    return this.deps.transaction(async ({ studios, users, jobs }) => {
      const now = this.deps.clock.now();
      // The lock makes a member's bookings one after the other, so two overlapping requests sent
      // at once cannot both pass the overlap check below.
      const member = StudiosService.verified(await users.lockById(userId));
      if (!hasActiveSubscription(member)) {
        throw new AppError(403, ErrorReason.subscriptionRequired, 'TFB Studios are for members');
      }
      await StudiosService.withinDailyLimit(studios, 'bookings', userId, now);
      const studio = await studios.findStudioById(studioId);
      if (!studio) throw reasonError(404, ErrorReason.studioNotFound);
      const verdict = checkBookingTime(asked, studio, now);
      if (!verdict.ok) {
        throw new AppError(422, ErrorReason.bookingNotAvailable, unavailable[verdict.reason], {
          availability: verdict.reason,
        });
      }
      const [clash] = await studios.findOpenOverlapping(userId, verdict.times);
      if (clash) {
        throw reasonError(409, ErrorReason.bookingOverlap, {
          bookingId: clash.id,
        });
      }
      const row = await studios.insertBooking({
        studioId,
        userId,
        localDate: asked.date,
        startTime: asked.startTime,
        hours: asked.hours,
        ...verdict.times,
        purpose: asked.purpose,
        createdAt: now,
      });
      const booking = { ...row, studio };
      await jobs.enqueue(tellStudioJob, { bookingId: row.id }, now, {
        runAt: new Date(now.getTime() + STUDIO_QUIET_MS),
      });
      await queueMail(
        jobs,
        bookingMails(member.locale).bookingRequested(member.email, member.fullName, {
          session: sessionOf(booking),
          purpose: row.purpose,
          url: this.studiosUrl(member),
        }),
        now,
      );
      return toBooking(booking, now);
    });
  }

  /**
   * The member cancels their own requested or confirmed booking until it starts; the studio is
   * told if it was told of the booking.
   */
  async cancel(userId: string, id: string): Promise<Booking> {
    return this.deps.transaction(async ({ studios, users, jobs }) => {
      const now = this.deps.clock.now();
      const member = await users.lockById(userId);
      if (!member) throw AppError.unauthenticated();
      const found = await studios.findWithStudio(id);
      if (!found || found.userId !== userId) throw bookingNotFound();
      await StudiosService.withinDailyLimit(studios, 'cancellations', userId, now);
      const row = await studios.cancel(id, { userId, now, because: 'member' });
      if (!row) {
        throw new AppError(
          409,
          ErrorReason.bookingNotOpen,
          'This booking has started, ended or was cancelled',
        );
      }
      const booking = { ...row, studio: found.studio };
      // The cancel's update waited for the job telling the studio, if it was running: `row` says
      // whether the studio heard of the booking.
      if (!row.studioToldAt) return toBooking(booking, now);
      await queueMail(
        jobs,
        bookingMails(studioMailLocale).bookingsCancelledToStudio(
          booking.studio.contactEmail,
          booking.studio.name,
          {
            memberName: member.fullName,
            sessions: [sessionOf(booking)],
            because: 'member',
          },
        ),
        now,
      );
      return toBooking(booking, now);
    });
  }

  /**
   * Writes to the studio about the booking, once: the job queued with it runs this after the quiet
   * window. A booking no longer open (cancelled, declined) or already started is told nothing.
   */
  async tellStudio(bookingId: string): Promise<void> {
    await this.deps.transaction(async ({ studios, jobs }) => {
      const now = this.deps.clock.now();
      const booking = await studios.lockWithMember(bookingId);
      if (!booking || booking.studioToldAt || !isOpen(booking) || booking.startsAt <= now) return;
      await studios.markStudioTold(bookingId, now);
      await queueMail(
        jobs,
        bookingMails(studioMailLocale).bookingRequestedToStudio(
          booking.studio.contactEmail,
          booking.studio.name,
          {
            session: sessionOf(booking),
            memberName: booking.member.fullName,
            purpose: booking.purpose,
          },
        ),
        now,
      );
    });
  }

  /** Refuses with 429 and Retry-After once the member has reached the daily limit of `action`. */
  private static async withinDailyLimit(
    studios: Pick<StudiosRepository, 'latestMadeBy' | 'latestCancelledBy'>,
    action: LimitedBookingAction,
    userId: string,
    now: Date,
  ): Promise<void> {
    const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
    const limit = perDay[action];
    const latest =
      action === 'bookings'
        ? await studios.latestMadeBy(userId, since, limit)
        : await studios.latestCancelledBy(userId, since, limit);
    const retryAt = nextAllowedAt(latest, limit, now);
    if (retryAt) throw bookingLimitReached(action, retryAt, now);
  }

  async queue(query: FindBookingsQuery) {
    const now = this.deps.clock.now();
    const limit = Number(query.limit ?? 25);
    const after = decodeCursor(query.cursor);
    const rows = await this.deps.studios.findQueue({
      status: query.status ?? 'requested',
      after: after && { startsAt: after.createdAt, id: after.id },
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => toAdminBooking(row, now)),
      pagination: {
        limit,
        nextCursor:
          rows.length > limit && last ? encodeCursor({ createdAt: last.startsAt, id: last.id }) : null,
      },
    };
  }

  confirm(actor: AuditActor, id: string, note: string | undefined): Promise<AdminBooking> {
    return this.decide(actor, id, { status: 'confirmed', note: note || null });
  }

  decline(actor: AuditActor, id: string, note: string): Promise<AdminBooking> {
    return this.decide(actor, id, { status: 'declined', note });
  }

  /** One admin decision: the booking, its audit entry and the member's e-mail in one transaction. */
  private async decide(
    actor: AuditActor,
    id: string,
    decision: { status: 'confirmed' | 'declined'; note: string | null },
  ): Promise<AdminBooking> {
    return this.deps.transaction(async ({ studios, users, audit, jobs }, scope) => {
      const now = this.deps.clock.now();
      const admin = await adminActing(users, actor);
      const row = await studios.decide(id, { ...decision, decidedAt: now, decidedBy: admin.id });
      if (!row) {
        if (!(await studios.findWithStudio(id))) throw bookingNotFound();
        throw reasonError(409, ErrorReason.bookingNotOpen);
      }
      const booking = await studios.findWithMember(id);
      if (!booking) throw bookingNotFound();
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: decision.status === 'confirmed' ? 'booking.confirm' : 'booking.decline',
        targetType: 'studio_booking',
        targetId: booking.id,
        before: { status: 'requested', memberId: booking.userId, studioId: booking.studioId },
        after: {
          status: booking.status,
          memberId: booking.userId,
          studioId: booking.studioId,
          ...(decision.note !== null && { note: decision.note }),
        },
        clientAddress: actor.clientAddress,
        createdAt: now,
      });
      const member = booking.member;
      const message =
        decision.status === 'confirmed'
          ? {
              ...bookingMails(member.locale).bookingConfirmed(member.email, member.fullName, {
                session: sessionOf(booking),
                note: decision.note,
                url: this.studiosUrl(member),
              }),
              attachments: [bookingCalendarFile(booking, now)],
            }
          : bookingMails(member.locale).bookingDeclined(member.email, member.fullName, {
              session: sessionOf(booking),
              note: decision.note ?? '',
              url: this.studiosUrl(member),
            });
      await queueMail(jobs, message, now);
      await this.deps.notifications.record(scope, {
        userId: booking.userId,
        kind: 'booking',
        subject: {
          type: 'booking',
          id: booking.id,
          studioName: booking.studio.name,
          date: booking.localDate,
          startTime: booking.startTime,
          outcome: decision.status,
        },
      });
      return toAdminBooking(booking, now);
    });
  }
}
