import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@creators-archive/contract/admin/find-audit-entries';
import type { AdminBooking } from '@creators-archive/contract/admin/find-bookings';
import type { Booking } from '@creators-archive/contract/studios/booking';
import {
  BOOKING_CANCELLATIONS_PER_DAY,
  BOOKING_HORIZON_DAYS,
  BOOKINGS_PER_DAY,
} from '@creators-archive/contract/studios/booking-rules';
import type { Studio } from '@creators-archive/contract/studios/studio';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer, type ReceivedMail } from '@creators-archive/test-support/smtp-server';
import { payments, studioBookings, studios, users, type OpeningHoursRow } from '../src/db/schema';
import { demoStudios } from '../src/demo/demo-studios';
import { findMemberBookings } from '../src/modules/studios';
import { UsersRepository } from '../src/modules/users';
import { STUDIO_QUIET_MS } from '../src/modules/studios/booking-limits';
import { ADMIN_PASSWORD, adminWithFactor, passFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { mailTo, payInSandbox, seedPlans, signedIn, startCheckout, verify } from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';
const dayMs = 24 * 60 * 60 * 1000;
const everyDay = (opens: string, closes: string): OpeningHoursRow[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens, closes }));

/** The text/calendar attachment of a message, decoded. */
function calendarAttachment(message: ReceivedMail): string | undefined {
  for (const part of message.raw.split(/\r?\n--/)) {
    if (!/^Content-Type: text\/calendar/im.test(part)) continue;
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return undefined;
}

describe.each(databaseKinds)('TFB Studios on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let admin: Awaited<ReturnType<typeof adminWithFactor>>;
  let lagos: { id: string; contactEmail: string };
  let nairobi: { id: string; contactEmail: string };
  let accraWeekdays: { id: string; contactEmail: string };
  let demoStudiosAdded: number;
  const app = () => testApp.app;
  const db = () => testApp.database.db;

  async function addStudio(values: {
    name: string;
    city: string;
    country: string;
    timeZone: string;
    openingHours: OpeningHoursRow[];
  }) {
    const contactEmail = `bookings-${randomUUID()}@studio.example`;
    const [row] = await db()
      .insert(studios)
      .values({ ...values, description: 'A room with light.', memberPerk: '10% off', contactEmail })
      .returning({ id: studios.id });
    return { id: row!.id, contactEmail };
  }

  async function subscribedMember() {
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    return member;
  }

  async function verifiedMember() {
    const member = await subscribedMember();
    await db().update(users).set({ verified: true }).where(eq(users.id, member.user.id));
    return member;
  }

  function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
    return app().inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  }

  /** The studio's calendar date `days` from now (in UTC; far enough ahead that zones agree it is future). */
  const dateIn = (days: number) =>
    new Date(testApp.clock.now().getTime() + days * dayMs).toISOString().slice(0, 10);

  function book(token: string, studioId: string, body: Record<string, unknown>) {
    return call(token, 'POST', `/v1/studios/${studioId}/bookings`, {
      purpose: 'Shooting a lookbook for a new collection',
      ...body,
    });
  }

  async function booked(response: LightMyRequestResponse): Promise<Booking> {
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Booking;
  }

  async function delivered(): Promise<ReceivedMail[]> {
    await app().jobWorker.drain();
    return smtp.received;
  }

  /**
   * Moves the clock past the quiet window, after which the studio is told of the bookings still
   * open; the admin signs in again, as their access token would have expired after a few windows.
   */
  async function afterTheQuietWindow() {
    testApp.clock.advance(STUDIO_QUIET_MS + 1_000);
    const session = await signedIn(app(), admin.email, ADMIN_PASSWORD);
    admin.token = await passFactor(testApp, session.access_token, admin.factorId, admin.secret);
  }

  async function auditOf(action: string, targetId: string): Promise<AuditEntry[]> {
    const response = await call(admin.token, 'GET', `/v1/admin/audit?action=${action}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as AuditEntry[]).filter((entry) => entry.targetId === targetId);
  }

  async function statusOf(bookingId: string) {
    const [row] = await db().select().from(studioBookings).where(eq(studioBookings.id, bookingId));
    return { status: row?.status, cancelledBecause: row?.cancelledBecause };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { PUBLIC_URL, SMTP_URL: smtp.url });
    ({ monthly } = await seedPlans(app()));
    admin = await adminWithFactor(testApp);
    demoStudiosAdded = await app().services.studios.addIfNone(demoStudios);
    lagos = await addStudio({
      name: 'Ile Light Studio',
      city: 'Lagos',
      country: 'NG',
      timeZone: 'Africa/Lagos',
      openingHours: everyDay('08:00', '20:00'),
    });
    nairobi = await addStudio({
      name: 'Nyayo Light Room',
      city: 'Nairobi',
      country: 'KE',
      timeZone: 'Africa/Nairobi',
      openingHours: everyDay('08:00', '20:00'),
    });
    accraWeekdays = await addStudio({
      name: 'Osu Print Room',
      city: 'Accra',
      country: 'GH',
      timeZone: 'Africa/Accra',
      openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  describe('the studio list', () => {
    it('answers 401 to a visitor, 403 VERIFICATION_REQUIRED to a member without the badge, and the studios to a verified member', async () => {
      expectErrorEnvelope(await app().inject({ method: 'GET', url: '/v1/studios' }), 401, 'UNAUTHENTICATED');
      const member = await subscribedMember();
      expectErrorEnvelope(
        await call(member.access_token, 'GET', '/v1/studios'),
        403,
        'VERIFICATION_REQUIRED',
      );

      const verifiedOne = await verifiedMember();
      const response = await call(verifiedOne.access_token, 'GET', '/v1/studios');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const listed = response.json().data as Studio[];
      expect(listed.find((studio) => studio.id === lagos.id)).toMatchObject({
        name: 'Ile Light Studio',
        city: 'Lagos',
        country: 'NG',
        timeZone: 'Africa/Lagos',
        contactEmail: lagos.contactEmail,
        photos: [],
      });
      expect(
        listed.find((studio) => studio.id === accraWeekdays.id)?.openingHours.map((row) => row.day),
      ).toEqual([1, 2, 3, 4, 5]);
    });

    it('shows the demo studios in several countries with photos made by the image pipeline, seeded once', async () => {
      expect(demoStudiosAdded).toBe(demoStudios.length);
      expect(await app().services.studios.addIfNone(demoStudios)).toBe(0);
      const member = await verifiedMember();
      const listed = (await call(member.access_token, 'GET', '/v1/studios')).json().data as Studio[];
      const demo = listed.filter((studio) => demoStudios.some((seeded) => seeded.name === studio.name));
      expect(demo.map((studio) => studio.name)).toEqual(demoStudios.map((studio) => studio.name));
      expect(new Set(demo.map((studio) => studio.country)).size).toBeGreaterThanOrEqual(3);
      for (const studio of demo) {
        expect(studio.photos.length).toBeGreaterThan(0);
        for (const photo of studio.photos) {
          expect(photo.thumbhash).toEqual(expect.any(String));
          expect(new Set(photo.images.map((image) => image.format))).toEqual(new Set(['avif', 'webp']));
          expect(new Set(photo.images.map((image) => image.width)).size).toBeGreaterThan(1);
        }
      }
      const image = demo[0]!.photos[0]!.images.at(-1)!;
      const served = await app().inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${image.format}`);
    });

    it('reads the badge from the member’s row, not from their token', async () => {
      const member = await verifiedMember();
      await db().update(users).set({ verified: false }).where(eq(users.id, member.user.id));
      expectErrorEnvelope(
        await call(member.access_token, 'GET', '/v1/studios'),
        403,
        'VERIFICATION_REQUIRED',
      );
      expectErrorEnvelope(
        await book(member.access_token, lagos.id, { date: dateIn(5), startTime: '10:00', hours: 2 }),
        403,
        'VERIFICATION_REQUIRED',
      );
    });
  });

  describe('asking for studio time', () => {
    it('stores the request on the studio’s clock and e-mails the studio and the member', async () => {
      const member = await verifiedMember();
      const date = dateIn(7);
      const booking = await booked(
        await book(member.access_token, lagos.id, { date, startTime: '10:00', hours: 2 }),
      );
      expect(booking).toMatchObject({
        studio: { id: lagos.id, timeZone: 'Africa/Lagos' },
        date,
        startTime: '10:00',
        hours: 2,
        // Lagos is an hour ahead of UTC all year.
        startsAt: `${date}T09:00:00.000Z`,
        endsAt: `${date}T11:00:00.000Z`,
        status: 'requested',
        cancellable: true,
        cancelledBecause: null,
      });

      const received = await delivered();
      // The studio hears of it once it has stood for the quiet window.
      expect(mailTo(received, lagos.contactEmail)).toHaveLength(0);
      await afterTheQuietWindow();
      const toStudio = mailTo(await delivered(), lagos.contactEmail);
      expect(toStudio).toHaveLength(1);
      expect(toStudio[0]?.text).toContain(member.user.fullName);
      expect(toStudio[0]?.text).toContain('Shooting a lookbook for a new collection');
      expect(toStudio[0]?.text).toContain('10:00');
      const toMember = mailTo(received, member.user.email);
      expect(toMember.map((message) => message.subject)).toContain('Your request for Ile Light Studio');

      const mine = await call(member.access_token, 'GET', '/v1/studios/bookings/me');
      expect(mine.statusCode, mine.body).toBe(200);
      expect((mine.json().data as Booking[]).map((item) => item.id)).toEqual([booking.id]);
      expect(await findMemberBookings(db(), member.user.id, testApp.clock.now())).toEqual([booking]);
    });

    it('refuses bodies that do not follow the contract with the validation envelope', async () => {
      const member = await verifiedMember();
      const date = dateIn(7);
      for (const [body, field] of [
        [{ date: '7 December', startTime: '10:00', hours: 2 }, 'date'],
        [{ date, startTime: '25:00', hours: 2 }, 'startTime'],
        [{ date, startTime: '10:15', hours: 2 }, 'startTime'],
        [{ date, startTime: '10:00', hours: 0 }, 'hours'],
        [{ date, startTime: '10:00', hours: 9 }, 'hours'],
        [{ date, startTime: '10:00', hours: 2, purpose: '   ' }, 'purpose'],
      ] as const) {
        const refused = expectErrorEnvelope(
          await book(member.access_token, lagos.id, body),
          400,
          'VALIDATION_FAILED',
        );
        expect(Object.keys(refused.error.details.fields ?? {})).toContain(field);
      }
      expectErrorEnvelope(
        await book(member.access_token, randomUUID(), { date, startTime: '10:00', hours: 2 }),
        404,
        'STUDIO_NOT_FOUND',
      );
    });

    it('answers 422 BOOKING_NOT_AVAILABLE to a past, too distant, closed or out-of-hours time', async () => {
      const member = await verifiedMember();
      const refusedFor = async (studioId: string, body: Record<string, unknown>) =>
        expectErrorEnvelope(await book(member.access_token, studioId, body), 422, 'BOOKING_NOT_AVAILABLE')
          .error.details.availability;

      expect(await refusedFor(lagos.id, { date: dateIn(-2), startTime: '10:00', hours: 1 })).toBe('past');
      expect(
        await refusedFor(lagos.id, { date: dateIn(BOOKING_HORIZON_DAYS + 2), startTime: '10:00', hours: 1 }),
      ).toBe('beyond_horizon');
      expect(await refusedFor(lagos.id, { date: dateIn(7), startTime: '07:30', hours: 2 })).toBe(
        'outside_opening_hours',
      );
      expect(await refusedFor(lagos.id, { date: dateIn(7), startTime: '19:00', hours: 2 })).toBe(
        'outside_opening_hours',
      );
      const sunday = [3, 4, 5, 6, 7, 8, 9]
        .map(dateIn)
        .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0);
      expect(await refusedFor(accraWeekdays.id, { date: sunday, startTime: '10:00', hours: 1 })).toBe(
        'closed',
      );
      // Ending exactly at closing is fine.
      await booked(
        await book(member.access_token, lagos.id, { date: dateIn(7), startTime: '18:00', hours: 2 }),
      );
    });

    it('answers 409 BOOKING_OVERLAP to a time overlapping the member’s own open booking, across time zones', async () => {
      const member = await verifiedMember();
      const date = dateIn(9);
      // 10:00–12:00 in Lagos is 09:00–11:00 UTC; 11:00–13:00 in Nairobi is 08:00–10:00 UTC.
      const first = await booked(
        await book(member.access_token, lagos.id, { date, startTime: '10:00', hours: 2 }),
      );
      const clash = expectErrorEnvelope(
        await book(member.access_token, nairobi.id, { date, startTime: '11:00', hours: 2 }),
        409,
        'BOOKING_OVERLAP',
      );
      expect(clash.error.details.bookingId).toBe(first.id);
      // 13:00–14:00 in Nairobi is 10:00–11:00 UTC: inside the Lagos session although its clock reads later.
      expectErrorEnvelope(
        await book(member.access_token, nairobi.id, { date, startTime: '13:00', hours: 1 }),
        409,
        'BOOKING_OVERLAP',
      );
      // 14:00 in Nairobi is 11:00 UTC, as the Lagos session ends.
      await booked(await book(member.access_token, nairobi.id, { date, startTime: '14:00', hours: 1 }));
      // Another member's booking at the same time is theirs alone.
      const other = await verifiedMember();
      await booked(await book(other.access_token, lagos.id, { date, startTime: '10:00', hours: 2 }));
      // A cancelled booking frees its time.
      expect(
        (await call(member.access_token, 'POST', `/v1/studios/bookings/${first.id}/cancel`)).statusCode,
      ).toBe(200);
      await booked(await book(member.access_token, nairobi.id, { date, startTime: '11:00', hours: 2 }));
    });

    it('takes one of two overlapping requests sent at once and refuses the other', async () => {
      const member = await verifiedMember();
      const date = dateIn(11);
      const responses = await Promise.all([
        book(member.access_token, lagos.id, { date, startTime: '10:00', hours: 3 }),
        book(member.access_token, nairobi.id, { date, startTime: '13:00', hours: 3 }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const open = await db().select().from(studioBookings).where(eq(studioBookings.userId, member.user.id));
      expect(open).toHaveLength(1);
    });
  });

  describe('cancelling', () => {
    it('lets the member cancel until the booking starts, tells the studio, and hides other members’ bookings', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, nairobi.id, { date: dateIn(4), startTime: '09:00', hours: 1 }),
      );
      const other = await verifiedMember();
      expectErrorEnvelope(
        await call(other.access_token, 'POST', `/v1/studios/bookings/${booking.id}/cancel`),
        404,
        'BOOKING_NOT_FOUND',
      );
      await afterTheQuietWindow();
      await delivered();
      const before = mailTo(smtp.received, nairobi.contactEmail).length;
      expect(before).toBeGreaterThan(0);

      const cancelled = await call(member.access_token, 'POST', `/v1/studios/bookings/${booking.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data).toMatchObject({
        status: 'cancelled',
        cancelledBecause: 'member',
        cancellable: false,
      });
      const toStudio = mailTo(await delivered(), nairobi.contactEmail).slice(before);
      expect(toStudio).toHaveLength(1);
      expect(toStudio[0]?.text).toContain('The member cancelled it.');

      expectErrorEnvelope(
        await call(member.access_token, 'POST', `/v1/studios/bookings/${booking.id}/cancel`),
        409,
        'BOOKING_NOT_OPEN',
      );
      expectErrorEnvelope(
        await call(member.access_token, 'POST', `/v1/studios/bookings/${randomUUID()}/cancel`),
        404,
        'BOOKING_NOT_FOUND',
      );
    });

    it('answers 409 BOOKING_NOT_OPEN once the booking has started', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(3), startTime: '09:00', hours: 1 }),
      );
      // Straight to the table: the time it starts is now in the past.
      await db()
        .update(studioBookings)
        .set({ startsAt: new Date(testApp.clock.now().getTime() - 60_000) })
        .where(eq(studioBookings.id, booking.id));
      expectErrorEnvelope(
        await call(member.access_token, 'POST', `/v1/studios/bookings/${booking.id}/cancel`),
        409,
        'BOOKING_NOT_OPEN',
      );
      expect(await statusOf(booking.id)).toEqual({ status: 'requested', cancelledBecause: null });
      // Nor can an admin confirm it any more.
      expectErrorEnvelope(
        await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/confirm`, {}),
        409,
        'BOOKING_NOT_OPEN',
      );
    });
  });

  describe('the studio’s inbox', () => {
    it('sends the studio nothing for a booking cancelled within the quiet window, then or later', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, nairobi.id, {
          date: dateIn(12),
          startTime: '16:00',
          hours: 1,
          purpose: 'A text meant for the studio’s inbox',
        }),
      );
      const cancelled = await call(member.access_token, 'POST', `/v1/studios/bookings/${booking.id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await afterTheQuietWindow();
      const received = await delivered();
      expect(
        received.filter((message) => message.text.includes('A text meant for the studio’s inbox')),
      ).toEqual(
        mailTo(received, member.user.email).filter((message) => message.text.includes('A text meant')),
      );
      expect(
        mailTo(received, nairobi.contactEmail).filter((message) =>
          message.text.includes(member.user.fullName),
        ),
      ).toHaveLength(0);
      const [row] = await db().select().from(studioBookings).where(eq(studioBookings.id, booking.id));
      expect(row?.studioToldAt).toBeNull();
    });

    it('tells the studio once of a booking still open after the window, confirmed ones included', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(13), startTime: '16:00', hours: 1 }),
      );
      expect(
        (await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/confirm`, {})).statusCode,
      ).toBe(200);
      await afterTheQuietWindow();
      await app().services.studios.tellStudio(booking.id);
      const toStudio = mailTo(await delivered(), lagos.contactEmail).filter((message) =>
        message.text.includes(member.user.fullName),
      );
      expect(toStudio).toHaveLength(1);
    });
  });

  describe('daily limits', () => {
    /** A booking body for the `index`-th session of a member: one a day, none overlapping. */
    const session = (index: number) => ({ date: dateIn(60 + index), startTime: '10:00', hours: 1 });

    it(`refuses a booking past ${BOOKINGS_PER_DAY} in 24 hours with 429 and Retry-After, in the member’s language, cancelled ones counted`, async () => {
      const member = await verifiedMember();
      const made: Booking[] = [];
      for (let index = 0; index < BOOKINGS_PER_DAY; index += 1) {
        made.push(await booked(await book(member.access_token, lagos.id, session(index))));
      }
      expect(
        (await call(member.access_token, 'POST', `/v1/studios/bookings/${made[0]!.id}/cancel`)).statusCode,
      ).toBe(200);
      const refused = expectErrorEnvelope(
        await book(member.access_token, lagos.id, session(BOOKINGS_PER_DAY)),
        429,
        'BOOKING_LIMIT_REACHED',
      );
      expect(refused.error.details).toMatchObject({ limited: 'bookings', perDay: BOOKINGS_PER_DAY });
      expect(refused.error.message).toBe(
        `You can ask for at most ${BOOKINGS_PER_DAY} studio bookings in 24 hours. Try again in 24 hours.`,
      );
      const inFrench = await app().inject({
        method: 'POST',
        url: `/v1/studios/${lagos.id}/bookings`,
        headers: { ...bearer(member.access_token), 'accept-language': 'fr' },
        payload: { purpose: 'Un shooting', ...session(BOOKINGS_PER_DAY) },
      });
      const french = expectErrorEnvelope(inFrench, 429, 'BOOKING_LIMIT_REACHED');
      // All five were made at the same moment of the test's clock: a full day until one leaves.
      expect(inFrench.headers['retry-after']).toBe(String(24 * 60 * 60));
      expect(french.error.message).toBe(
        `Vous pouvez demander au plus ${BOOKINGS_PER_DAY} réservations de studio en 24 heures. Réessayez dans 24 heures.`,
      );
      expect((await findMemberBookings(db(), member.user.id, testApp.clock.now())).length).toBe(
        BOOKINGS_PER_DAY,
      );

      // Straight to the table: the oldest booking was made just over a day ago.
      await db()
        .update(studioBookings)
        .set({ createdAt: new Date(testApp.clock.now().getTime() - dayMs - 1_000) })
        .where(eq(studioBookings.id, made[1]!.id));
      await booked(await book(member.access_token, lagos.id, session(BOOKINGS_PER_DAY)));
    });

    it(`refuses a cancellation past ${BOOKING_CANCELLATIONS_PER_DAY} in 24 hours, leaving the booking as it was`, async () => {
      const member = await verifiedMember();
      const made: Booking[] = [];
      for (let index = 0; index <= BOOKING_CANCELLATIONS_PER_DAY; index += 1) {
        if (index === BOOKINGS_PER_DAY) {
          // Straight to the table: the bookings so far were made over a day ago, cancelled today.
          await db()
            .update(studioBookings)
            .set({ createdAt: new Date(testApp.clock.now().getTime() - dayMs - 1_000) })
            .where(eq(studioBookings.userId, member.user.id));
        }
        made.push(await booked(await book(member.access_token, nairobi.id, session(index))));
        if (index < BOOKING_CANCELLATIONS_PER_DAY) {
          const cancelled = await call(
            member.access_token,
            'POST',
            `/v1/studios/bookings/${made[index]!.id}/cancel`,
          );
          expect(cancelled.statusCode, cancelled.body).toBe(200);
        }
      }
      const last = made.at(-1)!;
      const refused = await app().inject({
        method: 'POST',
        url: `/v1/studios/bookings/${last.id}/cancel`,
        headers: { ...bearer(member.access_token), 'accept-language': 'fr' },
      });
      const envelope = expectErrorEnvelope(refused, 429, 'BOOKING_LIMIT_REACHED');
      expect(envelope.error.details).toMatchObject({
        limited: 'cancellations',
        perDay: BOOKING_CANCELLATIONS_PER_DAY,
      });
      expect(refused.headers['retry-after']).toBe(String(24 * 60 * 60));
      expect(envelope.error.message).toBe(
        `Vous pouvez annuler au plus ${BOOKING_CANCELLATIONS_PER_DAY} réservations de studio en 24 heures. Réessayez dans 24 heures.`,
      );
      expect(await statusOf(last.id)).toEqual({ status: 'requested', cancelledBecause: null });
    });

    it('counts bookings sent at once together: the limit holds across requests', async () => {
      const member = await verifiedMember();
      for (let index = 0; index < BOOKINGS_PER_DAY - 1; index += 1) {
        await booked(await book(member.access_token, lagos.id, session(index)));
      }
      const responses = await Promise.all(
        [0, 1, 2].map((extra) => book(member.access_token, lagos.id, session(BOOKINGS_PER_DAY + extra))),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 429, 429]);
      const rows = await db().select().from(studioBookings).where(eq(studioBookings.userId, member.user.id));
      expect(rows).toHaveLength(BOOKINGS_PER_DAY);
    });
  });

  describe('admin decisions', () => {
    it('lists requested bookings soonest first in cursor pages, for admins only', async () => {
      const member = await verifiedMember();
      const late = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(150), startTime: '10:00', hours: 1 }),
      );
      const soon = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(149), startTime: '10:00', hours: 1 }),
      );
      expectErrorEnvelope(await call(member.access_token, 'GET', '/v1/admin/bookings'), 403, 'FORBIDDEN');

      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${cursor}` : '';
        const response = await call(
          admin.token,
          'GET',
          `/v1/admin/bookings?status=requested&limit=2${query}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json().data as {
          items: AdminBooking[];
          pagination: { nextCursor: string | null };
        };
        ids.push(...page.items.map((item) => item.id));
        const mine = page.items.find((item) => item.id === soon.id);
        if (mine) {
          expect(mine).toMatchObject({
            member: { id: member.user.id, email: member.user.email },
            studioContactEmail: lagos.contactEmail,
          });
        }
        cursor = page.pagination.nextCursor;
      } while (cursor);
      expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id));
      expect(ids.indexOf(soon.id)).toBeGreaterThanOrEqual(0);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('confirms with a note: the member is e-mailed a calendar file at the booked time, and the decision is audited', async () => {
      const member = await verifiedMember();
      const date = dateIn(20);
      const booking = await booked(
        await book(member.access_token, nairobi.id, { date, startTime: '15:30', hours: 2 }),
      );
      const confirmed = await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/confirm`, {
        note: 'Ask for Wanjiru at the front desk.',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data).toMatchObject({
        id: booking.id,
        status: 'confirmed',
        adminNote: 'Ask for Wanjiru at the front desk.',
        member: { id: member.user.id },
      });

      const message = mailTo(await delivered(), member.user.email).find((item) =>
        item.subject.includes('is confirmed'),
      );
      expect(message?.text).toContain('Ask for Wanjiru at the front desk.');
      const calendar = message && calendarAttachment(message);
      // 15:30 in Nairobi is 12:30 UTC.
      const compact = date.replace(/-/g, '');
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toContain(`UID:${booking.id}@creators-archive`);
      expect(calendar).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
      expect(calendar).toContain(`DTSTART:${compact}T123000Z`);
      expect(calendar).toContain(`DTEND:${compact}T143000Z`);
      expect(calendar).toContain('SUMMARY:Studio session at Nyayo Light Room');
      expect(calendar).toContain('LOCATION:Nyayo Light Room\\, Nairobi\\, KE');

      const [entry] = await auditOf('booking.confirm', booking.id);
      expect(entry).toMatchObject({
        actorId: admin.id,
        targetType: 'studio_booking',
        before: { status: 'requested', memberId: member.user.id },
        after: { status: 'confirmed', memberId: member.user.id, note: 'Ask for Wanjiru at the front desk.' },
        clientAddress: expect.any(String),
      });

      expectErrorEnvelope(
        await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/decline`, { note: 'Too late' }),
        409,
        'BOOKING_NOT_OPEN',
      );
      const mine = await call(member.access_token, 'GET', '/v1/studios/bookings/me');
      expect((mine.json().data as Booking[])[0]).toMatchObject({
        id: booking.id,
        status: 'confirmed',
        cancellable: true,
      });
    });

    it('declines with a reason the member is e-mailed, audited; a reason is required', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(21), startTime: '12:00', hours: 1 }),
      );
      expectErrorEnvelope(
        await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/decline`, { note: '' }),
        400,
        'VALIDATION_FAILED',
      );
      expectErrorEnvelope(
        await call(admin.token, 'POST', `/v1/admin/bookings/${randomUUID()}/decline`, { note: 'No' }),
        404,
        'BOOKING_NOT_FOUND',
      );
      const declined = await call(admin.token, 'POST', `/v1/admin/bookings/${booking.id}/decline`, {
        note: 'The studio is closed for a private event that day.',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().data).toMatchObject({ status: 'declined', cancellable: false });
      const message = mailTo(await delivered(), member.user.email).find((item) =>
        item.subject.includes('declined'),
      );
      expect(message?.text).toContain('The studio is closed for a private event that day.');
      expect(message && calendarAttachment(message)).toBeUndefined();
      const [entry] = await auditOf('booking.decline', booking.id);
      expect(entry?.after).toMatchObject({
        status: 'declined',
        note: 'The studio is closed for a private event that day.',
      });
    });
  });

  describe('losing standing', () => {
    it('cancels a member’s upcoming bookings when their badge is revoked and tells them and the studios', async () => {
      const member = await verifiedMember();
      const requested = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(30), startTime: '10:00', hours: 1 }),
      );
      const confirmed = await booked(
        await book(member.access_token, nairobi.id, { date: dateIn(31), startTime: '10:00', hours: 1 }),
      );
      expect(
        (await call(admin.token, 'POST', `/v1/admin/bookings/${confirmed.id}/confirm`, {})).statusCode,
      ).toBe(200);
      const declined = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(32), startTime: '10:00', hours: 1 }),
      );
      await call(admin.token, 'POST', `/v1/admin/bookings/${declined.id}/decline`, { note: 'Full' });
      await afterTheQuietWindow();
      // Made within the quiet window before the badge goes: its studio never hears of it.
      const weekday = [40, 41, 42].map(dateIn).find((date) => {
        const day = new Date(`${date}T00:00:00Z`).getUTCDay();
        return day >= 1 && day <= 5;
      });
      const unheard = await booked(
        await book(member.access_token, accraWeekdays.id, { date: weekday, startTime: '10:00', hours: 1 }),
      );
      await delivered();
      const studioMailBefore = mailTo(smtp.received, nairobi.contactEmail).length;

      const revoked = await call(
        admin.token,
        'POST',
        `/v1/admin/members/${member.user.id}/revoke-verification`,
        {
          reason: 'The portfolio was not their own work.',
        },
      );
      expect(revoked.statusCode, revoked.body).toBe(200);

      expect(await statusOf(requested.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'verification_lost',
      });
      expect(await statusOf(confirmed.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'verification_lost',
      });
      expect(await statusOf(declined.id)).toEqual({ status: 'declined', cancelledBecause: null });
      expect(await statusOf(unheard.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'verification_lost',
      });
      const received = await delivered();
      const notice = mailTo(received, member.user.email).filter(
        (message) => message.subject === 'Your studio bookings were cancelled',
      );
      expect(notice).toHaveLength(1);
      expect(notice[0]?.text).toContain('Ile Light Studio');
      expect(notice[0]?.text).toContain('Nyayo Light Room');
      const toStudio = mailTo(received, nairobi.contactEmail).slice(studioMailBefore);
      expect(toStudio).toHaveLength(1);
      expect(toStudio[0]?.text).toContain('no longer a verified');
      expect(mailTo(received, accraWeekdays.contactEmail)).toHaveLength(0);
    });

    it('cancels a member’s upcoming bookings when the renewal pass ends their membership', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(60), startTime: '10:00', hours: 1 }),
      );
      const cancelled = await call(member.access_token, 'POST', '/v1/subscriptions/cancel');
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await app().services.renewals.runPass(new Date(testApp.clock.now().getTime() + 40 * dayMs));
      const row = await new UsersRepository(db()).findById(member.user.id);
      expect(row?.subscriptionStatus).toBe('expired');

      expect(await statusOf(booking.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'subscription_ended',
      });
      const notice = mailTo(await delivered(), member.user.email).find(
        (message) => message.subject === 'Your studio bookings were cancelled',
      );
      expect(notice?.text).toContain('your membership has ended');
    });

    it('cancels a member’s upcoming bookings when an admin suspends them, telling them and the studio', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(50), startTime: '10:00', hours: 1 }),
      );
      await afterTheQuietWindow();
      await delivered();
      const studioMailBefore = mailTo(smtp.received, lagos.contactEmail).length;

      const suspended = await call(admin.token, 'POST', `/v1/admin/members/${member.user.id}/suspend`, {
        reason: 'Payments made with stolen cards.',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);

      expect(await statusOf(booking.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'member_suspended',
      });
      const received = await delivered();
      const notice = mailTo(received, member.user.email).find(
        (message) => message.subject === 'Your studio bookings were cancelled',
      );
      expect(notice?.text).toContain('account has been suspended');
      const toStudio = mailTo(received, lagos.contactEmail).slice(studioMailBefore);
      expect(toStudio).toHaveLength(1);
      expect(toStudio[0]?.text).toContain('account has been suspended');
    });

    it('cancels a member’s upcoming bookings when a refund takes back the membership they had left', async () => {
      const member = await verifiedMember();
      const booking = await booked(
        await book(member.access_token, lagos.id, { date: dateIn(20), startTime: '10:00', hours: 1 }),
      );
      const [payment] = await db()
        .select({ reference: payments.reference })
        .from(payments)
        .where(eq(payments.userId, member.user.id));
      const refunded = await call(admin.token, 'POST', `/v1/admin/payments/${payment!.reference}/refund`, {
        reason: 'Charged twice by the bank.',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      const row = await new UsersRepository(db()).findById(member.user.id);
      expect(row?.subscriptionStatus).toBe('expired');

      expect(await statusOf(booking.id)).toEqual({
        status: 'cancelled',
        cancelledBecause: 'subscription_ended',
      });
    });
  });
});
