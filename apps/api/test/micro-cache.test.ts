import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';

/** A listed designer: a member with one ready item, written straight to the tables. */
async function createListedDesigner(db: Database, fullName: string): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not used',
      fullName,
      phone: '+2348000000000',
      role: 'member',
      disciplines: ['Illustration', 'Editorial'],
    })
    .returning({ id: users.id });
  const key = `public/test/${randomUUID()}`;
  await db.insert(portfolioItems).values({
    userId: user!.id,
    status: 'ready',
    position: 0,
    width: 1600,
    height: 1200,
    thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
    originalKey: `originals/${randomUUID()}`,
    variants: [
      { format: 'avif', width: 320, height: 240, key: `${key}-320.avif`, bytes: 9000 },
      { format: 'webp', width: 320, height: 240, key: `${key}-320.webp`, bytes: 12000 },
    ],
  });
}

describe.each(databaseKinds)('the public micro-cache on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, { PUBLIC_CACHE_SECONDS: '5' });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const directory = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/v1/designers?sort=name', headers });

  it('answers a repeated public list from memory for a few seconds, then asks again', async () => {
    const first = await directory();
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=5');

    const second = await directory();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);

    testApp.clock.advance(5_001);
    expect((await directory()).headers['x-cache']).toBe('miss');
  });

  it('sends a long list gzipped to a client that accepts it, stored and cached alike', async () => {
    for (const name of ['Amara Okafor', 'Kwame Mensah', 'Wanjiru Kamau', 'Selam Tesfaye', 'Fatou Sow']) {
      await createListedDesigner(testApp.database.db, name);
    }
    const url = '/v1/designers?sort=popular';
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const stored = await testApp.app.inject({ method: 'GET', url, headers: gzip });
    const cached = await testApp.app.inject({ method: 'GET', url, headers: gzip });
    const plain = await testApp.app.inject({ method: 'GET', url });

    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1400);
    expect(stored.headers['x-cache']).toBe('miss');
    expect(cached.headers['x-cache']).toBe('hit');
    for (const response of [stored, cached]) {
      expect(response.headers['vary']).toContain('Accept-Encoding');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('never caches or serves from cache a request that carries credentials', async () => {
    const member = await registerUser(testApp.app);
    await directory();
    const signedIn = await directory(bearer(member.access_token));
    expect(signedIn.headers['x-cache']).toBeUndefined();
  });

  it('leaves routes that did not ask for it alone', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.headers['x-cache']).toBeUndefined();
    expect(response.headers['cache-control']).not.toBe('public, max-age=5');
  });
});

describe.each(databaseKinds)('PUBLIC_CACHE_SECONDS on %s', (kind) => {
  const directory = (testApp: TestApp) => testApp.app.inject({ method: 'GET', url: '/v1/designers' });

  it.each([30, 2])(
    'keeps a public list for exactly %i seconds, above the default as well as below',
    async (seconds) => {
      const testApp = await buildTestApp(kind, { PUBLIC_CACHE_SECONDS: String(seconds) });
      try {
        const first = await directory(testApp);
        expect(first.headers['x-cache']).toBe('miss');
        expect(first.headers['cache-control']).toBe(`public, max-age=${seconds}`);
        testApp.clock.advance(seconds * 1000 - 1);
        const kept = await directory(testApp);
        expect(kept.headers['x-cache']).toBe('hit');
        expect(kept.headers['cache-control']).toBe(`public, max-age=${seconds}`);
        testApp.clock.advance(2);
        expect((await directory(testApp)).headers['x-cache']).toBe('miss');
      } finally {
        await testApp.close();
      }
    },
  );

  it('turns the cache off with 0', async () => {
    const testApp = await buildTestApp(kind, { PUBLIC_CACHE_SECONDS: '0' });
    try {
      for (const response of [await directory(testApp), await directory(testApp)]) {
        expect(response.headers['x-cache']).toBeUndefined();
        expect(response.headers['cache-control']).toBeUndefined();
      }
    } finally {
      await testApp.close();
    }
  });
});
