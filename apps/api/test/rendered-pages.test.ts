import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../src/i18n/translate';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, webDistFixture, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1];

function pageDataOf(html: string) {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { queries: { queryKey: unknown[] }[] });
}

/** The modules the boot script loads once a rendered page has painted. */
function appModulesOf(html: string): unknown {
  const modules = /<script type="application\/json" id="app-modules">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(modules ?? '[]');
}

describe.each(databaseKinds)('public pages rendered by the server on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let kwameId: string;

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    kwameId = await createDesigner(testApp.database.db, {
      fullName: 'Kwame Mensah',
      country: 'Ghana',
      bio: 'Kente-inspired identities for Accra businesses.',
      items: [{ title: 'Kente patterns', isCover: true }, { title: 'Market signage' }],
    });
    await createDesigner(testApp.database.db, { fullName: 'Zanele Dube', country: 'South Africa' });
    await createDesigner(testApp.database.db, {
      fullName: 'Unlisted Person',
      items: [{ title: 'Still processing', status: 'processing' }],
    });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the directory with its cards in the HTML and the data they were made from', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/designers?sort=name' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Kwame Mensah');
    expect(root).toContain('Zanele Dube');
    expect(root).not.toContain('Unlisted Person');
    expect(root).toMatch(/<img [^>]*src="\/media\/test\/[^"]+-320\.webp"/);
    const data = pageDataOf(response.body);
    expect(data?.queries.map((query) => query.queryKey)).toEqual([['designers', 'list', { sort: 'name' }]]);
  });

  it('renders what the address asks for: a search finds only its designer', async () => {
    const root = rootOf((await testApp.app.inject({ method: 'GET', url: '/designers?q=zanele' })).body);
    expect(root).toContain('Zanele Dube');
    expect(root).not.toContain('Kwame Mensah');
  });

  it('renders a profile with its work, and the home page with its rows', async () => {
    const profile = rootOf((await testApp.app.inject({ method: 'GET', url: `/designers/${kwameId}` })).body);
    expect(profile).toContain('<h1');
    expect(profile).toContain('Kwame Mensah');
    expect(profile).toContain('Kente-inspired identities for Accra businesses.');
    expect(profile).toContain('Market signage');

    const home = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    expect(rootOf(home)).toContain('An archive of African design');
    expect(pageDataOf(home)?.queries).toHaveLength(2);
  });

  it('keeps blurred previews out of the HTML: a card carries only its average colour', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/designers' })).body;
    expect(html).not.toContain('data:image/png');
    expect(rootOf(html)).toMatch(/background-color:rgb\(\d+ \d+ \d+\)/);
  });

  it('loads the app after the first paint: the entry and its preloads go to the boot script', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/about' })).body;
    expect(rootOf(html)).toContain('About Creators Archive');
    expect(html).not.toContain('<script type="module" src="/assets/index-');
    // With the page's messages: the first visit's, and the long content pages'.
    expect(appModulesOf(html)).toEqual([
      '/assets/index-Bx3k9f2a.js',
      '/assets/start-En1.js',
      '/assets/pages-En2.js',
    ]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-Q1w2e3r4.js"></script>');

    const french = (await testApp.app.inject({ method: 'GET', url: '/fr/designers' })).body;
    expect(appModulesOf(french)).toEqual(['/assets/index-Bx3k9f2a.js', '/assets/start-Fr1.js']);
  });

  it('answers an unknown or malformed designer address with 404 and the not-found page', async () => {
    for (const url of ['/designers/00000000-0000-4000-8000-000000000000', '/designers/not-a-designer']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const root = rootOf(response.body);
      expect(root, url).toContain('Designer not found');
      expect(root, url).toMatch(/<a [^>]*href="\/designers"[^>]*>Browse designers<\/a>/);
      // The browser hydrates the same answer rather than asking again.
      expect(pageDataOf(response.body)?.queries, url).toHaveLength(1);

      const head = await testApp.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(404);
    }
    const found = await testApp.app.inject({ method: 'HEAD', url: `/designers/${kwameId}` });
    expect(found.statusCode).toBe(200);
  });

  it('answers an address no page has with 404 and the not-found page, in the address’s language', async () => {
    const french = translatorFor('fr');
    for (const [url, lang, title, heading] of [
      ['/no-such-page', 'en', 'Page not found — Creators Archive', 'Page not found'],
      ['/designers/a/b', 'en', 'Page not found — Creators Archive', 'Page not found'],
      ['/account/no-such-page?x=1', 'en', 'Page not found — Creators Archive', 'Page not found'],
      ['/fr/no-such-page', 'fr', `${french('notFound.title')} — Creators Archive`, french('notFound.title')],
      ['/fr/designers/a/b', 'fr', `${french('notFound.title')} — Creators Archive`, french('notFound.title')],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(`<html lang="${lang}"`);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(rootOf(response.body), url).toContain(heading);
      expect((await testApp.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
    // An unknown address is read in its own language, whatever the visitor prefers.
    const preferringFrench = await testApp.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { cookie: 'lang=fr' },
    });
    expect(preferringFrench.statusCode).toBe(404);
  });

  it('answers the app shell the service worker keeps with 200 and no page in it, whatever the visitor prefers', async () => {
    for (const headers of [{}, { cookie: 'lang=fr' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/index.html', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('noindex');
    }
  });

  it('answers the screens the browser renders with 200 and the app', async () => {
    for (const url of ['/dashboard', '/account/tfb-studios', '/admin/members', '/onboarding', '/fr/login']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('leaves the member screens to the browser', async () => {
    for (const url of ['/login', '/dashboard', '/account/settings']) {
      const html = (await testApp.app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<script type="module" src="/assets/index-Bx3k9f2a.js">');
      expect(html, url).not.toContain('id="page-data"');
    }
  });

  it('renders a page in the language its address names, with its other languages named', async () => {
    const french = translatorFor('fr');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/fr',
      // A French address is French whatever the browser prefers.
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<meta name="description" content="${french('site.description')}" />`);
    expect(html).toContain('<link rel="canonical" href="https://archive.example/fr" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://archive.example/" />');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://archive.example/fr" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://archive.example/" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    // An app installed from a French page is French.
    expect(html).toContain('<link rel="manifest" href="/manifest.fr.webmanifest" />');
    const directory = (await testApp.app.inject({ method: 'GET', url: '/designers' })).body;
    expect(directory).toContain('<link rel="manifest" href="/manifest.webmanifest" />');

    const profile = (await testApp.app.inject({ method: 'GET', url: `/fr/designers/${kwameId}` })).body;
    expect(rootOf(profile)).toContain('Kwame Mensah');
    expect(profile).toContain(
      `<link rel="canonical" href="https://archive.example/fr/designers/${kwameId}" />`,
    );
    // Links inside the page stay in its language.
    expect(rootOf(profile)).toMatch(/href="\/fr\/designers"/);

    const english = (await testApp.app.inject({ method: 'GET', url: '/about' })).body;
    expect(english).toContain('<html lang="en"');
    expect(english).toContain(
      '<link rel="alternate" hreflang="fr" href="https://archive.example/fr/about" />',
    );
  });

  it('sends the front door and the member area in the visitor’s language, and a shared link as it was shared', async () => {
    const get = (url: string, headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url, headers });
    const frenchBrowser = { 'accept-language': 'fr-CI,fr;q=0.9,en;q=0.8' };

    const frontDoor = await get('/?ref=card', frenchBrowser);
    expect(frontDoor.statusCode).toBe(302);
    expect(frontDoor.headers.location).toBe('/fr?ref=card');
    expect(frontDoor.headers.vary).toContain('Accept-Language');
    const memberArea = await get('/dashboard', { cookie: 'lang=fr' });
    expect(memberArea.statusCode).toBe(302);
    expect(memberArea.headers.location).toBe('/fr/dashboard');

    // A remembered choice comes before the browser's languages.
    expect((await get('/', { ...frenchBrowser, cookie: 'theme=x; lang=en' })).statusCode).toBe(200);
    // A public page's address is its language: a link shared in English opens in English.
    const shared = await get('/designers', { ...frenchBrowser, cookie: 'lang=fr' });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('<html lang="en"');
    expect((await get('/fr/designers', { cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('compresses the page for browsers that accept it', async () => {
    const plain = (await testApp.app.inject({ method: 'GET', url: '/designers' })).body;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/designers',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
    // The two renders differ only in when their data was fetched.
    expect(rootOf(html)).toBe(rootOf(plain));
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain) / 3);
  });

  it('puts member text holding replacement patterns into pages as it is, at their usual size', async () => {
    const get = async (url: string) => (await testApp.app.inject({ method: 'GET', url })).body;
    const [homeBefore, directoryBefore] = [await get('/'), await get('/designers')];
    // "$`", "$'" and "$&" would copy the page around them into the page if read as patterns.
    const name = "$`$'$&$`$'$&";
    const hostileId = await createDesigner(testApp.database.db, {
      fullName: name,
      verified: true,
      bio: `About ${name}`,
      items: [{ title: `Work ${name}`, isCover: true }],
    });
    const plainId = await createDesigner(testApp.database.db, {
      fullName: 'Plain Person',
      verified: true,
      bio: 'About Plain Person',
      items: [{ title: 'Work Plain Person', isCover: true }],
    });
    // As React writes text, and as the page head writes an attribute.
    const inMarkup = name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    const inHead = name.replaceAll('&', '&amp;');

    const profile = await get(`/designers/${hostileId}`);
    const plainProfile = await get(`/designers/${plainId}`);
    expect(profile.length).toBeLessThan(plainProfile.length + 500);
    expect(rootOf(profile)).toContain(`>${inMarkup}</h1>`);
    expect(rootOf(profile)).toContain(`About ${inMarkup}`);
    expect(profile).toContain(`<title>${inHead} — Creators Archive</title>`);
    expect(profile).toContain(`<meta property="og:title" content="${inHead} — Creators Archive" />`);
    expect(pageDataOf(profile)?.queries).toContainEqual(
      expect.objectContaining({
        state: expect.objectContaining({ data: expect.objectContaining({ fullName: name }) }),
      }),
    );

    const home = await get('/');
    const directory = await get('/designers');
    for (const [page, before] of [
      [home, homeBefore],
      [directory, directoryBefore],
    ] as const) {
      expect(rootOf(page)).toContain(inMarkup);
      // Two more cards than before, and nothing else.
      expect(page.length).toBeLessThan(before.length + 10_000);
    }
  });
});

describe('a page the renderer fails on', () => {
  let distDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-rendered-broken-'));
    fs.cpSync(webDistFixture, distDir, { recursive: true });
    fs.mkdirSync(path.join(distDir, 'server'));
    fs.writeFileSync(
      path.join(distDir, 'server', 'entry-server.js'),
      'export const createPageRenderer = () => ({\n' +
        '  renderPage: async () => { throw new Error("render failed"); },\n' +
        '  sitemap: async () => [],\n' +
        '});\n',
    );
    testApp = await buildTestApp(databaseKinds[0]!, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('is sent unrendered, for the browser to render, rather than failing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/designers' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" src="/assets/index-Bx3k9f2a.js"></script>');
  });

  it('never serves the renderer itself as a static file', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(response.statusCode).toBe(404);
  });
});
