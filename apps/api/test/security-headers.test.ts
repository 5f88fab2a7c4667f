import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, databaseKinds, registerUser, webDistFixture, type TestApp } from './helpers';
import { png } from './image-fixtures';
import { billingCallbackPath, joinCallbackPath } from '../src/modules/billing/checkout.service';
import { seedPlans, startCheckout } from './membership-helpers';

/** The one proxy the app believes: an injected request comes from 127.0.0.1 unless told otherwise. */
const PROXY = '127.0.0.1';
const STRANGER = '203.0.113.9';

/**
 * A web build whose server renderer is a stand-in: every page is rendered with a body, an unknown
 * designer is a 404 page, and /broken asks the API for a route that fails, so the page fails too.
 */
function webDistWithRenderer(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-headers-'));
  fs.cpSync(webDistFixture, distDir, { recursive: true });
  // What a build serves beside its scripts: a stylesheet, SVG icons (and, written in beforeAll, a
  // raster one), the service worker and the manifest.
  fs.writeFileSync(path.join(distDir, 'assets', 'app-C4rT9x1q.css'), 'body { margin: 0 }');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
  fs.mkdirSync(path.join(distDir, 'icons'));
  fs.writeFileSync(path.join(distDir, 'icons', 'mark.svg'), svg);
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), svg);
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Creators Archive"}');
  fs.mkdirSync(path.join(distDir, 'server'));
  fs.writeFileSync(
    path.join(distDir, 'server', 'entry-server.js'),
    `export function createPageRenderer({ transport }) {
  return {
    renderPage: async (url) => {
      if (url.pathname === '/broken') await transport('/v1/test-boom');
      if (url.pathname === '/designers/nobody') return { status: 404, head: '<title>Not found</title>', messages: [] };
      return {
        status: 200,
        head: '<title>Rendered</title>',
        messages: [],
        body: { root: '<p>Rendered</p>', data: '<script type="application/json" id="page-data">{}</script>' },
      };
    },
    sitemap: async () => [],
  };
}
`,
  );
  return distDir;
}

type Answer = (extra: InjectOptions) => Promise<LightMyRequestResponse>;
type Row = {
  name: string;
  status: number;
  /**
   * 'app': the app's policy; 'sandbox': the verification document's own, stricter one; 'docs':
   * the API docs' own (swagger-ui's), which lets the docs frame themselves; 'none': a script,
   * style or raster image a page loads from a content-named path, which no policy governs.
   */
  policy: 'app' | 'sandbox' | 'docs' | 'none';
  /** Absent for a redirect, which has a Location instead of a body. */
  contentType?: RegExp;
  send: Answer;
  /**
   * Refused before routing, where Fastify's request does not read X-Forwarded-Proto: HSTS only
   * over a direct TLS socket (see addSecurityHeaders).
   */
  noHstsBehindProxy?: true;
};

/** What governs a document (or a worker), and means nothing on a script, style or image. */
const documentHeaders = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'x-request-id',
];

