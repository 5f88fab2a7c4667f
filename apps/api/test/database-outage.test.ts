import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGetHealthUnavailableResponse } from '@creators-archive/contract/health/get-health';
import { selectRows, type DatabaseHandle } from '../src/db/client';
import { createDesigner } from './factories';
import {
  buildTestApp,
  createTestDatabase,
  databaseKinds,
  expectErrorEnvelope,
  type TestApp,
} from './helpers';
import { TcpProxy } from './tcp-proxy';
import { buildWebDist } from './web-build';

const timeouts = { connectMs: 500, statementMs: 1_000, idleInTransactionMs: 1_500 };
/** The client's own wait for a server that has gone silent (db/client.ts). */
const silentServerMs = timeouts.statementMs + 1_000;
/** Room for the event loop and the request around the wait itself. */
const slackMs = 500;

async function timed(request: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const response = await request();
  return { response, elapsedMs: performance.now() - started };
}

function expectHealthDown(response: LightMyRequestResponse) {
  expectErrorEnvelope(response, 503, 'DATABASE_UNAVAILABLE');
  expect(ZGetHealthUnavailableResponse.parse(response.json()).error.details.database).toBe('down');
}

function expectErrorPage(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(response.body).not.toContain('"success"');
}

/** Resolves once `count` sessions of this database are waiting for a lock `client` holds. */
async function waitForLockWaiters(client: pg.Client, count: number): Promise<void> {
  for (;;) {
    // Inside the locker's transaction the view is a snapshot unless it is cleared each time.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a stalled PostgreSQL', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle & { url?: string };
  let testApp: TestApp;
  let designerId: string;
  let distDir: string;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
    database = await createTestDatabase('postgres', { timeouts, port: proxy.port });
    // A designer's page reads the designer through the API as the web's server build renders it.
    distDir = buildWebDist();
    testApp = await buildTestApp('postgres', { WEB_DIST_DIR: distDir }, { database });
    designerId = await createDesigner(database.db, { fullName: 'Amara Okafor', country: 'Nigeria' });
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
    await proxy.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => () => testApp.app.inject({ method: 'GET', url });

  it('gives every connection the configured statement and idle-in-transaction timeouts', async () => {
    const [settings] = await selectRows<{ statement: string; idle: string }>(
      database.db,
      sql`select current_setting('statement_timeout') as statement,
                 current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(settings).toEqual({ statement: '1s', idle: '1500ms' });
  });

  it('answers 503 within the statement timeout while a table is locked, and recovers', async () => {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');

      const api = await timed(get(`/v1/users/${designerId}`));
      expectErrorEnvelope(api.response, 503, 'DATABASE_UNAVAILABLE');
      expect(api.elapsedMs).toBeLessThan(timeouts.statementMs + slackMs);

      const page = await get(`/designers/${designerId}`)();
      expectErrorPage(page, 503);
      expect(page.body).toContain('briefly unavailable');

      // Only one table is stuck: the database itself still answers.
      const health = await get('/v1/health')();
      expect(health.statusCode).toBe(200);

      // Every connection busy waiting on the lock: the probe cannot get one in time.
      const stuck = Array.from({ length: 12 }, () => get(`/v1/users/${designerId}`)());
      await waitForLockWaiters(locker, 10);
      const busy = await timed(get('/v1/health'));
      expectHealthDown(busy.response);
      expect(busy.elapsedMs).toBeLessThan(1_000);
      for (const response of await Promise.all(stuck)) {
        expectErrorEnvelope(response, 503, 'DATABASE_UNAVAILABLE');
      }
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
    expect((await get(`/v1/users/${designerId}`)()).statusCode).toBe(200);
    expect((await get('/v1/health')()).statusCode).toBe(200);
  });

  it('answers 503 when the server goes silent: health within a second, the API within its timeouts', async () => {
    proxy.freeze();
    try {
      const health = await timed(get('/v1/health'));
      expectHealthDown(health.response);
      expect(health.elapsedMs).toBeLessThan(1_000);

      const api = await timed(get(`/v1/users/${designerId}`));
      expectErrorEnvelope(api.response, 503, 'DATABASE_UNAVAILABLE');
      expect(api.elapsedMs).toBeLessThan(silentServerMs + slackMs);

      expectErrorPage(await get(`/designers/${designerId}`)(), 503);
    } finally {
      proxy.thaw();
    }
    expect((await get(`/v1/users/${designerId}`)()).statusCode).toBe(200);
  });

  it('answers 503 at once when the server is gone', async () => {
    await proxy.cut();
    const health = await timed(get('/v1/health'));
    expectHealthDown(health.response);
    expect(health.elapsedMs).toBeLessThan(1_000);

    const api = await timed(get(`/v1/users/${designerId}`));
    expectErrorEnvelope(api.response, 503, 'DATABASE_UNAVAILABLE');
    expect(api.elapsedMs).toBeLessThan(timeouts.connectMs + slackMs);
    expectErrorPage(await get(`/designers/${designerId}`)(), 503);
  });
});

describe.each(databaseKinds)('a closed database on %s', (kind) => {
  let testApp: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir });
    await testApp.database.close();
  });
  afterAll(async () => {
    await testApp.app.close().catch(() => {});
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers a page route with an HTML error page, never JSON', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/designers/3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expectErrorPage(response, response.statusCode);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
