import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetHealthLiveResponse } from '@creators-archive/contract/health/get-health-live';
import {
  ZGetHealthNotReadyResponse,
  ZGetHealthReadyResponse,
} from '@creators-archive/contract/health/get-health-ready';
import {
  buildTestApp,
  createTestDatabase,
  databaseKinds,
  expectErrorEnvelope,
  type TestApp,
} from './helpers';
import { TcpProxy } from './tcp-proxy';

describe.each(databaseKinds)('health on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers ok after checking the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers 503 with the database down, and nothing internal, when the database is gone', async () => {
    const broken = await buildTestApp(kind);
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 503,
        message: 'The database is not answering',
        details: { reason: 'DATABASE_UNAVAILABLE', database: 'down' },
      },
    });
    await broken.app.close().catch(() => {});
  });

  it('is live without asking the database, and ready when it answers', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(ZGetHealthLiveResponse.parse(live.json())).toEqual({ success: true, data: { status: 'ok' } });

    const ready = await testApp.app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ZGetHealthReadyResponse.parse(ready.json())).toEqual({
      success: true,
      data: { status: 'ready', database: 'ok' },
    });
  });

  it('is not ready, but still live, once the database is closed', async () => {
    const broken = await buildTestApp(kind);
    await broken.database.close();
    const live = await broken.app.inject({ method: 'GET', url: '/v1/health/live' });
    expect(live.statusCode).toBe(200);

    const ready = await broken.app.inject({ method: 'GET', url: '/v1/health/ready' });
    expectErrorEnvelope(ready, 503, 'DATABASE_UNAVAILABLE');
    expect(ZGetHealthNotReadyResponse.parse(ready.json()).error.details).toEqual({
      reason: 'DATABASE_UNAVAILABLE',
      database: 'down',
    });
    await broken.app.close().catch(() => {});
  });

  it('is not ready in maintenance, yet still live, so the load balancer does not restart it', async () => {
    const closed = await buildTestApp(kind, { MAINTENANCE: '1' });
    try {
      const ready = await closed.app.inject({ method: 'GET', url: '/v1/health/ready' });
      expectErrorEnvelope(ready, 503, 'MAINTENANCE');
      expect(ZGetHealthNotReadyResponse.parse(ready.json()).error.details.reason).toBe('MAINTENANCE');
      expect(ready.headers['retry-after']).toBe('300');
      expect((await closed.app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await closed.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness with PostgreSQL unreachable', () => {
  it('answers 503 within about a second while the server is silent, and 200 once it is back', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? '');
    const proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
    const database = await createTestDatabase('postgres', {
      timeouts: { connectMs: 500, statementMs: 1_000, idleInTransactionMs: 1_500 },
      port: proxy.port,
    });
    const testApp = await buildTestApp('postgres', {}, { database });
    try {
      proxy.freeze();
      const started = performance.now();
      const ready = await testApp.app.inject({ method: 'GET', url: '/v1/health/ready' });
      expect(performance.now() - started).toBeLessThan(1_500);
      expectErrorEnvelope(ready, 503, 'DATABASE_UNAVAILABLE');
      expect((await testApp.app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
      proxy.thaw();
      expect((await testApp.app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(200);
    } finally {
      proxy.thaw();
      await testApp.close();
      await database.close();
      await proxy.close();
    }
  });
});