function directives(header: unknown): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  const parsed: Record<string, string[]> = {};
  for (const directive of String(header).split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) parsed[name] = values;
  }
  return parsed;
}

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let distDir: string;
  let main: TestApp;
  let limited: TestApp;
  let maintenance: TestApp;
  let member: { token: string; planId: string };
  let ipCounter = 0;
  /** A fresh client address, so one row's requests never count against another's limit. */
  const freshIp = () => {
    ipCounter += 1;
    return `198.51.100.${ipCounter}`;
  };

  beforeAll(async () => {
    distDir = webDistWithRenderer();
    fs.writeFileSync(path.join(distDir, 'icons', 'icon-192.png'), await png(192, 192));
    main = await buildTestApp(
      kind,
      { TRUST_PROXY: PROXY, WEB_DIST_DIR: distDir },
      {
        routes: (app) => {
          app.get('/v1/test-boom', async () => {
            throw new Error('boom');
          });
        },
      },
    );
    const mediaFile = path.join(main.dataDir, 'media', 'public', 'p', 'work', 'photo-640.png');
    fs.mkdirSync(path.dirname(mediaFile), { recursive: true });
    fs.writeFileSync(mediaFile, await png(8, 8));
    // The signed link's document, as the verification service hands it over.
    const document = await png(4, 4);
    vi.spyOn(main.app.services.verification, 'openDocument').mockImplementation(async () => ({
      body: Readable.from([document]),
      size: document.length,
      contentType: 'image/png',
    }));

    const { monthly } = await seedPlans(main.app);
    member = { token: (await registerUser(main.app)).access_token, planId: monthly.id };

    const shared = { database: main.database };
    limited = await buildTestApp(kind, { TRUST_PROXY: PROXY, RATE_LIMIT_AUTH_MAX: '1' }, shared);
    maintenance = await buildTestApp(
      kind,
      { TRUST_PROXY: PROXY, MAINTENANCE: '1', WEB_DIST_DIR: distDir },
      shared,
    );
  });
  afterAll(async () => {
    await maintenance?.close();
    await limited?.close();
    await main?.close();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  const json = /^application\/json/;
  const html = /^text\/html/;
  const on =
    (testApp: () => TestApp, options: InjectOptions): Answer =>
    (extra) =>
      testApp().app.inject({
        ...options,
        ...extra,
        headers: { ...options.headers, ...extra.headers },
      });
  const mainApp = () => main;

  const rows: Row[] = [
    {
      name: 'API JSON',
      status: 200,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/v1/health' }),
    },
    {
      name: 'the app shell',
      status: 200,
      policy: 'app',
      contentType: html,
      send: on(mainApp, { method: 'GET', url: '/account' }),
    },
    {
      name: 'a server-rendered page',
      status: 200,
      policy: 'app',
      contentType: html,
      send: on(mainApp, { method: 'GET', url: '/designers', headers: { 'accept-encoding': 'br' } }),
    },
    {
      name: 'a server-rendered 404 page',
      status: 404,
      policy: 'app',
      contentType: html,
      send: on(mainApp, { method: 'GET', url: '/designers/nobody' }),
    },
    {
      name: 'the error page of a page that failed',
      status: 500,
      policy: 'app',
      contentType: html,
      send: on(mainApp, { method: 'GET', url: '/broken' }),
    },
    {
      name: 'a media file',
      status: 200,
      policy: 'none',
      contentType: /^image\/png/,
      send: on(mainApp, { method: 'GET', url: '/media/p/work/photo-640.png' }),
    },
    {
      name: 'a missing media file',
      status: 404,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/media/p/work/missing-640.png' }),
    },
    {
      name: 'a script',
      status: 200,
      policy: 'none',
      contentType: /javascript/,
      send: on(mainApp, { method: 'GET', url: '/assets/index-Bx3k9f2a.js' }),
    },
    {
      name: 'a stylesheet',
      status: 200,
      policy: 'none',
      contentType: /^text\/css/,
      send: on(mainApp, { method: 'GET', url: '/assets/app-C4rT9x1q.css' }),
    },
    {
      name: 'a raster icon',
      status: 200,
      policy: 'none',
      contentType: /^image\/png/,
      send: on(mainApp, { method: 'GET', url: '/icons/icon-192.png' }),
    },
    {
      name: 'a missing script',
      status: 404,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/assets/missing-Bx3k9f2a.js' }),
    },
    {
      name: 'an SVG icon, a document when opened on its own',
      status: 200,
      policy: 'app',
      contentType: /^image\/svg\+xml/,
      send: on(mainApp, { method: 'GET', url: '/icons/mark.svg' }),
    },
    {
      name: 'the favicon (SVG)',
      status: 200,
      policy: 'app',
      contentType: /^image\/svg\+xml/,
      send: on(mainApp, { method: 'GET', url: '/favicon.svg' }),
    },
    {
      name: 'the service worker, whose own policy governs what it fetches',
      status: 200,
      policy: 'app',
      contentType: /javascript/,
      send: on(mainApp, { method: 'GET', url: '/sw.js' }),
    },
    {
      name: 'the web manifest',
      status: 200,
      policy: 'app',
      contentType: /manifest\+json/,
      send: on(mainApp, { method: 'GET', url: '/manifest.webmanifest' }),
    },
    {
      name: 'an unknown API path (404)',
      status: 404,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/v1/no-such-thing' }),
    },
    {
      name: 'a wrong method (405)',
      status: 405,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'DELETE', url: '/v1/auth/login' }),
    },
    {
      name: 'a body over the limit (413)',
      status: 413,
      policy: 'app',
      contentType: json,
      send: on(mainApp, {
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'a@example.com', password: 'x'.repeat(1_100_000) },
      }),
    },
    {
      name: 'malformed JSON (400)',
      status: 400,
      policy: 'app',
      contentType: json,
      send: on(mainApp, {
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      }),
    },
    {
      name: 'a malformed address, refused before routing (400)',
      status: 400,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/v1/users/%E0%A4%A' }),
      noHstsBehindProxy: true,
    },
    {
      name: 'an unexpected error (500)',
      status: 500,
      policy: 'app',
      contentType: json,
      send: on(mainApp, { method: 'GET', url: '/v1/test-boom' }),
    },
    {
      name: 'a redirect of the API docs',
      status: 302,
      policy: 'docs',
      send: on(mainApp, { method: 'GET', url: '/v1/docs/static/index.html' }),
    },
    {
      name: "the sandbox checkout's redirect back to the site",
      status: 303,
      policy: 'app',
      send: async (extra) => {
        const started = await startCheckout(main.app, member.token, {
          planId: member.planId,
          currency: 'NGN',
        });
        return on(mainApp, {
          method: 'POST',
          url: new URL(started.authorizationUrl).pathname,
          payload: { outcome: 'success', channel: 'card' },
        })(extra);
      },
    },
    {
      name: 'the signed verification document',
      status: 200,
      policy: 'sandbox',
      contentType: /^image\/png/,
      send: on(mainApp, { method: 'GET', url: '/v1/admin/verification-documents/any.1.token' }),
    },
    {
      name: 'a rate-limited request (429)',
      status: 429,
      policy: 'app',
      contentType: json,
      send: async (extra) => {
        const login = {
          method: 'POST' as const,
          url: '/v1/auth/login',
          payload: { email: 'nobody@example.com', password: 'wrong password' },
          remoteAddress: extra.remoteAddress ?? PROXY,
          headers: { 'x-forwarded-for': freshIp(), ...extra.headers },
        };
        await limited.app.inject(login);
        return limited.app.inject(login);
      },
    },
    {
      name: 'an API call during maintenance (503)',
      status: 503,
      policy: 'app',
      contentType: json,
      send: on(() => maintenance, { method: 'GET', url: '/v1/health' }),
    },
    {
      name: 'the maintenance page',
      status: 200,
      policy: 'app',
      contentType: html,
      send: on(() => maintenance, { method: 'GET', url: '/' }),
    },
  ];

  function expectHeaders(row: Row, response: LightMyRequestResponse) {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.status);
    if (row.contentType) expect(response.headers['content-type']).toMatch(row.contentType);
    else expect(response.headers.location).toEqual(expect.any(String));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    if (row.policy === 'none') {
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const documentHeader of documentHeaders) {
        expect(response.headers[documentHeader], documentHeader).toBeUndefined();
      }
      return;
    }
    expect(response.headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    const csp = directives(response.headers['content-security-policy']);
    if (row.policy === 'app') {
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
    } else if (row.policy === 'sandbox') {
      expect(csp).toHaveProperty('sandbox');
      expect(csp['default-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    } else {
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
    }
    expect(response.headers['x-frame-options']).toBe('DENY');
  }

  it('sends the pages whose address carries a secret, in every language, with no referrer and nothing stored', async () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      main.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
    const tokenPages = [
      '/reset-password?token=abc',
      '/confirm-email?token=abc',
      '/fr/reset-password?token=abc',
      '/fr/confirm-email?token=abc',
      '/FR/Reset-Password?token=abc',
      '/fr/reset-password/?token=abc',
      `${joinCallbackPath}?reference=ref`,
      `/fr${billingCallbackPath}?reference=ref`,
    ];
    for (const url of tokenPages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // Sent on to the visitor's language, the redirect carries the token too.
    const redirected = await get('/confirm-email?token=abc', { 'accept-language': 'fr' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/fr/confirm-email?token=abc');
    expect(redirected.headers['referrer-policy']).toBe('no-referrer');
    expect(redirected.headers['cache-control']).toBe('no-store');

    for (const url of ['/fr/designers', '/login', '/fr/reset-passwords', '/designers/reset-password']) {
      const response = await get(url);
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  describe.each(rows)('$name', (row) => {
    it('over plain http: nosniff, a referrer policy and a CSP that forbids framing (a file a page loads: nosniff and CORP alone), and no HSTS', async () => {
      const response = await row.send({});
      expectHeaders(row, response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('over HTTPS behind the trusted proxy: the same, and HSTS', async () => {
      const response = await row.send({ headers: { 'x-forwarded-proto': 'https' } });
      expectHeaders(row, response);
      expect(response.headers['strict-transport-security']).toBe(
        row.noHstsBehindProxy ? undefined : 'max-age=31536000; includeSubDomains',
      );
    });

    it('with X-Forwarded-Proto from a sender that is not the proxy: no HSTS', async () => {
      const response = await row.send({
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expectHeaders(row, response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
