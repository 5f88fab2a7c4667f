import fs from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@creators-archive/contract/dev/find-outbox';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  multipart,
  registerUser,
  type TestApp,
} from './helpers';
import { jpeg } from './image-fixtures';
import { buildWebDist } from './web-build';

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const someId = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

describe.each(databaseKinds)('hostile text on %s', (kind) => {
  let testApp: TestApp;
  let token: string;
  let password: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const member = await registerUser(testApp.app);
    token = member.access_token;
    password = member.password;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const inject = (options: InjectOptions) => testApp.app.inject(options);
  const signedIn = (options: InjectOptions) =>
    inject({ ...options, headers: { ...options.headers, ...bearer(token) } });

  /** A 400 that names exactly these fields. */
  function expectRefusedFields(response: Awaited<ReturnType<typeof inject>>, fields: string[]) {
    const body = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(body.error.details.fields ?? {}).sort()).toEqual([...fields].sort());
  }

  describe.each([
    ['NUL', NUL, 'Use one line of text, without tabs, line breaks or control characters'],
    ['a lone surrogate', LONE_SURROGATE, 'This text has a broken character; type it again'],
  ])('%s', (_name, bad, message) => {
    it('is refused in sign-in, naming the field', async () => {
      const email = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `ada${bad}@example.com`, password: 'whatever it is' },
      });
      expectRefusedFields(email, ['email']);
      expect(expectErrorEnvelope(email, 400, 'VALIDATION_FAILED').error.details.fields?.email).toBe(message);

      const secret = await inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: 'ada@example.com', password: `whatever${bad}` },
      });
      expectRefusedFields(secret, ['password']);
    });

    it('is refused in registration', async () => {
      const response = await inject({
        method: 'POST',
        url: '/v1/users/register',
        payload: {
          email: `new${bad}@example.com`,
          password: `correct horse${bad}battery`,
          fullName: `Ada${bad}Obi`,
          phone: `+234${bad}8031234567`,
        },
      });
      expectRefusedFields(response, ['email', 'password', 'fullName', 'phone']);
    });

    it('is refused by the account tokens and the password reset', async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        ['/v1/auth/refresh', { refreshToken: `token${bad}` }, 'refreshToken'],
        ['/v1/auth/reset-password', { email: `ada${bad}@example.com` }, 'email'],
        [
          '/v1/auth/reset-password/confirm',
          { token: `token${bad}`, password: 'a new long password' },
          'token',
        ],
      ];
      for (const [url, payload, field] of cases) {
        expectRefusedFields(await inject({ method: 'POST', url, payload }), [field]);
      }
    });

    it('is refused in the contact form, also in the message', async () => {
      const response = await inject({
        method: 'POST',
        url: '/v1/contact',
        payload: {
          name: `Ada${bad}`,
          email: 'ada@example.com',
          subject: `Hello${bad}`,
          message: `A question about memberships${bad}`,
        },
      });
      expectRefusedFields(response, ['name', 'subject', 'message']);
    });

    it('is refused in the profile, its links and the account settings', async () => {
      expectRefusedFields(
        await signedIn({
          method: 'PATCH',
          url: '/v1/users/me',
          payload: {
            fullName: `Ada${bad}`,
            bio: `Designer${bad}`,
            country: `Nigeria${bad}`,
            city: `Lagos${bad}`,
            website: `https://ada.example/${bad}`,
            links: ['https://ada.example/work', `https://ada.example/${bad}`],
          },
        }),
        ['fullName', 'bio', 'country', 'city', 'website', 'links.1'],
      );
      const cases: [InjectOptions['method'], string, Record<string, unknown>, string][] = [
        [
          'POST',
          '/v1/users/me/password',
          { currentPassword: `x${bad}`, newPassword: 'a new long password' },
          'currentPassword',
        ],
        ['POST', '/v1/users/me/email', { email: `ada${bad}@example.com`, password }, 'email'],
        ['POST', '/v1/users/me/email/confirm', { token: `token${bad}` }, 'token'],
        ['DELETE', '/v1/users/me', { password: `x${bad}` }, 'password'],
      ];
      for (const [method, url, payload, field] of cases) {
        expectRefusedFields(await signedIn({ method, url, payload }), [field]);
      }
    });

    it('is refused in portfolio titles, descriptions and tags', async () => {
      expectRefusedFields(
        await signedIn({
          method: 'PATCH',
          url: `/v1/portfolio/${someId}`,
          payload: { title: `Poster${bad}`, description: `About${bad}`, tags: ['print', `ink${bad}`] },
        }),
        ['title', 'description', 'tags.1'],
      );
    });
  });

  it.each(['%00', '%01', '%1F', '%7F', '%0A'])(
    'refuses %s in a directory query parameter, naming it',
    async (bad) => {
      for (const parameter of ['q', 'country', 'cursor']) {
        const response = await inject({ method: 'GET', url: `/v1/designers?${parameter}=Ghana${bad}` });
        expectRefusedFields(response, [parameter]);
      }
    },
  );

  it('answers a directory page whose query holds NUL with the page, not an error', async () => {
    const response = await inject({ method: 'GET', url: '/designers?country=%00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps line breaks and tabs where they belong: a bio and a message', async () => {
    const bio = 'Brand identities.\n\tType, too.\r\nLagos';
    const response = await signedIn({ method: 'PATCH', url: '/v1/users/me', payload: { bio } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.bio).toBe(bio);

    const contact = await inject({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Line one\n\tline two' },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
  });

  it('refuses a NUL in an uploaded item’s title, naming the field', async () => {
    const body = await multipart(
      { title: `Poster${NUL}`, tags: JSON.stringify(['print', `ink${NUL}`]) },
      { data: await jpeg(), name: 'poster.jpg', type: 'image/jpeg' },
    );
    const response = await signedIn({ method: 'POST', url: '/v1/portfolio', ...body });
    expectRefusedFields(response, ['title', 'tags.1']);
  });

  describe('malformed multipart bodies', () => {
    const upload = (contentType: string, payload: string) =>
      signedIn({ method: 'POST', url: '/v1/portfolio', headers: { 'content-type': contentType }, payload });

    it('answers a body without a boundary with 400', async () => {
      expectErrorEnvelope(await upload('multipart/form-data', 'anything'), 400, 'MALFORMED_MULTIPART');
    });

    it('answers a body cut short with 400', async () => {
      const truncated = '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nPos';
      expectErrorEnvelope(
        await upload('multipart/form-data; boundary=xyz', truncated),
        400,
        'MALFORMED_MULTIPART',
      );
    });
  });

  describe('addresses the router cannot read', () => {
    it('answers a broken percent-encoding in the envelope', async () => {
      expectErrorEnvelope(await inject({ method: 'GET', url: '/v1/users/%E0%A4%A' }), 400, 'MALFORMED_URL');
    });

    it('answers an over-long path parameter in the envelope', async () => {
      expectErrorEnvelope(
        await inject({ method: 'GET', url: `/v1/users/${'a'.repeat(500)}` }),
        414,
        'URI_TOO_LONG',
      );
    });

    it('answers a broken page address with an HTML page', async () => {
      const response = await inject({ method: 'GET', url: '/designers/%E0%A4%A' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    });
  });
});

/**
 * Markup and script breakouts in a member's name, bio, titles and tags, and in a contact message:
 * every place they are written (the HTML, the page-data JSON, the head's title, Open Graph and
 * Twitter tags, the JSON-LD, the sitemap, the e-mails) keeps them as text. Rendering does not
 * depend on the database, so this runs on the first kind only: the web build it needs is slow.
 */
describe('markup in member text renders inert', () => {
  // Breaks out of an element, an attribute (either quote), a script, a comment, CDATA and a template.
  const breakout = `</script><script>alert(1)</script>"'><img src=x onerror=alert(2)><!--]]>\u2028{{7*7}}\${7*7}`;
  const dangerous = ['<script>alert', '<img src=x', '</script><script', '<!--]]>'];
  let distDir: string;
  let testApp: TestApp;
  let designerId: string;
  let token: string;

  const get = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).body;
  const expectInert = (text: string, where: string) => {
    for (const fragment of dangerous) expect(text, `${where} holds ${fragment}`).not.toContain(fragment);
  };

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(databaseKinds[0] ?? 'pglite', {
      WEB_DIST_DIR: distDir,
      PUBLIC_URL: 'https://archive.example',
    });
    const member = await registerUser(testApp.app, { fullName: `Ada ${breakout}` });
    token = member.access_token;
    const profile = await testApp.app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(token),
      payload: { bio: `Bio ${breakout}` },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    // The public pages show designers with ready work, as the upload pipeline leaves them.
    designerId = await createDesigner(testApp.database.db, {
      fullName: `Ada ${breakout}`,
      bio: `Bio ${breakout}`,
      city: `City ${breakout}`,
      verified: true,
      items: [{ title: `Title ${breakout}`, tags: [`tag ${breakout}`], isCover: true }],
    });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/designers', '/designers?q=Ada'])('in %s', async (url) => {
    const html = await get(url);
    expect(html).toContain('Ada ');
    expectInert(html, url);
  });

  it('in the profile: its HTML, title, Open Graph tags, JSON-LD and page data', async () => {
    const html = await get(`/designers/${designerId}`);
    expectInert(html, 'the profile');
    const decode = (text: string) =>
      text
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&#39;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(decode(title ?? '')).toContain(`Ada ${breakout}`);
    const metas = [
      ...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:]+)" content="([^"]*)" \/>/g),
    ];
    expect(metas.map(([, name]) => name)).toContain('og:title');
    for (const [, name, content] of metas) {
      if (name === 'og:title') expect(decode(content ?? '')).toContain(`Ada ${breakout}`);
    }
    const scripts = [...html.matchAll(/<script type="application\/(ld\+json|json)"[^>]*>(.*?)<\/script>/gs)];
    expect(new Set(scripts.map(([, type]) => type))).toEqual(new Set(['json', 'ld+json']));
    const typed = JSON.stringify(`Ada ${breakout}`).slice(1, -1);
    // Each JSON is whole inside its script element; the JSON-LD and the page data hold the text as typed.
    const parsed = scripts.map(([, type, json]) => [type, JSON.stringify(JSON.parse(json ?? ''))] as const);
    expect(parsed.find(([type]) => type === 'ld+json')?.[1]).toContain(typed);
    expect(parsed.some(([type, json]) => type === 'json' && json.includes(typed))).toBe(true);
  });

  it('in the sitemap', async () => {
    const xml = await get('/sitemap.xml');
    expect(xml).toContain(`/designers/${designerId}`);
    expectInert(xml, 'the sitemap');
  });

  it('in e-mails: the member’s name in a password reset, and a contact message to the team', async () => {
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: {
        email: (
          await testApp.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) })
        ).json().data.email,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/v1/contact',
      payload: {
        name: `Ada ${breakout}`,
        email: 'ada@example.com',
        subject: `Subject ${breakout}`,
        message: `Message ${breakout}`,
      },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
    await testApp.app.jobWorker.drain();
    const outbox = await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' });
    const messages = (outbox.json() as { data: { items: OutboxMessage[] } }).data.items;
    fs.writeFileSync(
      '/tmp/outbox.json',
      JSON.stringify(
        messages.map((m) => [m.subject, m.text.slice(0, 300)]),
        null,
        1,
      ) + outbox.body.slice(0, 500),
    );
    const written = messages.filter((message) => message.text.includes(`Ada ${breakout}`));
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const message of written) {
      expectInert(message.html, `the e-mail "${message.subject}"`);
      expect(message.subject).not.toMatch(/[\r\n]/);
    }
  });
});
