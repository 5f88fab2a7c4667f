import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';

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
