import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFindWorksResponse, type WorkCard } from '@creators-archive/contract/works/find-works';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';

type WorkSpec = {
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  likeCount?: number;
  status?: 'processing' | 'ready' | 'failed';
  hoursAgo: number;
};

describe.each(databaseKinds)('finding work on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  const designers: Record<string, string> = {};
  const workIds: Record<string, string> = {};

  async function addWork(name: string, userId: string, spec: WorkSpec) {
    const [row] = await db
      .insert(portfolioItems)
      .values({
        userId,
        title: spec.title ?? null,
        description: spec.description ?? null,
        category: spec.category ?? null,
        tags: spec.tags ?? [],
        status: spec.status ?? 'ready',
        likeCount: spec.likeCount ?? 0,
        width: 1600,
        height: 1200,
        thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
        originalKey: `originals/${name}`,
        variants: [
          { format: 'avif', width: 320, height: 240, key: `public/test/${name}-320.avif`, bytes: 9000 },
        ],
        createdAt: new Date(Date.now() - spec.hoursAgo * 3_600_000),
      })
      .returning({ id: portfolioItems.id });
    workIds[name] = row!.id;
  }

  async function find(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/v1/works${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ZFindWorksResponse.parse(response.json()).data;
  }

  const titles = (items: WorkCard[]) => items.map((card) => card.title);

  /** Follows nextCursor to the end; answers the ids in the order they came. */
  async function walk(query: string, limit: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const separator = query ? '&' : '?';
      const page = await find(`${query}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((card) => card.id));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    return seen;
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    db = testApp.database.db;
    designers.amara = await createDesigner(db, { fullName: 'Amara Okafor', verified: true, items: [] });
    designers.kwame = await createDesigner(db, { fullName: 'Kwame Mensah', items: [] });
    designers.suspended = await createDesigner(db, { fullName: 'Suspended Member', items: [] });
    designers.admin = await createDesigner(db, { fullName: 'Site Admin', role: 'admin', items: [] });

    await addWork('festival', designers.amara!, {
      title: 'Eko festival identity',
      description: 'Posters and wristbands for a music festival in Lagos.',
      category: 'Brand identity',
      tags: ['Lettering', 'music'],
      likeCount: 5,
      hoursAgo: 1,
    });
    await addWork('specimen', designers.amara!, {
      title: 'Nsibidi type specimen',
      description: 'A typeface drawn from Nsibidi signs.',
      category: 'Typography',
      tags: ['type'],
      likeCount: 9,
      hoursAgo: 2,
    });
    await addWork('kente', designers.kwame!, {
      title: 'Kente patterns',
      description: 'Woven colour studies.',
      category: 'Illustration',
      tags: ['pattern', 'textile'],
      likeCount: 5,
      hoursAgo: 3,
    });
    await addWork('market', designers.kwame!, {
      title: 'Makola market scenes',
      category: 'Illustration',
      tags: ['lettering'],
      hoursAgo: 4,
    });
    await addWork('uploading', designers.kwame!, {
      title: 'Still processing',
      status: 'processing',
      hoursAgo: 0,
    });
    await addWork('hidden', designers.suspended!, { title: 'Suspended festival poster', hoursAgo: 0.5 });
    await addWork('adminWork', designers.admin!, { title: 'Admin festival poster', hoursAgo: 0.5 });
    for (let n = 0; n < 9; n += 1) {
      await addWork(`filler${n}`, designers.kwame!, {
        title: `Sketch ${n}`,
        category: 'Illustration',
        likeCount: n % 3,
        hoursAgo: 10 + n,
      });
    }
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, designers.suspended!));
  });
  afterAll(() => testApp.close());

  it('lists ready works of listed designers only, newest first, as the contract describes them', async () => {
    const page = await find('');
    expect(titles(page.items).slice(0, 4)).toEqual([
      'Eko festival identity',
      'Nsibidi type specimen',
      'Kente patterns',
      'Makola market scenes',
    ]);
    expect(page.items).toHaveLength(13);
    const ids = page.items.map((card) => card.id);
    for (const absent of ['uploading', 'hidden', 'adminWork']) expect(ids).not.toContain(workIds[absent]);
    expect(page.items[0]).toMatchObject({
      id: workIds.festival,
      category: 'Brand identity',
      tags: ['Lettering', 'music'],
      imageCount: 1,
      likeCount: 5,
      designer: { id: designers.amara, fullName: 'Amara Okafor', verified: true, profilePicture: null },
    });
    expect(page.items[0]!.images[0]!.url).toContain('/media/test/festival-320.avif');
    expect(page.items[0]!.colorMatch).toBeUndefined();
  });

  it('orders by likes with popular, the newest first among equals', async () => {
    const page = await find('?sort=popular&limit=3');
    expect(titles(page.items)).toEqual(['Nsibidi type specimen', 'Eko festival identity', 'Kente patterns']);
  });

  it.each(['', '?sort=popular', '?category=Illustration', '?q=lettering', '?tag=lettering&sort=popular'])(
    'pages through %s without skipping or repeating a work',
    async (query) => {
      const all = (await find(`${query}${query ? '&' : '?'}limit=50`)).items.map((card) => card.id);
      expect(await walk(query, 1)).toEqual(all);
      expect(await walk(query, 2)).toEqual(all);
      expect(await walk(query, 5)).toEqual(all);
    },
  );

  it('narrows by category and by tag, the tag in any case', async () => {
    expect(titles((await find('?category=Typography')).items)).toEqual(['Nsibidi type specimen']);
    expect(titles((await find('?tag=LETTERING')).items)).toEqual([
      'Eko festival identity',
      'Makola market scenes',
    ]);
    expect(titles((await find('?tag=lettering&category=Illustration')).items)).toEqual([
      'Makola market scenes',
    ]);
  });

  it('finds words in titles, tags and descriptions, stemmed, every word required', async () => {
    expect(titles((await find('?q=kente')).items)).toEqual(['Kente patterns']);
    expect(titles((await find('?q=textile')).items)).toEqual(['Kente patterns']);
    expect(titles((await find('?q=wristband')).items)).toEqual(['Eko festival identity']);
    expect(titles((await find('?q=festival%20lagos')).items)).toEqual(['Eko festival identity']);
    expect((await find('?q=festival%20textile')).items).toEqual([]);
  });

  it('forgives typos as the directory does: one in a word of 5 to 8 letters, two from 9', async () => {
    expect(titles((await find('?q=festivl')).items)).toEqual(['Eko festival identity']);
    expect(titles((await find('?q=specimne')).items)).toEqual(['Nsibidi type specimen']);
    expect(titles((await find('?q=identtiy')).items)).toEqual(['Eko festival identity']);
    expect((await find('?q=kento')).items.map((card) => card.title)).toEqual(['Kente patterns']);
    expect((await find('?q=typ')).items).toEqual([]);
  });

  it('follows the directory: a designer suspended takes their works away, and back when lifted', async () => {
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, designers.amara!));
    expect((await find('?q=festival')).items).toEqual([]);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, designers.amara!));
    expect(titles((await find('?q=festival')).items)).toEqual(['Eko festival identity']);
  });

  it('shows a work once it is ready and moves it with its likes', async () => {
    await db.update(portfolioItems).set({ status: 'ready' }).where(eq(portfolioItems.id, workIds.uploading!));
    expect((await find('?limit=1')).items[0]!.id).toBe(workIds.uploading);
    await db.update(portfolioItems).set({ likeCount: 50 }).where(eq(portfolioItems.id, workIds.market!));
    expect((await find('?sort=popular&limit=1')).items[0]).toMatchObject({
      id: workIds.market,
      likeCount: 50,
    });
    await db.delete(portfolioItems).where(eq(portfolioItems.id, workIds.uploading!));
    expect((await find('?limit=1')).items[0]!.id).toBe(workIds.festival);
  });

  it('refuses a cursor it did not give out, or one given for another order', async () => {
    const bad = await testApp.app.inject({ method: 'GET', url: '/v1/works?cursor=not-a-cursor' });
    expectErrorEnvelope(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.details.fields.cursor).toBeDefined();
    const next = (await find('?limit=2')).pagination.nextCursor!;
    const elsewhere = await testApp.app.inject({
      method: 'GET',
      url: `/v1/works?sort=popular&cursor=${next}`,
    });
    expectErrorEnvelope(elsewhere, 400, 'VALIDATION_FAILED');
    const coloured = await testApp.app.inject({
      method: 'GET',
      url: `/v1/works?color=%23ff0000&cursor=${next}`,
    });
    expectErrorEnvelope(coloured, 400, 'VALIDATION_FAILED');
  });

  it('refuses a colour that is not #rrggbb and a sort it does not know', async () => {
    const colour = await testApp.app.inject({ method: 'GET', url: '/v1/works?color=red' });
    expectErrorEnvelope(colour, 400, 'VALIDATION_FAILED');
    const sort = await testApp.app.inject({ method: 'GET', url: '/v1/works?sort=oldest' });
    expectErrorEnvelope(sort, 400, 'VALIDATION_FAILED');
  });
});
