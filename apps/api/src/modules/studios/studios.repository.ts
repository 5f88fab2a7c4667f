import { and, asc, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  studioBookings,
  studioPhotos,
  studios,
  type StudioBookingRow,
  type StudioPhotoRow,
  type StudioRow,
} from '../../db/schema/studios';
import type { UserRow } from '../../db/schema/users';
import { members } from '../users';

export type NewStudio = typeof studios.$inferInsert;
export type NewStudioPhoto = typeof studioPhotos.$inferInsert;
export type NewBooking = Pick<
  typeof studioBookings.$inferInsert,
  'studioId' | 'userId' | 'localDate' | 'startTime' | 'hours' | 'startsAt' | 'endsAt' | 'purpose'
> & { createdAt: Date };

/** What a booking is shown with: the studio it is at. */
export type BookingStudio = Pick<StudioRow, 'id' | 'name' | 'city' | 'country' | 'timeZone' | 'contactEmail'>;
export type BookingWithStudio = StudioBookingRow & { studio: BookingStudio };
/** A booking with who asked, for admins. */
export type BookingWithMember = BookingWithStudio & {
  member: Pick<UserRow, 'id' | 'fullName' | 'email' | 'locale'>;
};

const studioColumns = {
  id: studios.id,
  name: studios.name,
  city: studios.city,
  country: studios.country,
  timeZone: studios.timeZone,
  contactEmail: studios.contactEmail,
};
const memberColumns = {
  id: members.id,
  fullName: members.fullName,
  email: members.email,
  locale: members.locale,
};
const open = inArray(studioBookings.status, ['requested', 'confirmed']);

/** Partner studios, their photos, and members' bookings of them. */
export class StudiosRepository {
  constructor(private readonly db: Database) {}

  async findStudios(): Promise<StudioRow[]> {
    return this.db.select().from(studios).orderBy(asc(studios.position), asc(studios.name));
  }

  async findStudioById(id: string): Promise<StudioRow | undefined> {
    const [row] = await this.db.select().from(studios).where(eq(studios.id, id));
    return row;
  }

  /** The studios' photos in their order. */
  async findPhotos(studioIds: string[]): Promise<StudioPhotoRow[]> {
    if (studioIds.length === 0) return [];
    return this.db
      .select()
      .from(studioPhotos)
      .where(inArray(studioPhotos.studioId, studioIds))
      .orderBy(asc(studioPhotos.position), asc(studioPhotos.createdAt));
  }

  async countStudios(): Promise<number> {
    return this.db.$count(studios);
  }

  async insertStudio(studio: NewStudio): Promise<StudioRow> {
    const [row] = await this.db.insert(studios).values(studio).returning();
    return row as StudioRow;
  }

  async insertPhoto(photo: NewStudioPhoto): Promise<void> {
    await this.db.insert(studioPhotos).values(photo);
  }

  async insertBooking(booking: NewBooking): Promise<StudioBookingRow> {
    const [row] = await this.db.insert(studioBookings).values(booking).returning();
    return row as StudioBookingRow;
  }

  /** The member's requested or confirmed bookings sharing a moment with the interval. */
  async findOpenOverlapping(
    userId: string,
    interval: { startsAt: Date; endsAt: Date },
  ): Promise<StudioBookingRow[]> {
    return this.db
      .select()
      .from(studioBookings)
      .where(
        and(
          eq(studioBookings.userId, userId),
          open,
          lt(studioBookings.startsAt, interval.endsAt),
          gt(studioBookings.endsAt, interval.startsAt),
        ),
      );
  }

  async findWithStudio(id: string): Promise<BookingWithStudio | undefined> {
    const [row] = await this.db
      .select({ booking: studioBookings, studio: studioColumns })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .where(eq(studioBookings.id, id));
    return row ? { ...row.booking, studio: row.studio } : undefined;
  }

  async findWithMember(id: string): Promise<BookingWithMember | undefined> {
    const [row] = await this.db
      .select({ booking: studioBookings, studio: studioColumns, member: memberColumns })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .innerJoin(members, eq(members.id, studioBookings.userId))
      .where(eq(studioBookings.id, id));
    return row ? { ...row.booking, studio: row.studio, member: row.member } : undefined;
  }

  /**
   * The booking with its studio and member, its row locked: the job that tells the studio and a
   * cancellation take turns, so a studio is told of a cancellation exactly when it was told of the
   * booking.
   */
  async lockWithMember(id: string): Promise<BookingWithMember | undefined> {
    const [row] = await this.db
      .select({ booking: studioBookings, studio: studioColumns, member: memberColumns })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .innerJoin(members, eq(members.id, studioBookings.userId))
      .where(eq(studioBookings.id, id))
      .for('update', { of: studioBookings });
    return row ? { ...row.booking, studio: row.studio, member: row.member } : undefined;
  }

