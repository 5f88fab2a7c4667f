import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, expectErrorEnvelope, webDistFixture, type TestApp } from './helpers';

const hashedAsset = '/assets/index-Bx3k9f2a.js';

/** `script-src 'self'; object-src 'none'` → { 'script-src': ["'self'"], 'object-src': ["'none'"] } */
function cspDirectives(header: unknown): Record<string, string[]> {
  expect(header).toEqual(expect.any(String));
  const directives: Record<string, string[]> = {};
  for (const directive of String(header).split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe.each(databaseKinds)('API core on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(
      kind,
      {},
      {
        routes: (app) => {
          app.get('/v1/test-boom', async () => {
            throw new Error('select password_hash from users failed in /work/main/apps/api/src/secret.ts');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  describe('errors', () => {
    it('answers an unknown API path with the 404 envelope', async () => {
      const response = await inject({ method: 'GET', url: '/v1/no-such-thing?page=2' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 404,
          message: 'Not found',
          details: { reason: 'NOT_FOUND', path: '/v1/no-such-thing' },
        },
      });
    });

    it('answers a wrong method with 405 and the methods that are allowed', async () => {
      const login = await inject({ method: 'DELETE', url: '/v1/auth/login' });
      expectErrorEnvelope(login, 405, 'METHOD_NOT_ALLOWED');
      expect(login.headers.allow).toBe('POST');

      const me = await inject({ method: 'PUT', url: '/v1/users/me' });
      expectErrorEnvelope(me, 405, 'METHOD_NOT_ALLOWED');
      expect(String(me.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'PATCH']);
    });

    it('names every field that fails validation', async () => {
      const response = await inject({
        method: 'POST',
        url: '/v1/users/register',
        payload: { email: 'not-an-email', password: 'short' },
      });
      const body = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(body.error.details.fields ?? {}).sort()).toEqual(['email', 'fullName', 'password']);
      expect(body.error.details.fields?.email).toBe('Enter a valid email address');
    });

    it('answers malformed or empty JSON with 400 MALFORMED_JSON', async () => {
      const malformed = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com", ',
      });
      expectErrorEnvelope(malformed, 400, 'MALFORMED_JSON');

      const empty = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expectErrorEnvelope(empty, 400, 'MALFORMED_JSON');
    });

    it('refuses a body over the 1 MiB default limit with 413', async () => {
      const response = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'a@example.com', password: 'x'.repeat(1_100_000) },
      });
      expectErrorEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
    });

    it.each(['text/plain', 'application/xml'])('refuses a %s body with 415', async (contentType) => {
      const response = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': contentType },
        payload: 'email=a@example.com',
      });
      expectErrorEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('hides an unexpected error behind a 500 that carries only the request id', async () => {
      const response = await inject({ method: 'GET', url: '/v1/test-boom' });
      expect(response.statusCode).toBe(500);
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json()).toEqual({
        success: false,
        error: {
          code: 500,
          message: 'An unexpected error occurred',
          details: { reason: 'INTERNAL_ERROR', requestId },
        },
      });
      expect(response.body).not.toMatch(/password_hash|select|apps\/api|secret\.ts|stack|\bat /i);
    });
  });

  describe('documentation', () => {
    it('serves an OpenAPI 3.1 document listing the account endpoints', async () => {
      const response = await inject({ method: 'GET', url: '/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as { openapi: string; paths: Record<string, unknown> };
      expect(document.openapi).toMatch(/^3\.1\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/v1/users/register',
          '/v1/auth/login',
          '/v1/auth/refresh',
          '/v1/users/me',
          '/v1/users/{id}',
        ]),
      );
      expect(Object.keys(document.paths)).not.toContain('/v1/users/:id');
    });

    it('documents the bearer token on exactly the operations that refuse a caller without one', async () => {
      type Operation = { security?: unknown[] };
      const document = (await inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          name: `${method.toUpperCase()} ${path}`,
          url: path.replace(/\{\w+\}/g, '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e'),
          method: method.toUpperCase() as InjectOptions['method'],
          documented: (operation.security ?? []).length > 0,
        })),
      );
      expect(operations.filter((operation) => operation.documented).length).toBeGreaterThan(10);
      for (const operation of operations) {
        const response = await inject({ method: operation.method, url: operation.url });
        const refused =
          response.statusCode === 401 && response.json().error.details.reason === 'UNAUTHENTICATED';
        expect(refused, operation.name).toBe(operation.documented);
      }
    });

    it('serves the interactive docs as HTML', async () => {
      let response = await inject({ method: 'GET', url: '/v1/docs' });
      if (response.statusCode >= 300 && response.statusCode < 400) {
        response = await inject({ method: 'GET', url: String(response.headers.location) });
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('swagger-ui');
    });
  });

  describe('security headers', () => {
    it.each(['/v1/health', '/', '/designers/123'])(
      '%s forbids inline script, plugins, <base> and framing',
      async (url) => {
        const response = await inject({ method: 'GET', url });
        const csp = cspDirectives(response.headers['content-security-policy']);
        expect(csp['script-src']).toEqual(["'self'"]);
        expect(csp['object-src']).toEqual(["'none'"]);
        expect(csp['base-uri']).toEqual(["'none'"]);
        expect(csp['frame-ancestors']).toEqual(["'none'"]);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      },
    );

    it('sends no CORS permission to another origin by default', async () => {
      const response = await inject({
        method: 'GET',
        url: '/v1/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('web app', () => {
    it('serves hashed assets cached for a year', async () => {
      const response = await inject({ method: 'GET', url: hashedAsset });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.body).toBe(fs.readFileSync(path.join(webDistFixture, hashedAsset), 'utf8'));
    });

    it.each(['/', '/designers/123'])('answers the page %s with index.html, never cached', async (url) => {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<script type="module" src="/assets/index-Bx3k9f2a.js"></script>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('app-mode');
    });

    it('answers a missing asset with 404 instead of the app', async () => {
      const response = await inject({ method: 'GET', url: '/assets/missing.js' });
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
    });

    it('does not answer a POST to a page path with the app', async () => {
      const response = await inject({ method: 'POST', url: '/designers/123', payload: {} });
      expectErrorEnvelope(response, 404, 'NOT_FOUND');
      expect(response.body).not.toContain('<html');
    });
  });

  describe('with its own settings', () => {
    /** The same database, so each variant costs no new one. */
    const buildWith = (environment: Record<string, string>) =>
      buildTestApp(kind, environment, { database: testApp.database });

    it('limits sign-in attempts with 429, a Retry-After header and the envelope', async () => {
      const configured = await buildWith({ RATE_LIMIT_AUTH_MAX: '2' });
      try {
        const attempt = () =>
          configured.app.inject({
            method: 'POST',
            url: '/v1/auth/login',
            payload: { email: 'nobody@example.com', password: 'wrong password' },
          });
        expect((await attempt()).statusCode).toBe(401);
        expect((await attempt()).statusCode).toBe(401);

        const limited = await attempt();
        const body = expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(body.error.details).toMatchObject({ retryAfterSeconds: retryAfter });
      } finally {
        await configured.close();
      }
    });

    it('counts requests refused for a bad token against the address, so a flood of them is limited', async () => {
      const configured = await buildWith({ RATE_LIMIT_MAX: '3' });
      try {
        const forged = () =>
          configured.app.inject({
            method: 'GET',
            url: '/v1/users/me',
            headers: { authorization: 'Bearer forged' },
          });
        for (let attempt = 0; attempt < 3; attempt += 1) expect((await forged()).statusCode).toBe(401);
        expectErrorEnvelope(await forged(), 429, 'RATE_LIMITED');
      } finally {
        await configured.close();
      }
    });

    it('answers only the configured origins for CORS, and still tells 404 from 405', async () => {
      const configured = await buildWith({ CORS_ORIGINS: 'https://app.example' });
      try {
        const allowed = await configured.app.inject({
          method: 'GET',
          url: '/v1/health',
          headers: { origin: 'https://app.example' },
        });
        expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');

        const preflight = await configured.app.inject({
          method: 'OPTIONS',
          url: '/v1/users/me',
          headers: { origin: 'https://app.example', 'access-control-request-method': 'PATCH' },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');

        const other = await configured.app.inject({
          method: 'GET',
          url: '/v1/health',
          headers: { origin: 'https://evil.example' },
        });
        expect(other.headers['access-control-allow-origin']).toBeUndefined();

        expectErrorEnvelope(
          await configured.app.inject({ method: 'GET', url: '/v1/no-such-thing' }),
          404,
          'NOT_FOUND',
        );
        const wrongMethod = await configured.app.inject({ method: 'DELETE', url: '/v1/auth/login' });
        expectErrorEnvelope(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
        expect(wrongMethod.headers.allow).toBe('POST');
      } finally {
        await configured.close();
      }
    });

    it('in maintenance answers the API with 503 and marks every page', async () => {
      const configured = await buildWith({ MAINTENANCE: '1' });
      try {
        const health = await configured.app.inject({ method: 'GET', url: '/v1/health' });
        expectErrorEnvelope(health, 503, 'MAINTENANCE');
        expect(health.headers['retry-after']).toEqual(expect.any(String));

        const login = await configured.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'a@example.com', password: 'whatever1' },
        });
        expectErrorEnvelope(login, 503, 'MAINTENANCE');

        for (const url of ['/', '/designers/123', '/index.html']) {
          const page = await configured.app.inject({ method: 'GET', url });
          expect(page.statusCode, url).toBe(200);
          expect(page.headers['cache-control'], url).toBe('no-cache');
          expect(page.body, url).toContain('<meta name="app-mode" content="maintenance"');
        }
      } finally {
        await configured.close();
      }
    });

    it('serves no API documentation with API_DOCS=0', async () => {
      const configured = await buildWith({ API_DOCS: '0' });
      try {
        for (const url of ['/v1/docs', '/v1/docs/', '/v1/openapi.json']) {
          expectErrorEnvelope(await configured.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
        }
      } finally {
        await configured.close();
      }
    });

    it('refuses a body over BODY_LIMIT_BYTES with 413', async () => {
      const configured = await buildWith({ BODY_LIMIT_BYTES: '64' });
      try {
        const response = await configured.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: 'someone@example.com', password: 'a password long enough to pass 64 bytes' },
        });
        expectErrorEnvelope(response, 413, 'PAYLOAD_TOO_LARGE');
      } finally {
        await configured.close();
      }
    });
  });
});
