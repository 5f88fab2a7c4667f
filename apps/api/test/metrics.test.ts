import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJob } from '../src/mail/mail';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { payInSandbox, seedPlans, startCheckout, verify } from './membership-helpers';

const token = 'a-scraper-token-of-some-length';

/** The value of one sample line of the scrape, 0 when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf('}'));
    if (wanted.every((pair) => labelText.split(',').includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('metrics without METRICS_TOKEN', () => {
  it('are not served: /metrics is 404 like any unknown address, token or not', async () => {
    // Without a web build to answer page addresses, an unknown address is the API's 404.
    const apiOnly = await buildTestApp('pglite', {
      WEB_DIST_DIR: path.join(os.tmpdir(), 'no-web-build-here'),
    });
    try {
      for (const headers of [{}, bearer(token)]) {
        const response = await apiOnly.app.inject({ method: 'GET', url: '/metrics', headers });
        expectErrorEnvelope(response, 404, 'NOT_FOUND');
        expect(response.body).not.toContain('http_request');
      }
    } finally {
      await apiOnly.close();
    }
  });

  it('are not served beside the web app either: /metrics is whatever an unknown address gets', async () => {
    const withWeb = await buildTestApp('pglite');
    try {
      const unknown = await withWeb.app.inject({ method: 'GET', url: '/no-such-address' });
      const response = await withWeb.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
      expect(response.statusCode).toBe(unknown.statusCode);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.body).toBe(unknown.body);
    } finally {
      await withWeb.close();
    }
  });
});

describe.each(databaseKinds)('metrics with METRICS_TOKEN on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const app = () => testApp.app;

  async function scrape(): Promise<string> {
    const response = await app().inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }

  it('answer 401 in the error envelope without the token, with a wrong one, or with another scheme', async () => {
    for (const headers of [
      {},
      bearer('a-wrong-token-of-the-same-size'),
      bearer(`${token}x`),
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer' },
    ]) {
      const response = await app().inject({ method: 'GET', url: '/metrics', headers });
      expectErrorEnvelope(response, 401, 'UNAUTHENTICATED');
      expect(response.body).not.toContain('http_request');
    }
  });

  it('count requests and their durations by route pattern, never by the address asked for', async () => {
    const designerId = await createDesigner(testApp.database.db, {
      fullName: 'Amara Okafor',
      country: 'Nigeria',
    });
    const before = sample(await scrape(), 'http_requests_total', {
      method: 'GET',
      route: '/v1/users/:id',
      status_code: '200',
    });
    expect((await app().inject({ method: 'GET', url: `/v1/users/${designerId}` })).statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/v1/users/not-a-member-id-123' })).statusCode).not.toBe(
      200,
    );

    const text = await scrape();
    expect(
      sample(text, 'http_requests_total', { method: 'GET', route: '/v1/users/:id', status_code: '200' }),
    ).toBe(before + 1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/v1/users/:id',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/v1\/users\/:id"/);
    expect(text).not.toContain(designerId);
    expect(text).not.toContain('not-a-member-id-123');
  });

  it('read the job queue depth by type from the jobs table at scrape time', async () => {
    const queued = sample(await scrape(), 'jobs_queue_depth', { type: mailJob.type });
    const message = { to: 'depth@example.com', subject: 'Queued', html: '<p>Queued</p>', text: 'Queued' };
    await app().jobs.queue.enqueue(mailJob, message, testApp.clock.now());
    await app().jobs.queue.enqueue(mailJob, message, testApp.clock.now());
    testApp.clock.advance(90_000);

    const text = await scrape();
    expect(sample(text, 'jobs_queue_depth', { type: mailJob.type })).toBe(queued + 2);
    expect(sample(text, 'jobs_oldest_pending_age_seconds', { type: mailJob.type })).toBeGreaterThanOrEqual(
      90,
    );

    await app().jobWorker.drain();
    const drained = await scrape();
    expect(sample(drained, 'jobs_queue_depth', { type: mailJob.type })).toBe(0);
    expect(sample(drained, 'jobs_oldest_pending_age_seconds', { type: mailJob.type })).toBe(0);
  });

  it('count mail sent', async () => {
    await app().jobWorker.drain();
    const before = sample(await scrape(), 'mail_sent_total', { transport: 'outbox' });
    await app().jobs.queue.enqueue(
      mailJob,
      { to: 'sent@example.com', subject: 'Sent', html: '<p>Sent</p>', text: 'Sent' },
      testApp.clock.now(),
    );
    expect(await app().jobWorker.drain()).toBe(1);
    const text = await scrape();
    expect(sample(text, 'mail_sent_total', { transport: 'outbox' })).toBe(before + 1);
    expect(sample(text, 'mail_failed_total', { transport: 'outbox' })).toBe(0);
  });

  it('count a payment once when it settles, by outcome and currency', async () => {
    const { monthly } = await seedPlans(app());
    const before = sample(await scrape(), 'payments_total', { outcome: 'paid', currency: 'NGN' });
    const member = await registerUser(app());
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    // Verifying again finds the payment fulfilled and counts nothing more.
    await verify(app(), started.reference, { token: member.access_token });
    expect(sample(await scrape(), 'payments_total', { outcome: 'paid', currency: 'NGN' })).toBe(before + 1);
  });

  it('say which database driver is in use, and its pool', async () => {
    const text = await scrape();
    expect(sample(text, 'db_driver_info', { driver: kind })).toBe(1);
    expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
    // PGlite is one session: its pool never holds more than one connection.
    const total = sample(text, 'db_pool_connections', { state: 'total' });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(kind === 'pglite' ? 1 : 10);
  });
});

describe.each(databaseKinds)('metrics of the public micro-cache on %s', (kind) => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await buildTestApp(kind, { METRICS_TOKEN: token, PUBLIC_CACHE_SECONDS: '5' });
  });
  afterAll(async () => {
    await cached.close();
  });

  it('count the answers kept, and drop expired ones when the next is stored, asked for again or not', async () => {
    const kept = async () => {
      const response = await cached.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
      return Number(/^public_cache_entries (\S+)$/m.exec(response.body)?.[1]);
    };
    const list = async (sort: string) =>
      (await cached.app.inject({ method: 'GET', url: `/v1/designers?sort=${sort}` })).statusCode;

    expect(await kept()).toBe(0);
    expect([await list('name'), await list('newest')]).toEqual([200, 200]);
    expect(await kept()).toBe(2);

    cached.clock.advance(5_001);
    expect(await list('popular')).toBe(200);
    expect(await kept()).toBe(1);
  });
});
