import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ZFindDesignersResponse,
  type DesignerCard,
} from '@creators-archive/contract/directory/find-designers';
import { selectRows } from '../src/db/client';
import { DirectoryRepository } from '../src/modules/directory/directory.repository';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';

describe.each(databaseKinds)('the directory’s answers on %s', (kind) => {
  let testApp: TestApp;
  const ids: Record<string, string> = {};

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { PUBLIC_CACHE_SECONDS: '5' });
    const db = testApp.database.db;
    ids.amara = await createDesigner(db, {
      fullName: 'Amara Okafor',
      country: 'Nigeria',
      city: 'Lagos',
      disciplines: ['Brand identity', 'Typography'],
      verified: true,
      items: [{ title: 'Eko festival identity', isCover: true }, { title: 'Nsibidi type specimen' }],
    });
    // Three designers who joined within one millisecond, newest first by microseconds.
    for (const [name, microseconds] of [
      ['Kwame Mensah', 300],
      ['Wanjiru Kamau', 200],
      ['Selam Tesfaye', 100],
    ] as const) {
      const id = await createDesigner(db, { fullName: name, disciplines: ['Illustration'] });
      const joinedAt = `2031-01-01 00:00:00.000${microseconds}+00`;
      await db.execute(sql`update users set created_at = ${joinedAt}::timestamptz where id = ${id}::uuid`);
      await db.execute(sql`select refresh_directory_entry(${id}::uuid)`);
      ids[name] = id;
    }
  });
  afterAll(async () => {
    await testApp.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers exactly what the contract describes, nothing more', async () => {
    for (const url of [
      '/v1/designers',
      '/v1/designers?sort=name&limit=2',
      '/v1/designers?sort=popular&q=amara',
      '/v1/designers?discipline=Illustration&verified=false',
    ]) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(ZFindDesignersResponse.parse(body)).toEqual(body);
    }
    const [card] = (await get('/v1/designers?q=amara')).json().data.items as DesignerCard[];
    expect(card).toEqual({
      id: ids.amara,
      fullName: 'Amara Okafor',
      profilePicture: null,
      country: 'Nigeria',
      city: 'Lagos',
      disciplines: ['Brand identity', 'Typography'],
      verified: true,
      itemCount: 2,
      cover: {
        itemId: expect.any(String),
        title: 'Eko festival identity',
        images: [
          {
            url: expect.stringMatching(/^\/media\/test\/.+-320\.avif$/),
            width: 320,
            height: 240,
            format: 'avif',
          },
          {
            url: expect.stringMatching(/^\/media\/test\/.+-320\.webp$/),
            width: 320,
            height: 240,
            format: 'webp',
          },
        ],
        width: 1600,
        height: 1200,
        thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      },
    });
  });

  it('keeps each card in step with what it shows, whoever writes it', async () => {
    const db = testApp.database.db;
    const userId = await createDesigner(db, {
      fullName: 'Thandiwe Dlamini',
      items: [{ title: 'Soweto murals', isCover: true }, { title: 'Karoo posters' }],
    });
    const storedCard = async () => {
      const [row] = await selectRows<{ card: DesignerCard }>(
        db,
        sql`select card_json as card from directory_entries where user_id = ${userId}::uuid`,
      );
      return row!.card;
    };
    const coverId = (await storedCard()).cover!.itemId;

    await db.execute(
      sql`update users set profile_picture = '/media/avatars/thandiwe.webp' where id = ${userId}::uuid`,
    );
    expect((await storedCard()).profilePicture).toBe('/media/avatars/thandiwe.webp');

    // The cover's variants made again (the same status, title, size and place): its images follow.
    await db.execute(sql`update portfolio_items set
        variants = '[{"format":"webp","width":320,"height":240,"key":"public/test/remade-320.webp","bytes":9000}]'
      where id = ${coverId}::uuid`);
    expect((await storedCard()).cover!.images).toEqual([
      { url: '/media/test/remade-320.webp', width: 320, height: 240, format: 'webp' },
    ]);
    await db.execute(sql`update portfolio_items set thumbhash = 'remade' where id = ${coverId}::uuid`);
    expect((await storedCard()).cover).toMatchObject({ itemId: coverId, width: 1600, thumbhash: 'remade' });
    await db.execute(sql`update portfolio_items set width = 1200, height = 900 where id = ${coverId}::uuid`);
    expect((await storedCard()).cover).toMatchObject({ itemId: coverId, width: 1200, height: 900 });

    await db.execute(
      sql`update portfolio_items set title = 'Soweto murals, 2031' where id = ${coverId}::uuid`,
    );
    expect((await storedCard()).cover!.title).toBe('Soweto murals, 2031');

    // A like moves popularity alone; a view changes nothing listed.
    const before = await storedCard();
    await db.execute(sql`update portfolio_items set like_count = like_count + 1, view_count = view_count + 5
      where id = ${coverId}::uuid`);
    expect(await storedCard()).toEqual(before);

    await db.execute(sql`update portfolio_items set is_cover = false where id = ${coverId}::uuid`);
    await db.execute(sql`update portfolio_items set is_cover = true
      where user_id = ${userId}::uuid and id <> ${coverId}::uuid`);
    expect((await storedCard()).cover!.title).toBe('Karoo posters');
    await db.execute(sql`delete from portfolio_items where user_id = ${userId}::uuid and is_cover`);
    expect(await storedCard()).toMatchObject({ itemCount: 1, cover: { itemId: coverId } });

    // Every stored card is the one its sources make now.
    const stale = await selectRows<{ userId: string }>(
      db,
      sql`select entry.user_id as "userId" from directory_entries entry join users u on u.id = entry.user_id
        where entry.card_json::text is distinct from directory_card(u,
          (select i from portfolio_items i where i.id = entry.cover_item_id), entry.item_count)::text`,
    );
    expect(stale).toEqual([]);
  });

  it('pages past designers who joined in the same millisecond without skipping one', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const response = await get(`/v1/designers?sort=newest&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      const { items, pagination } = response.json().data;
      seen.push(...(items as DesignerCard[]).map((card) => card.id));
      cursor = pagination.nextCursor;
    }
    expect(seen).toEqual([ids['Kwame Mensah'], ids['Wanjiru Kamau'], ids['Selam Tesfaye']]);
  });

  it('asks the database once for a burst of identical requests', async () => {
    const find = vi.spyOn(DirectoryRepository.prototype, 'find');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get('/v1/designers?sort=name&limit=3')),
    );
    expect(find).toHaveBeenCalledTimes(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  });
});
