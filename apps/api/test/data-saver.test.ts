import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { ZGetMeResponse } from '@creators-archive/contract/users/get-me';
import { ZUpdateMeResponse } from '@creators-archive/contract/users/update-me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { portfolioItems, users } from '../src/db/schema';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

const widths = [320, 640, 960, 1280];

/** A listed designer whose work was made in every width up to 1280 px, as the pipeline leaves it. */
async function createDesignerWithWork(db: Database, fullName: string, titles: string[]): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not used',
      fullName,
      role: 'member',
      country: 'Ghana',
    })
    .returning({ id: users.id });
  for (const [position, title] of titles.entries()) {
    const key = `public/test/${randomUUID()}`;
    await db.insert(portfolioItems).values({
      userId: user!.id,
      title,
      status: 'ready',
      isCover: position === 0,
      position,
      width: 1600,
      height: 1200,
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      originalKey: `originals/${randomUUID()}`,
      variants: widths.flatMap((width) =>
        (['avif', 'webp'] as const).map((format) => ({
          format,
          width,
          height: (width * 3) / 4,
          key: `${key}-${width}.${format}`,
          bytes: width * 20,
        })),
      ),
    });
  }
  return user!.id;
}

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';
const preloadOf = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
/** Every image width the page's markup and head ask the browser for. */
const widthsAskedFor = (html: string) =>
  [...new Set([...html.matchAll(/-(\d+)\.(?:avif|webp)/g)].map((match) => Number(match[1])))].sort(
    (a, b) => a - b,
  );
const modeOf = (html: string) => {
  const mode = /<div hidden id="page-mode" data-mode="([a-z-]+)"><\/div>/.exec(html)?.[1];
  return mode === undefined ? null : { dataSaver: mode === 'data-saver' };
};

