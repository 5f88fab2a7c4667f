import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import type { Booking } from '@creators-archive/contract/studios/booking';
import type { Studio } from '@creators-archive/contract/studios/studio';
import type { StudioPhotoRow, StudioRow } from '../../db/schema';
import { toPortfolioImages } from '../portfolio';
import type { BookingWithMember, BookingWithStudio } from './studios.repository';

export function toStudio(row: StudioRow, photos: StudioPhotoRow[]): Studio {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    timeZone: row.timeZone,
    description: row.description,
    facilities: row.facilities,
    memberPerk: row.memberPerk,
    openingHours: [...row.openingHours].sort((a, b) => a.day - b.day),
    photos: photos.map((photo) => ({
      id: photo.id,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      thumbhash: photo.thumbhash,
      images: toPortfolioImages(photo.variants),
    })),
    contactEmail: row.contactEmail,
  };
}

/** Whether the member may still cancel: requested or confirmed, and not yet started. */
export function isCancellable(row: Pick<BookingWithStudio, 'status' | 'startsAt'>, now: Date): boolean {
  return (row.status === 'requested' || row.status === 'confirmed') && row.startsAt > now;
}

/** A booking as its member sees it; `now` decides whether it can still be cancelled. */
export function toBooking(row: BookingWithStudio, now: Date): Booking {
  return {
    id: row.id,
    studio: {
      id: row.studio.id,
      name: row.studio.name,
      city: row.studio.city,
      country: row.studio.country,
      timeZone: row.studio.timeZone,
    },
    date: row.localDate,
    startTime: row.startTime,
    hours: row.hours,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    purpose: row.purpose,
    status: row.status,
    adminNote: row.adminNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBecause: row.cancelledBecause,
    cancellable: isCancellable(row, now),
  };
}

export function toAdminBooking(row: BookingWithMember, now: Date): AdminBooking {
  return { ...toBooking(row, now), member: row.member, studioContactEmail: row.studio.contactEmail };
}

/** Upcoming bookings soonest first, then the ones that have started or passed, newest first. */
export function inMemberOrder<T extends Pick<BookingWithStudio, 'startsAt' | 'id'>>(
  rows: T[],
  now: Date,
): T[] {
  const upcoming = rows.filter((row) => row.startsAt > now);
  const past = rows.filter((row) => row.startsAt <= now);
  const byStart = (a: T, b: T) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id);
  return [...upcoming.sort(byStart), ...past.sort((a, b) => byStart(b, a))];
}
