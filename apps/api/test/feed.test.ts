import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetFeedResponse } from '@creators-archive/contract/follows/get-feed';
import { ZSuggestDesignersResponse } from '@creators-archive/contract/follows/suggest-designers';
import type { Session } from '@creators-archive/contract';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

describe.each(databaseKinds)('the feed on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  let member: Session;
  const designers: Record<string, string> = {};
  const workIds: Record<string, string> = {};

  async function addWork(
    name: string,
    userId: string,
    minutesAgo: number,
    status: 'ready' | 'processing' = 'ready',
  ) {
    const [row] = await db
      .insert(portfolioItems)
      .values({
        userId,
        title: name,
        status,
        width: 1600,
        height: 1200,
        thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
        originalKey: `originals/${name}`,
        variants: [
          { format: 'avif', width: 320, height: 240, key: `public/test/${name}-320.avif`, bytes: 9000 },
        ],
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning({ id: portfolioItems.id });
    workIds[name] = row!.id;
  }

  const call = (url: string, token?: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
    testApp.app.inject({ method, url, headers: token ? bearer(token) : {} });

  async function feed(query = '', token = member.access_token) {
    const response = await call(`/v1/feed${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return ZGetFeedResponse.parse(response.json()).data;
  }

  async function suggestions(token: string) {
    const response = await call('/v1/feed/suggestions', token);
    expect(response.statusCode, response.body).toBe(200);
    return ZSuggestDesignersResponse.parse(response.json()).data.items.map((card) => card.fullName);
  }

  async function follow(id: string, token = member.access_token) {
    expect((await call(`/v1/users/${id}/follow`, token, 'POST')).statusCode).toBe(200);
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    db = testApp.database.db;
    member = await registerUser(testApp.app);
    designers.amara = await createDesigner(db, { fullName: 'Amara Okafor', items: [] });
    designers.kwame = await createDesigner(db, { fullName: 'Kwame Mensah', items: [] });
    designers.unfollowed = await createDesigner(db, { fullName: 'Not Followed', items: [] });
    designers.suspended = await createDesigner(db, { fullName: 'Suspended Designer', items: [] });
    await addWork('amara-1', designers.amara!, 1);
    await addWork('kwame-1', designers.kwame!, 2);
    await addWork('amara-2', designers.amara!, 3);
    await addWork('amara-processing', designers.amara!, 0, 'processing');
    await addWork('unfollowed-1', designers.unfollowed!, 0);
    await addWork('suspended-1', designers.suspended!, 0);
    for (let n = 0; n < 8; n += 1) await addWork(`kwame-old-${n}`, designers.kwame!, 10 + n);
    // Two works at the same instant: the cursor keeps them apart by id.
    const sameInstant = new Date(Date.now() - 30 * 60_000);
    await addWork('twin-a', designers.amara!, 30);
    await addWork('twin-b', designers.kwame!, 30);
    await db
      .update(portfolioItems)
      .set({ createdAt: sameInstant })
      .where(eq(portfolioItems.id, workIds['twin-a']!));
    await db
      .update(portfolioItems)
      .set({ createdAt: sameInstant })
      .where(eq(portfolioItems.id, workIds['twin-b']!));
  });
  afterAll(() => testApp.close());

  it('is for signed-in members only', async () => {
    expectErrorEnvelope(await call('/v1/feed'), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await call('/v1/feed/suggestions'), 401, 'UNAUTHENTICATED');
  });

  it('is empty until the member follows someone, and then suggests designers instead', async () => {
    const newcomer = await registerUser(testApp.app);
    expect((await feed('', newcomer.access_token)).items).toEqual([]);
    expect(await suggestions(newcomer.access_token)).toEqual(
      expect.arrayContaining(['Amara Okafor', 'Kwame Mensah', 'Not Followed', 'Suspended Designer']),
    );
  });

  it('holds the ready work of the designers followed only, newest first, as the works search shows it', async () => {
    await follow(designers.amara!);
    await follow(designers.kwame!);
    await follow(designers.suspended!);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, designers.suspended!));

    const page = await feed('?limit=3');
    expect(page.items.map((card) => card.title)).toEqual(['amara-1', 'kwame-1', 'amara-2']);
    expect(page.items[0]).toMatchObject({
      id: workIds['amara-1'],
      imageCount: 1,
      designer: { id: designers.amara, fullName: 'Amara Okafor', verified: false, profilePicture: null },
    });
    const all = (await feed('?limit=50')).items.map((card) => card.title);
    expect(all).toHaveLength(13);
    for (const absent of ['amara-processing', 'unfollowed-1', 'suspended-1'])
      expect(all).not.toContain(absent);
  });

  it('pages without skipping or repeating a work, works of the same instant included', async () => {
    const all = (await feed('?limit=50')).items.map((card) => card.id);
    for (const limit of [1, 2, 5]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await feed(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((card) => card.id));
        cursor = page.pagination.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    }
    expectErrorEnvelope(
      await call('/v1/feed?cursor=not-a-cursor', member.access_token),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('suggests listed designers not yet followed, verified first, then the most recently active', async () => {
    const verified = await createDesigner(db, { fullName: 'Verified Quiet', verified: true, items: [] });
    await addWork('verified-old', verified, 600);
    const suggested = await suggestions(member.access_token);
    expect(suggested[0]).toBe('Verified Quiet');
    expect(suggested).toContain('Not Followed');
    for (const absent of ['Amara Okafor', 'Kwame Mensah', 'Suspended Designer'])
      expect(suggested).not.toContain(absent);
    const active = await createDesigner(db, { fullName: 'Freshly Active', items: [] });
    await addWork('fresh', active, 0);
    expect((await suggestions(member.access_token)).slice(0, 2)).toEqual([
      'Verified Quiet',
      'Freshly Active',
    ]);
  });

  it('takes in work made after the follow, and lets go of work deleted, of a designer suspended and of one unfollowed', async () => {
    const reader = await registerUser(testApp.app);
    const titles = async () => (await feed('?limit=50', reader.access_token)).items.map((card) => card.title);
    const keeps = await createDesigner(db, { fullName: 'Keeps Working', items: [] });
    const leaves = await createDesigner(db, { fullName: 'Will Be Unfollowed', items: [] });
    const suspended = await createDesigner(db, { fullName: 'Will Be Suspended', items: [] });
    await addWork('before-follow', keeps, 500);
    await addWork('unfollowed-work', leaves, 501);
    await addWork('suspended-work', suspended, 502);
    for (const designer of [keeps, leaves, suspended]) await follow(designer, reader.access_token);
    expect(await titles()).toEqual(['before-follow', 'unfollowed-work', 'suspended-work']);

    await addWork('after-follow', keeps, 1);
    await addWork('still-processing', keeps, 0, 'processing');
    expect(await titles()).toEqual(['after-follow', 'before-follow', 'unfollowed-work', 'suspended-work']);

    await db.delete(portfolioItems).where(eq(portfolioItems.id, workIds['before-follow']!));
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));
    expect((await call(`/v1/users/${leaves}/follow`, reader.access_token, 'DELETE')).statusCode).toBe(200);
    expect(await titles()).toEqual(['after-follow']);
  });

  it('pages through the interleaved work of more designers than a page holds, newest first', async () => {
    const reader = await registerUser(testApp.app);
    const names = ['north', 'south', 'east', 'west', 'centre'];
    for (const [index, name] of names.entries()) {
      const designer = await createDesigner(db, { fullName: `Interleaved ${name}`, items: [] });
      // Round n of every designer is newer than round n + 1 of any, so the works alternate.
      for (let round = 0; round < 3; round += 1) {
        await addWork(`${name}-${round}`, designer, 2_000 + round * names.length + index);
      }
      await follow(designer, reader.access_token);
    }
    const newestFirst = [0, 1, 2].flatMap((round) => names.map((name) => `${name}-${round}`));
    expect((await feed('?limit=50', reader.access_token)).items.map((card) => card.title)).toEqual(
      newestFirst,
    );
    for (const limit of [1, 2, 3, 4]) {
      const seen: (string | null)[] = [];
      let cursor: string | null = null;
      do {
        const page = await feed(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, reader.access_token);
        seen.push(...page.items.map((card) => card.title));
        cursor = page.pagination.nextCursor;
      } while (cursor);
      expect(seen).toEqual(newestFirst);
    }
  });
});
