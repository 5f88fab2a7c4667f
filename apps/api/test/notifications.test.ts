import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWithFactor } from './admin-helpers';
import { bearer, buildTestApp, databaseKinds, expectErrorEnvelope, registerUser, type TestApp } from './helpers';
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
      const page: NotificationsPage = await notificationsOf(app, designer, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
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
    expectErrorEnvelope(await app.inject({ method: 'GET', url: '/v1/notifications' }), 401, 'UNAUTHENTICATED');
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