  async markStudioTold(id: string, now: Date): Promise<void> {
    await this.db.update(studioBookings).set({ studioToldAt: now }).where(eq(studioBookings.id, id));
  }

  /** When the member made their latest bookings since `since`, newest first, at most `limit`. */
  async latestMadeBy(userId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.db
      .select({ at: studioBookings.createdAt })
      .from(studioBookings)
      .where(and(eq(studioBookings.userId, userId), gt(studioBookings.createdAt, since)))
      .orderBy(desc(studioBookings.createdAt))
      .limit(limit);
    return rows.map((row) => row.at);
  }

  /** When the member cancelled their own bookings since `since`, newest first, at most `limit`. */
  async latestCancelledBy(userId: string, since: Date, limit: number): Promise<Date[]> {
    const rows = await this.db
      .select({ at: studioBookings.cancelledAt })
      .from(studioBookings)
      .where(
        and(
          eq(studioBookings.userId, userId),
          eq(studioBookings.cancelledBecause, 'member'),
          gt(studioBookings.cancelledAt, since),
        ),
      )
      .orderBy(desc(studioBookings.cancelledAt))
      .limit(limit);
    return rows.flatMap((row) => (row.at ? [row.at] : []));
  }

  /** Every booking of the member, in no particular order. */
  async findByUser(userId: string): Promise<BookingWithStudio[]> {
    const rows = await this.db
      .select({ booking: studioBookings, studio: studioColumns })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .where(eq(studioBookings.userId, userId));
    return rows.map((row) => ({ ...row.booking, studio: row.studio }));
  }

  /** One status's bookings, soonest first, after a keyset position on (starts_at, id). */
  async findQueue(filter: {
    status: StudioBookingRow['status'];
    after?: { startsAt: Date; id: string } | undefined;
    limit: number;
  }): Promise<BookingWithMember[]> {
    const after = filter.after;
    const rows = await this.db
      .select({ booking: studioBookings, studio: studioColumns, member: memberColumns })
      .from(studioBookings)
      .innerJoin(studios, eq(studios.id, studioBookings.studioId))
      .innerJoin(members, eq(members.id, studioBookings.userId))
      .where(
        and(
          eq(studioBookings.status, filter.status),
          after
            ? or(
                gt(studioBookings.startsAt, after.startsAt),
                and(eq(studioBookings.startsAt, after.startsAt), gt(studioBookings.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(studioBookings.startsAt), asc(studioBookings.id))
      .limit(filter.limit);
    return rows.map((row) => ({ ...row.booking, studio: row.studio, member: row.member }));
  }

  /**
   * Cancels the member's booking if it is requested or confirmed and has not started: one
   * conditional update, so a cancel racing a decision or the start cannot both win.
   */
  async cancel(
    id: string,
    change: { userId: string; now: Date; because: NonNullable<StudioBookingRow['cancelledBecause']> },
  ): Promise<StudioBookingRow | undefined> {
    const [row] = await this.db
      .update(studioBookings)
      .set({ status: 'cancelled', cancelledAt: change.now, cancelledBecause: change.because })
      .where(
        and(
          eq(studioBookings.id, id),
          eq(studioBookings.userId, change.userId),
          open,
          gt(studioBookings.startsAt, change.now),
        ),
      )
      .returning();
    return row;
  }

  /** Cancels every requested or confirmed booking of the member that has not started. */
  async cancelFutureOf(
    userId: string,
    now: Date,
    because: NonNullable<StudioBookingRow['cancelledBecause']>,
  ): Promise<StudioBookingRow[]> {
    return this.db
      .update(studioBookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBecause: because })
      .where(and(eq(studioBookings.userId, userId), open, gt(studioBookings.startsAt, now)))
      .returning();
  }

  /**
   * Confirms or declines a booking if, and only if, it is still requested; a booking is confirmed
   * only before it starts.
   */
  async decide(
    id: string,
    decision: { status: 'confirmed' | 'declined'; note: string | null; decidedAt: Date; decidedBy: string },
  ): Promise<StudioBookingRow | undefined> {
    const [row] = await this.db
      .update(studioBookings)
      .set({
        status: decision.status,
        adminNote: decision.note,
        decidedAt: decision.decidedAt,
        decidedBy: decision.decidedBy,
      })
      .where(
        and(
          eq(studioBookings.id, id),
          eq(studioBookings.status, 'requested'),
          decision.status === 'confirmed' ? gt(studioBookings.startsAt, decision.decidedAt) : undefined,
        ),
      )
      .returning();
    return row;
  }
}
