import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignerCard } from '@creators-archive/contract/directory/find-designers';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';

describe.each(databaseKinds)('the designer directory on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  const ids: Record<string, string> = {};

  async function find(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/v1/designers${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: DesignerCard[];
      pagination: { limit: number; nextCursor: string | null };
    };
  }

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
    ids.amara = await createDesigner(db, {
      fullName: 'Amara Okafor',
      country: 'Nigeria',
      city: 'Lagos',
      disciplines: ['Brand identity', 'Typography'],
      verified: true,
      bio: 'Identities for festivals and start-ups.',
      joinedDaysAgo: 3,
      items: [
        { title: 'Eko festival identity', tags: ['lettering'], likeCount: 5 },
        { title: 'Nsibidi type specimen', tags: ['type'], isCover: true, likeCount: 2 },
      ],
    });
    ids.wanjiru = await createDesigner(db, {
      fullName: 'Wanjiru Kamau',
      country: 'Kenya',
      city: 'Nairobi',
      disciplines: ['UI/UX'],
      bio: 'Product design for mobile money.',
      joinedDaysAgo: 2,
      items: [{ title: 'Farmer wallet app', tags: ['fintech', 'mobile'], likeCount: 1 }],
    });
    ids.kwame = await createDesigner(db, {
      fullName: 'Kwame Mensah',
      country: 'Ghana',
      city: 'Accra',
      disciplines: ['Illustration'],
      verified: true,
      joinedDaysAgo: 1,
      items: [{ title: 'Kente patterns', likeCount: 9 }, { status: 'processing' }],
    });
    ids.processingOnly = await createDesigner(db, {
      fullName: 'Still Uploading',
      items: [{ status: 'processing' }],
    });
    ids.suspended = await createDesigner(db, { fullName: 'Suspended Member' });
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ids.suspended!));
    ids.admin = await createDesigner(db, { fullName: 'Site Admin', role: 'admin' });
    for (let n = 0; n < 23; n += 1) {
      ids[`filler${n}`] = await createDesigner(db, {
        fullName: `Designer ${String.fromCharCode(65 + (n % 26))}${n}`,
        country: n % 2 ? 'South Africa' : 'Senegal',
        joinedDaysAgo: 10 + (n % 5), // ties on purpose: the id must break them
        items: [{ likeCount: n % 4 }],
      });
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists members with a ready item, and never suspended, admin or not-yet-ready accounts', async () => {
    const listed = await walk('', 50);
    expect(listed).toHaveLength(26);
    expect(listed).toEqual(expect.arrayContaining([ids.amara, ids.wanjiru, ids.kwame]));
    for (const hidden of [ids.processingOnly, ids.suspended, ids.admin]) expect(listed).not.toContain(hidden);
  });

  it.each(['newest', 'popular', 'name'])('pages by %s with no duplicates and no gaps', async (sort) => {
    const all = await walk(`?sort=${sort}`, 50);
    const paged = await walk(`?sort=${sort}`, 4);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(26);
  });

  it.each(['newest', 'popular', 'name'])(
    'pages a filtered list by %s, each request with its own values in the same statement',
    async (sort) => {
      const senegal = await walk(`?country=senegal&sort=${sort}`, 50);
      const southAfrica = await walk(`?country=south%20africa&sort=${sort}`, 50);
      expect(senegal.length).toBeGreaterThan(5);
      expect(southAfrica.length).toBeGreaterThan(5);
      expect(senegal.filter((id) => southAfrica.includes(id))).toEqual([]);
      expect(await walk(`?country=senegal&sort=${sort}`, 3)).toEqual(senegal);
      expect(await walk(`?country=south%20africa&sort=${sort}`, 4)).toEqual(southAfrica);
    },
  );

  it('orders by newest, by popularity and by name', async () => {
    expect((await find('?sort=newest&limit=3')).items.map((card) => card.id)).toEqual([
      ids.kwame,
      ids.wanjiru,
      ids.amara,
    ]);
    expect((await find('?sort=popular&limit=2')).items.map((card) => card.id)).toEqual([
      ids.kwame,
      ids.amara,
    ]);
    const byName = (await find('?sort=name&limit=50')).items.map((card) => card.fullName);
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('finds a designer by a misspelt name', async () => {
    expect((await find('?q=Wanjru%20Kamau')).items.map((card) => card.id)).toContain(ids.wanjiru);
    expect((await find('?q=Amara%20Okafur')).items.map((card) => card.id)).toContain(ids.amara);
  });

  it('searches disciplines, places, tags, titles and bios', async () => {
    const idsFor = async (q: string) =>
      (await find(`?q=${encodeURIComponent(q)}`)).items.map((card) => card.id);
    expect(await idsFor('typography')).toEqual([ids.amara]);
    expect(await idsFor('fintech')).toEqual([ids.wanjiru]);
    expect(await idsFor('kente')).toEqual([ids.kwame]);
    expect(await idsFor('festivals')).toEqual([ids.amara]);
    expect(await idsFor('brand lagos')).toEqual([ids.amara]);
    expect(await idsFor('nothing matches this')).toEqual([]);
  });

  it('filters by country, discipline and verification', async () => {
    expect((await find('?country=kenya')).items.map((card) => card.id)).toEqual([ids.wanjiru]);
    expect((await find('?discipline=Illustration')).items.map((card) => card.id)).toEqual([ids.kwame]);
    const verified = (await find('?verified=true&sort=name')).items.map((card) => card.id);
    expect(verified).toEqual([ids.amara, ids.kwame]);
  });

  it('shows on each card the cover, the item count and no contact details', async () => {
    const [card] = (await find('?q=amara')).items;
    expect(card).toMatchObject({
      id: ids.amara,
      fullName: 'Amara Okafor',
      country: 'Nigeria',
      city: 'Lagos',
      verified: true,
      itemCount: 2,
      cover: { title: 'Nsibidi type specimen', width: 1600, height: 1200 },
    });
    expect(card!.cover!.images[0]!.url).toMatch(/^\/media\/test\//);
    expect(card).not.toHaveProperty('email');
    expect(card).not.toHaveProperty('phone');
    const kwame = (await find('?q=kwame')).items[0];
    expect(kwame).toMatchObject({ itemCount: 1, cover: { title: 'Kente patterns' } });
  });

  it('follows changes: a new like, a suspension, a deleted last item', async () => {
    await db.update(portfolioItems).set({ likeCount: 20 }).where(eq(portfolioItems.userId, ids.wanjiru!));
    expect((await find('?sort=popular&limit=1')).items[0]!.id).toBe(ids.wanjiru);

    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ids.wanjiru!));
    expect((await find('?q=wanjiru')).items).toEqual([]);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, ids.wanjiru!));
    expect((await find('?q=wanjiru')).items.map((card) => card.id)).toEqual([ids.wanjiru]);

    await db.delete(portfolioItems).where(eq(portfolioItems.userId, ids.wanjiru!));
    expect((await find('?q=wanjiru')).items).toEqual([]);
  });

  it('refuses a cursor from another sort, a forged cursor and a page over 50', async () => {
    const { pagination } = await find('?sort=newest&limit=2');
    for (const url of [
      `/v1/designers?sort=name&cursor=${pagination.nextCursor}`,
      '/v1/designers?cursor=not-a-cursor',
      '/v1/designers?limit=51',
      '/v1/designers?sort=random',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    }
  });
});
