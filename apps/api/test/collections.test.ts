import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateCollectionResponse } from '@creators-archive/contract/collections/create-collection';
import { ZFindCollectionsResponse } from '@creators-archive/contract/collections/find-collections';
import { ZGetCollectionResponse } from '@creators-archive/contract/collections/get-collection';
import { ZAddCollectionItemResponse } from '@creators-archive/contract/collections/add-collection-item';
import {
  maxCollectionsPerMember,
  maxItemsPerCollection,
} from '@creators-archive/contract/entities/collection';
import type { Database } from '../src/db/client';
import { collectionItems, collections, portfolioItems, users } from '../src/db/schema';
import { adminWithFactor } from './admin-helpers';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

describe.each(databaseKinds)('collections on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  let owner: { token: string; id: string };
  let stranger: { token: string; id: string };
  /** Ready works of a listed designer, newest last. */
  let works: string[];
  let designerId: string;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  async function member() {
    const session = await registerUser(testApp.app);
    return { token: session.access_token, id: session.user.id };
  }

  async function create(token: string, body: object = { name: 'Posters', visibility: 'public' }) {
    const response = await call('POST', '/v1/collections', token, body);
    expect(response.statusCode, response.body).toBe(201);
    return ZCreateCollectionResponse.parse(response.json()).data;
  }

  async function save(token: string, collectionId: string, itemId: string) {
    const response = await call('POST', `/v1/collections/${collectionId}/items`, token, { itemId });
    expect(response.statusCode, response.body).toBe(200);
    return ZAddCollectionItemResponse.parse(response.json()).data;
  }

  async function open(id: string, token?: string, query = '') {
    const response = await call('GET', `/v1/collections/${id}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return ZGetCollectionResponse.parse(response.json()).data;
  }

  async function readyWorksOf(userId: string): Promise<string[]> {
    const rows = await db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .orderBy(portfolioItems.position);
    return rows.map((row) => row.id);
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    db = testApp.database.db;
    owner = await member();
    stranger = await member();
    designerId = await createDesigner(db, {
      fullName: 'Amara Okafor',
      verified: true,
      items: [{ title: 'Eko poster' }, { title: 'Lagos type' }, { title: 'Kente study' }, {}, {}],
    });
    works = await readyWorksOf(designerId);
  });
  afterAll(() => testApp.close());

  it('a member makes, lists, renames and deletes a collection', async () => {
    const made = await create(owner.token, {
      name: '  Identity work ',
      description: 'Marks I like',
      visibility: 'private',
    });
    expect(made).toMatchObject({
      name: 'Identity work',
      description: 'Marks I like',
      visibility: 'private',
      itemCount: 0,
    });

    const listed = ZFindCollectionsResponse.parse(
      (await call('GET', '/v1/collections', owner.token)).json(),
    ).data;
    expect(listed.items.map((collection) => collection.id)).toContain(made.id);
    expect(listed.pagination).toMatchObject({ page: 1, total: listed.items.length });

    const renamed = await call('PATCH', `/v1/collections/${made.id}`, owner.token, {
      name: 'Marks',
      description: '',
      visibility: 'public',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Marks', description: null, visibility: 'public' });

    expect((await call('DELETE', `/v1/collections/${made.id}`, owner.token)).json()).toEqual({
      success: true,
      data: { deleted: true },
    });
    expectErrorEnvelope(
      await call('GET', `/v1/collections/${made.id}`, owner.token),
      404,
      'COLLECTION_NOT_FOUND',
    );
  });

  it("someone else's private collection is not found, to members, visitors and admins alike", async () => {
    const secret = await create(owner.token, { name: 'Secret', visibility: 'private' });
    const admin = await adminWithFactor(testApp);
    for (const token of [stranger.token, undefined, admin.token]) {
      expectErrorEnvelope(
        await call('GET', `/v1/collections/${secret.id}`, token),
        404,
        'COLLECTION_NOT_FOUND',
      );
    }
    expect((await open(secret.id, owner.token)).ownedByMe).toBe(true);
  });

  it("only the owner changes a collection; anyone else's attempt is not found", async () => {
    const shown = await create(owner.token);
    const attempts = [
      call('PATCH', `/v1/collections/${shown.id}`, stranger.token, { name: 'Mine now' }),
      call('DELETE', `/v1/collections/${shown.id}`, stranger.token),
      call('POST', `/v1/collections/${shown.id}/items`, stranger.token, { itemId: works[0] }),
      call('DELETE', `/v1/collections/${shown.id}/items/${works[0]}`, stranger.token),
    ];
    for (const response of await Promise.all(attempts))
      expectErrorEnvelope(response, 404, 'COLLECTION_NOT_FOUND');
    expectErrorEnvelope(await call('GET', '/v1/collections'), 401, 'UNAUTHENTICATED');
    const opened = await open(shown.id);
    expect(opened).toMatchObject({ ownedByMe: false, collection: { name: 'Posters' } });
    expect(opened.owner).toEqual({
      id: owner.id,
      fullName: expect.any(String),
      profilePicture: null,
      verified: false,
    });
    expect(JSON.stringify(opened)).not.toMatch(/@example\.com|\+234/);
  });

  it('saving twice and removing twice are harmless, and the count stays exact', async () => {
    const board = await create(owner.token);
    expect(await save(owner.token, board.id, works[0]!)).toEqual({ changed: true, itemCount: 1 });
    expect(await save(owner.token, board.id, works[0]!)).toEqual({ changed: false, itemCount: 1 });
    const together = await Promise.all(
      works.slice(1, 4).map((itemId) => save(owner.token, board.id, itemId)),
    );
    expect(together.every((change) => change.changed)).toBe(true);
    const [row] = await db.select().from(collections).where(eq(collections.id, board.id));
    expect(row!.itemCount).toBe(4);

    const remove = () => call('DELETE', `/v1/collections/${board.id}/items/${works[0]}`, owner.token);
    expect((await remove()).json().data).toEqual({ changed: true, itemCount: 3 });
    expect((await remove()).json().data).toEqual({ changed: false, itemCount: 3 });
  });

  it("a collection's works come newest saved first, as work cards, page after page, with covers", async () => {
    const board = await create(owner.token);
    for (const itemId of works) {
      await save(owner.token, board.id, itemId);
      testApp.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await open(board.id, undefined, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((card) => card.id));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...works].reverse());
    const first = await open(board.id);
    expect(first.items[0]).toMatchObject({
      designer: { id: designerId, fullName: 'Amara Okafor', verified: true },
    });
    expect(first.collection.covers.map((cover) => cover.itemId)).toEqual([...works].reverse().slice(0, 4));

    const listed = ZFindCollectionsResponse.parse(
      (await call('GET', `/v1/collections?itemId=${works[0]}`, owner.token)).json(),
    ).data;
    const mine = listed.items.find((collection) => collection.id === board.id);
    expect(mine).toMatchObject({ holdsItem: true, itemCount: works.length });
    expect(mine!.covers).toHaveLength(4);
    expectErrorEnvelope(
      await call('GET', `/v1/collections/${board.id}?cursor=not-a-cursor`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('only works the public may see are saved, and only those are shown', async () => {
    const hidden = await createDesigner(db, {
      fullName: 'Still Processing',
      items: [{ status: 'processing' }],
    });
    const [processing] = await readyWorksOf(hidden);
    const board = await create(owner.token);
    expectErrorEnvelope(
      await call('POST', `/v1/collections/${board.id}/items`, owner.token, { itemId: processing }),
      404,
      'PORTFOLIO_ITEM_NOT_FOUND',
    );
    expectErrorEnvelope(
      await call('POST', `/v1/collections/${board.id}/items`, owner.token, { itemId: 'not-an-id' }),
      400,
      'VALIDATION_FAILED',
    );

    const shownDesigner = await createDesigner(db, { fullName: 'Soon Away', items: [{}] });
    const [work] = await readyWorksOf(shownDesigner);
    await save(owner.token, board.id, work!);
    await db.update(portfolioItems).set({ status: 'processing' }).where(eq(portfolioItems.id, work!));
    const opened = await open(board.id);
    expect(opened.items).toEqual([]);
    expect(opened.collection.itemCount).toBe(1);
  });

  it('refuses hostile and overlong text with the field named', async () => {
    for (const [body, field] of [
      [{ name: 'Bell\u0007', visibility: 'public' }, 'name'],
      [{ name: 'x'.repeat(81), visibility: 'public' }, 'name'],
      [{ name: '   ', visibility: 'public' }, 'name'],
      [{ name: 'Fine', description: 'y'.repeat(501), visibility: 'public' }, 'description'],
      [{ name: 'Fine', description: 'broken \ud800', visibility: 'public' }, 'description'],
      [{ name: 'Fine', visibility: 'friends' }, 'visibility'],
    ] as const) {
      const body400 = expectErrorEnvelope(
        await call('POST', '/v1/collections', owner.token, body),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.keys(body400.error.details.fields ?? {})).toContain(field);
    }
    const markup = await create(owner.token, { name: '<script>alert(1)</script>', visibility: 'public' });
    expect(markup.name).toBe('<script>alert(1)</script>');
  });

  it('caps collections per member and works per collection, with stable reasons', async () => {
    const collector = await member();
    const now = testApp.clock.now();
    await db.insert(collections).values(
      Array.from({ length: maxCollectionsPerMember }, (_, index) => ({
        userId: collector.id,
        name: `Board ${index}`,
        visibility: 'private' as const,
        createdAt: now,
        updatedAt: now,
      })),
    );
    expectErrorEnvelope(
      await call('POST', '/v1/collections', collector.token, { name: 'One more', visibility: 'public' }),
      409,
      'TOO_MANY_COLLECTIONS',
    );

    const full = await create(owner.token);
    await save(owner.token, full.id, works[0]!);
    await db.update(collections).set({ itemCount: maxItemsPerCollection }).where(eq(collections.id, full.id));
    expectErrorEnvelope(
      await call('POST', `/v1/collections/${full.id}/items`, owner.token, { itemId: works[1] }),
      409,
      'COLLECTION_FULL',
    );
    expect(await save(owner.token, full.id, works[0]!)).toEqual({
      changed: false,
      itemCount: maxItemsPerCollection,
    });
  });

  it('a deleted work leaves its collections and their counts; a deleted member takes their collections', async () => {
    const leaving = await createDesigner(db, { fullName: 'Leaving Soon', items: [{}, {}] });
    const [first, second] = await readyWorksOf(leaving);
    const board = await create(owner.token);
    await save(owner.token, board.id, first!);
    await save(owner.token, board.id, second!);
    await save(owner.token, board.id, works[0]!);
    await db.delete(portfolioItems).where(eq(portfolioItems.id, first!));
    const [afterItem] = await db.select().from(collections).where(eq(collections.id, board.id));
    expect(afterItem!.itemCount).toBe(2);
    await db.delete(users).where(eq(users.id, leaving));
    const [afterDesigner] = await db.select().from(collections).where(eq(collections.id, board.id));
    expect(afterDesigner!.itemCount).toBe(1);

    const collector = await member();
    const theirs = await create(collector.token);
    await save(collector.token, theirs.id, works[0]!);
    await db.delete(users).where(eq(users.id, collector.id));
    expect(await db.select().from(collections).where(eq(collections.id, theirs.id))).toEqual([]);
    expect(
      await db.select().from(collectionItems).where(eq(collectionItems.collectionId, theirs.id)),
    ).toEqual([]);
  });

  it("a suspended member's public collection is not found, to everyone else", async () => {
    const collector = await member();
    const shown = await create(collector.token);
    await db.update(users).set({ suspendedAt: testApp.clock.now() }).where(eq(users.id, collector.id));
    expectErrorEnvelope(await call('GET', `/v1/collections/${shown.id}`), 404, 'COLLECTION_NOT_FOUND');
    expectErrorEnvelope(
      await call('GET', `/v1/collections/${shown.id}`, stranger.token),
      404,
      'COLLECTION_NOT_FOUND',
    );
  });
});