describe.each(databaseKinds)('data saver on %s', (kind) => {
  describe("the member's setting", () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('is off at first, turned on and off through the profile update, and private to the member', async () => {
      const session = await registerUser(testApp.app);
      expect(session.user.dataSaver).toBe(false);
      const me = async () =>
        ZGetMeResponse.parse(
          (
            await testApp.app.inject({
              method: 'GET',
              url: '/v1/users/me',
              headers: bearer(session.access_token),
            })
          ).json(),
        ).data;
      const update = async (dataSaver: unknown) =>
        testApp.app.inject({
          method: 'PATCH',
          url: '/v1/users/me',
          headers: bearer(session.access_token),
          payload: { dataSaver },
        });
      expect((await me()).dataSaver).toBe(false);

      const turnedOn = await update(true);
      expect(turnedOn.statusCode).toBe(200);
      expect(ZUpdateMeResponse.parse(turnedOn.json()).data.dataSaver).toBe(true);
      expect(await me()).toMatchObject({ dataSaver: true, fullName: session.user.fullName });

      expect((await update('yes')).statusCode).toBe(400);
      expect((await me()).dataSaver).toBe(true);

      expect(ZUpdateMeResponse.parse((await update(false)).json()).data.dataSaver).toBe(false);
      expect((await me()).dataSaver).toBe(false);

      const profile = await testApp.app.inject({ method: 'GET', url: `/v1/users/${session.user.id}` });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).not.toHaveProperty('dataSaver');
    });
  });

  describe('pages the server renders', () => {
    let distDir: string;
    let testApp: TestApp;
    let designerId: string;

    beforeAll(async () => {
      distDir = buildWebDist();
      testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
      designerId = await createDesignerWithWork(testApp.database.db, 'Akosua Boateng', [
        'Adinkra study',
        'Harmattan poster',
      ]);
      await createDesignerWithWork(testApp.database.db, 'Tendai Moyo', ['Kopje lettering']);
    }, 120_000);
    afterAll(async () => {
      await testApp.close();
      fs.rmSync(distDir, { recursive: true, force: true });
    });

    const page = (url: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'GET', url, headers });

    it('asks for every width and loads the first cover eagerly for a normal visit', async () => {
      const response = await page('/designers');
      expect(response.statusCode).toBe(200);
      expect(widthsAskedFor(rootOf(response.body))).toEqual(widths);
      expect(rootOf(response.body)).toContain('loading="eager"');
      expect(preloadOf(response.body)).toContain('1280w');
      expect(modeOf(response.body)).toEqual({ dataSaver: false });
    });

    it.each([
      ['Save-Data: on', { 'save-data': 'on' }],
      ['the visitor’s cookie', { cookie: 'theme=dark; data-saver=on' }],
    ])('renders the directory small and lazy for %s', async (_, headers) => {
      const response = await page('/designers', headers);
      expect(response.statusCode).toBe(200);
      const root = rootOf(response.body);
      expect(root).toContain('Akosua Boateng');
      // The first cover, on screen, comes small; every other waits for the screen as a placeholder.
      expect(widthsAskedFor(root)).toEqual([320, 640]);
      expect(root.match(/<picture/g)).toHaveLength(1);
      expect(root).toContain('data-waiting="true"');
      expect(root).not.toContain('loading="eager"');
      expect(root).not.toContain('fetchpriority');
      // And is preloaded from the two widths its picture offers.
      expect(preloadOf(response.body)).toContain('640w');
      expect(widthsAskedFor(preloadOf(response.body) ?? '')).toEqual([320, 640]);
      // The browser hydrates in the mode the page was rendered in.
      expect(modeOf(response.body)).toEqual({ dataSaver: true });
    });

    it('follows a visitor who turned data saver off although the browser asks to save data', async () => {
      const response = await page('/designers', { 'save-data': 'on', cookie: 'data-saver=off' });
      expect(widthsAskedFor(rootOf(response.body))).toEqual(widths);
      expect(modeOf(response.body)).toEqual({ dataSaver: false });
    });

    it('keeps a profile’s work for when the visitor asks, and preloads none of it', async () => {
      const normal = await page(`/designers/${designerId}`);
      expect(rootOf(normal.body)).toContain('Harmattan poster');
      expect(widthsAskedFor(preloadOf(normal.body) ?? '')).toEqual(widths);

      const saving = await page(`/designers/${designerId}`, { 'save-data': 'on' });
      expect(saving.statusCode).toBe(200);
      const root = rootOf(saving.body);
      expect(root).toContain('Akosua Boateng');
      expect(root).toContain('Show images');
      expect(root).not.toContain('Harmattan poster');
      expect(widthsAskedFor(root)).toEqual([]);
      expect(preloadOf(saving.body)).toBeUndefined();
    });

    it('says that a page varies with Save-Data and the cookie, compressed or not', async () => {
      const visits: Record<string, string>[] = [{}, { 'save-data': 'on' }, { 'accept-encoding': 'br' }];
      for (const headers of visits) {
        const vary = String((await page('/designers', headers)).headers.vary)
          .split(',')
          .map((name) => name.trim());
        expect(vary).toEqual(expect.arrayContaining(['Accept-Encoding', 'Save-Data', 'Cookie']));
      }
    });
  });

  describe('the public micro-cache', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, { PUBLIC_CACHE_SECONDS: '5' });
      await createDesignerWithWork(testApp.database.db, 'Nadia Haddad', ['Souk signage']);
    });
    afterAll(async () => {
      await testApp.close();
    });

    const directory = (headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'GET', url: '/v1/designers?sort=name&limit=12', headers });

    it('keeps a data-saver visit’s answers apart from a normal visit’s', async () => {
      const normal = await directory();
      expect(normal.headers['x-cache']).toBe('miss');
      // A normal answer kept is not handed to a data-saver visit, by header or by cookie.
      const saving = await directory({ 'save-data': 'on' });
      expect(saving.headers['x-cache']).toBe('miss');
      expect((await directory({ cookie: 'data-saver=on' })).headers['x-cache']).toBe('hit');
      expect((await directory({ 'save-data': 'on' })).headers['x-cache']).toBe('hit');
      // Nor the other way round: a visitor who turned it off gets the normal answer.
      expect((await directory({ 'save-data': 'on', cookie: 'data-saver=off' })).headers['x-cache']).toBe(
        'hit',
      );
      expect((await directory()).headers['x-cache']).toBe('hit');
      expect(String(saving.headers.vary)).toContain('Save-Data');
      expect(String(normal.headers.vary)).toContain('Save-Data');
    });
  });
});
