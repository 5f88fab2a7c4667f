import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import type { Booking } from '@creators-archive/contract/studios/booking';
import type { Studio, StudioPhoto } from '@creators-archive/contract/studios/studio';

/** Studios and bookings as the API answers them, for the studio screens' tests. */

export function createStudioPhoto(overrides: Partial<StudioPhoto> = {}): StudioPhoto {
  return {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    alt: 'The daylight room with a white cyclorama',
    width: 1600,
    height: 900,
    thumbhash: 'W1cFJAoHk4VMp7oXh6iQjugIhw==',
    images: [640, 1280].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        url: `/media/studios/daylight-${width}.${format}`,
        width,
        height: Math.round((width * 900) / 1600),
        format,
      })),
    ),
    ...overrides,
  };
}

export function createStudio(overrides: Partial<Studio> = {}): Studio {
  return {
    id: '6f1e2d3c-4b5a-4697-8877-665544332211',
    name: 'Yaba Light Studio',
    city: 'Lagos',
    country: 'NG',
    timeZone: 'Africa/Lagos',
    description: 'A daylight studio for shoots, fittings and small recordings.',
    facilities: ['Cyclorama', 'Strobe kit'],
    memberPerk: '20% off every booking',
    openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '18:00' })),
    photos: [createStudioPhoto()],
    contactEmail: 'hello@yabalight.example',
    ...overrides,
  };
}

export function createBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    studio: {
      id: '6f1e2d3c-4b5a-4697-8877-665544332211',
      name: 'Yaba Light Studio',
      city: 'Lagos',
      country: 'NG',
      timeZone: 'Africa/Lagos',
    },
    date: '2026-05-12',
    startTime: '10:00',
    hours: 3,
    startsAt: '2026-05-12T09:00:00.000Z',
    endsAt: '2026-05-12T12:00:00.000Z',
    purpose: 'Lookbook shoot for the rainy-season collection',
    status: 'requested',
    adminNote: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    decidedAt: null,
    cancelledAt: null,
    cancelledBecause: null,
    cancellable: true,
    ...overrides,
  };
}

export function createAdminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    ...createBooking(),
    member: {
      id: '7a1f2c4e-0d3b-4c59-9f43-2b8d6f1e5a90',
      fullName: 'Amara Okafor',
      email: 'amara@example.com',
    },
    studioContactEmail: 'hello@yabalight.example',
    ...overrides,
  };
}
