import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';

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
});
