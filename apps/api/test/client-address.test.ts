import type { InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

const LIMIT = 3;

/** Sends LIMIT + 1 health-free API calls and answers their statuses. */
async function statusesOf(testApp: TestApp, requests: InjectOptions[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await testApp.app.inject(request)).statusCode);
  return statuses;
}

const directoryCall = (remoteAddress: string, forwardedFor?: string): InjectOptions => ({
  method: 'GET',
  url: '/v1/designers',
  remoteAddress,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});

/** Per-address rules (limits, view counts, logs) count the address this setting believes. */
describe('the client address', () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const start = async (environment: Record<string, string> = {}) => {
    testApp = await buildTestApp('pglite', { RATE_LIMIT_MAX: String(LIMIT), ...environment });
    return testApp;
  };

  it('is the socket address by default: a new X-Forwarded-For each time does not escape the limit', async () => {
    const app = await start();
    const statuses = await statusesOf(
      app,
      Array.from({ length: LIMIT + 1 }, (_, index) =>
        directoryCall('203.0.113.9', `198.51.100.${index + 1}`),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('with a hop count, believes only that many proxies from the right of X-Forwarded-For', async () => {
    const app = await start({ TRUST_PROXY: '1' });
    // The proxy appends the address it saw; anything a client wrote before it is not believed.
    const statuses = await statusesOf(
      app,
      Array.from({ length: LIMIT + 1 }, (_, index) =>
        directoryCall('10.0.0.2', `198.51.100.${index + 1}, 203.0.113.9`),
      ),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy has a limit of its own.
    expect((await app.app.inject(directoryCall('10.0.0.2', '203.0.113.10'))).statusCode).toBe(200);
  });

  it('with proxy addresses, believes X-Forwarded-For only from those proxies', async () => {
    const app = await start({ TRUST_PROXY: '10.0.0.0/8' });
    const fromProxy = await statusesOf(
      app,
      Array.from({ length: LIMIT + 1 }, (_, index) => directoryCall('10.1.2.3', `198.51.100.${index + 1}`)),
    );
    expect(fromProxy).toEqual([200, 200, 200, 200]);

    const direct = await statusesOf(
      app,
      Array.from({ length: LIMIT + 1 }, (_, index) =>
        directoryCall('203.0.113.9', `198.51.100.${index + 1}`),
      ),
    );
    expect(direct).toEqual([200, 200, 200, 429]);
  });
});
