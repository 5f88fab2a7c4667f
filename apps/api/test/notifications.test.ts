import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { portfolioItems, studios, users } from '../src/db/schema';
import { adminWithFactor } from './admin-helpers';
import { createDesigner } from './factories';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  multipart,
  registerUser,
  type TestApp,
} from './helpers';
import { payInSandbox, seedPlans, startCheckout, verify } from './membership-helpers';
import { addWork, like, markRead, notificationsOf, type NotificationsPage } from './notification-helpers';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it('groups the likes of a work while unread, newest actors first, and starts a new group once read', async () => {
    const designer = await registerUser(app, { fullName: 'Ngozi Eze' });
    const work = await addWork(testApp.database.db, designer.user.id, 'Poster');
    const fans = [];
    for (const fullName of ['Ada Obi', 'Kofi Boateng', 'Zara Ali', 'Tunde Bello', 'Lina Haddad']) {
      fans.push(await registerUser(app, { fullName }));
    }
    for (const fan of fans) {
      testApp.clock.advance(1000);
      expect(await like(app, fan, work)).toBe(true);
    }
    let page = await notificationsOf(app, designer);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toHaveLength(1);
    const [group] = page.items;
    expect(group).toMatchObject({
      kind: 'like',
      readAt: null,
      actorCount: 5,
      subject: { type: 'item', id: work, title: 'Poster', ownerId: designer.user.id },
    });
    expect(group!.actors.map((actor) => actor.fullName)).toEqual(['Lina Haddad', 'Tunde Bello', 'Zara Ali']);
    expect(Object.keys(group!.actors[0]!).sort()).toEqual(['fullName', 'id', 'profilePicture']);

    // Taking a like back leaves the group; liking again adds nobody twice.
    expect(await like(app, fans[0]!, work)).toBe(false);
    expect(await like(app, fans[0]!, work)).toBe(true);
    page = await notificationsOf(app, designer);
    expect(page.items[0]!.actorCount).toBe(5);

    expect(await markRead(app, designer, { ids: [group!.id] })).toBe(0);
    const late = await registerUser(app, { fullName: 'Femi Ade' });
    testApp.clock.advance(1000);
    await like(app, late, work);
    page = await notificationsOf(app, designer);
    expect(page.unreadCount).toBe(1);
    expect(page.items.map((item) => [item.actorCount, item.readAt === null])).toEqual([
      [1, true],
      [5, false],
    ]);
  });

  it('tells nobody of their own doing', async () => {
    const designer = await registerUser(app);
    const work = await addWork(testApp.database.db, designer.user.id, 'Self portrait');
    expect(await like(app, designer, work)).toBe(true);
    expect(await notificationsOf(app, designer)).toMatchObject({ items: [], unreadCount: 0 });
  });

  it('pages newest first without gaps, counts the unread, and marks read by ids or all, ignoring others’ ids', async () => {
    const designer = await registerUser(app);
    const other = await registerUser(app);
    const fan = await registerUser(app);
    const works = [];
    for (let index = 0; index < 5; index += 1) {
      works.push(await addWork(testApp.database.db, designer.user.id, `Work ${index}`));
    }
    const othersWork = await addWork(testApp.database.db, other.user.id, 'Not yours');
    for (const work of [...works, othersWork]) {
      testApp.clock.advance(1000);
      await like(app, fan, work);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: NotificationsPage = await notificationsOf(
        app,
        designer,
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.unreadCount).toBe(5);
      seen.push(...page.items.map((item) => (item.subject?.type === 'item' ? item.subject.title! : '')));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Work 4', 'Work 3', 'Work 2', 'Work 1', 'Work 0']);

    const [newest, second] = (await notificationsOf(app, designer)).items;
    const othersNotification = (await notificationsOf(app, other)).items[0]!;
    expect(await markRead(app, designer, { ids: [newest!.id, second!.id, othersNotification.id] })).toBe(3);
    expect((await notificationsOf(app, other)).unreadCount).toBe(1);
    expect(await markRead(app, designer, { all: true })).toBe(0);
    expect((await notificationsOf(app, other)).unreadCount).toBe(1);
  });

  it('refuses visitors, a bad cursor and a malformed read request', async () => {
    const member = await registerUser(app);
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/v1/notifications' }),
      401,
      'UNAUTHENTICATED',
    );
    const badCursor = await app.inject({
      method: 'GET',
      url: '/v1/notifications?cursor=nonsense',
      headers: bearer(member.access_token),
    });
    expectErrorEnvelope(badCursor, 400, 'VALIDATION_FAILED');
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: ['not-a-uuid'] }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/notifications/read',
        headers: bearer(member.access_token),
        payload,
      });
      expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    }
  });

  it('leaves out notifications whose only actors are suspended', async () => {
    const admin = await adminWithFactor(testApp);
    const designer = await registerUser(app);
    const work = await addWork(testApp.database.db, designer.user.id, 'Quiet');
    const troll = await registerUser(app);
    await like(app, troll, work);
    expect((await notificationsOf(app, designer)).unreadCount).toBe(1);
    const suspended = await app.inject({
      method: 'POST',
      url: `/v1/admin/members/${troll.user.id}/suspend`,
      headers: bearer(admin.token),
      payload: { reason: 'Checking that notifications leave suspended members out.' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await notificationsOf(app, designer)).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe.each(databaseKinds)('what makes a notification on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof adminWithFactor>>;
  let monthly: Plan;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    app = testApp.app;
    admin = await adminWithFactor(testApp);
    ({ monthly } = await seedPlans(app));
  });
  afterAll(() => testApp.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  /** A member's notifications as the API answers them, read without their sign-in. */
  const listOf = async (userId: string) =>
    (await app.services.notifications.list(userId, { limit: 50 })).items;

  async function subscribedMember() {
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: member.access_token });
    return member;
  }

  it('tells a designer of a new follower, once while unread', async () => {
    const designer = await registerUser(app);
    const fan = await registerUser(app, { fullName: 'Ada Obi' });
    for (const method of ['POST', 'DELETE', 'POST'] as const) {
      expect(
        (
          await app.inject({
            method,
            url: `/v1/users/${designer.user.id}/follow`,
            headers: bearer(fan.access_token),
          })
        ).statusCode,
      ).toBe(200);
    }
    const [follower, ...more] = await listOf(designer.user.id);
    expect(more).toEqual([]);
    expect(follower).toMatchObject({
      kind: 'follower',
      subject: null,
      actorCount: 1,
      actors: [{ fullName: 'Ada Obi' }],
    });
  });

  it('tells a designer their work was saved to a public collection, not a private one', async () => {
    const designerId = await createDesigner(testApp.database.db, {
      fullName: 'Kofi Boateng',
      items: [{ title: 'Poster' }],
    });
    const [work] = await testApp.database.db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, designerId));
    const curator = await registerUser(app, { fullName: 'Zara Ali' });
    for (const visibility of ['private', 'public']) {
      const created = await call(curator.access_token, 'POST', '/v1/collections', {
        name: `Lagos ${visibility}`,
        visibility,
      });
      expect(created.statusCode, created.body).toBe(201);
      const collectionId = (created.json() as { data: { id: string } }).data.id;
      const saved = await call(curator.access_token, 'POST', `/v1/collections/${collectionId}/items`, {
        itemId: work!.id,
      });
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    const [save, ...more] = await listOf(designerId);
    expect(more).toEqual([]);
    expect(save).toMatchObject({
      kind: 'collection_save',
      actors: [{ fullName: 'Zara Ali' }],
      subject: { type: 'collection', name: 'Lagos public', item: { id: work!.id, title: 'Poster' } },
    });
  });

  it('tells a member of the decision on their verification request', async () => {
    const member = await subscribedMember();
    for (let index = 0; index < 3; index += 1)
      await addWork(testApp.database.db, member.user.id, `Work ${index}`);
    const body = await multipart({
      statement:
        'I have designed book covers and festival identities in Accra for eight years, and my work is printed.',
      links: JSON.stringify(['https://example.com/work']),
    });
    const applied = await app.inject({
      method: 'POST',
      url: '/v1/verification',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(member.access_token) },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const requestId = (applied.json() as { data: { id: string } }).data.id;
    const approved = await call(admin.token, 'POST', `/v1/admin/verification-requests/${requestId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const kinds = await notificationsOf(app, member);
    expect(kinds.items.find((item) => item.kind === 'verification_decision')).toMatchObject({
      actors: [],
      actorCount: 0,
      subject: { type: 'verification', requestId, decision: 'approved' },
    });
  });

  it('tells a member their booking was confirmed or declined', async () => {
    const member = await subscribedMember();
    await testApp.database.db.update(users).set({ verified: true }).where(eq(users.id, member.user.id));
    const [studio] = await testApp.database.db
      .insert(studios)
      .values({
        name: 'Ilé Studio',
        city: 'Lagos',
        country: 'NG',
        timeZone: 'Africa/Lagos',
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
        description: 'A room with light.',
        memberPerk: '10% off',
        contactEmail: 'bookings@studio.example',
      })
      .returning({ id: studios.id });
    const dateIn = (days: number) =>
      new Date(testApp.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const decided = [];
    for (const [days, decision, note] of [
      [10, 'confirm', undefined],
      [11, 'decline', 'The studio is closed that day.'],
    ] as const) {
      const booked = await call(member.access_token, 'POST', `/v1/studios/${studio!.id}/bookings`, {
        date: dateIn(days),
        startTime: '10:00',
        hours: 2,
        purpose: 'Shooting a lookbook for a new collection',
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = (booked.json() as { data: { id: string } }).data.id;
      testApp.clock.advance(1000);
      const answer = await call(
        admin.token,
        'POST',
        `/v1/admin/bookings/${bookingId}/${decision}`,
        note ? { note } : {},
      );
      expect(answer.statusCode, answer.body).toBe(200);
      decided.push({ bookingId, date: dateIn(days) });
    }
    const bookings = (await notificationsOf(app, member)).items.filter((item) => item.kind === 'booking');
    expect(bookings.map((item) => item.subject)).toEqual([
      {
        type: 'booking',
        id: decided[1]!.bookingId,
        studioName: 'Ilé Studio',
        date: decided[1]!.date,
        startTime: '10:00',
        outcome: 'declined',
      },
      {
        type: 'booking',
        id: decided[0]!.bookingId,
        studioName: 'Ilé Studio',
        date: decided[0]!.date,
        startTime: '10:00',
        outcome: 'confirmed',
      },
    ]);
  });

  it('tells a member of their payment taken, and of their membership ending', async () => {
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app, started);
    const verified = await verify(app, started.reference, { token: member.access_token });
    expect((await notificationsOf(app, member)).items).toMatchObject([
      {
        kind: 'payment',
        subject: {
          type: 'payment',
          reference: started.reference,
          amount: started.amount,
          currency: 'NGN',
          outcome: 'taken',
        },
      },
    ]);

    expect((await call(member.access_token, 'POST', '/v1/subscriptions/cancel')).statusCode).toBe(200);
    const end = verified.subscription!.current_period_end;
    await app.services.renewals.runPass(new Date(Date.parse(end) + 60_000));
    expect((await listOf(member.user.id)).find((item) => item.kind !== 'payment')).toMatchObject({
      kind: 'membership_ending',
      subject: { type: 'membership', planName: monthly.name, endsAt: end },
    });
  });
});

describe.each(databaseKinds)('notifications of inquiries and declined renewals on %s', (kind) => {
  const secretKey = 'sk_test_notifications_0123456789';
  let paystack: FakePaystack;
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    testApp = await buildTestApp(kind, {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
    paystack.useClock(() => testApp.clock.now());
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.close();
    await paystack.close();
  });

  it('tells a designer of a new inquiry, naming the sender but never their address', async () => {
    const app = testApp.app;
    const designer = await registerUser(app);
    const open = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(designer.access_token),
      payload: { openTo: ['freelance'] },
    });
    expect(open.statusCode, open.body).toBe(200);
    const form = await app.inject({ method: 'GET', url: `/v1/users/${designer.user.id}/inquiry-form` });
    expect(form.statusCode, form.body).toBe(200);
    testApp.clock.advance(4_000);
    const sent = await app.inject({
      method: 'POST',
      url: `/v1/users/${designer.user.id}/inquiries`,
      payload: {
        name: 'Bola Ade',
        email: 'bola@example.com',
        kind: 'freelance',
        message: 'We are opening a bakery in Lagos and would love a poster for the launch.',
        formToken: (form.json() as { data: { formToken: string } }).data.formToken,
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const page = await notificationsOf(app, designer);
    expect(page.items).toMatchObject([
      { kind: 'inquiry', actors: [], subject: { type: 'inquiry', senderName: 'Bola Ade' } },
    ]);
    expect(JSON.stringify(page)).not.toContain('bola@example.com');
  });

  it('tells a member their renewal charge was declined', async () => {
    const app = testApp.app;
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
    paystack.settle(started.reference, 'success', 'card');
    const verified = await verify(app, started.reference, { token: member.access_token });
    paystack.chargesWill('failed', member.user.email);
    await app.services.renewals.runPass(
      new Date(Date.parse(verified.subscription!.current_period_end) + 60_000),
    );
    const payments = (await app.services.notifications.list(member.user.id, { limit: 10 })).items.map(
      (item) => item.subject,
    );
    expect(payments).toContainEqual({
      type: 'payment',
      reference: null,
      amount: started.amount,
      currency: 'NGN',
      outcome: 'failed',
    });
    expect(payments).toContainEqual(
      expect.objectContaining({ reference: started.reference, outcome: 'taken' }),
    );
  });
});
