import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems } from '../src/db/schema';
import { createDesigner } from './factories';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';

describe.each(databaseKinds)('collection pages rendered by the server on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let designerId: string;
  let works: string[];
  let publicId: string;
  let privateId: string;
  let collectorName: string;

  async function createCollection(token: string, body: object): Promise<string> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/v1/collections',
      headers: bearer(token),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: string } }).data.id;
  }

  async function save(token: string, collectionId: string, itemId: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/v1/collections/${collectionId}/items`,
      headers: bearer(token),
      payload: { itemId },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    const db = testApp.database.db;
    designerId = await createDesigner(db, {
      fullName: 'Adaeze Okafor',
      items: [{ title: 'Adire in motion' }, { title: 'Market signage' }],
    });
    const rows = await db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, designerId))
      .orderBy(portfolioItems.position);
    works = rows.map((row) => row.id);
    collectorName = 'Kofi Mensah';
    const collector = await registerUser(testApp.app, { fullName: collectorName });
    publicId = await createCollection(collector.access_token, {
      name: 'Lagos <b>identity</b> & type',
      description: 'Marks and signs from Lagos studios.',
      visibility: 'public',
    });
    privateId = await createCollection(collector.access_token, {
      name: 'Secret board',
      visibility: 'private',
    });
    await save(collector.access_token, publicId, works[1]!);
    testApp.clock.advance(1000);
    await save(collector.access_token, publicId, works[0]!);
    await save(collector.access_token, privateId, works[0]!);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the whole collection in the HTML: its name, words, owner and works linking to their pages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/collections/${publicId}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(/<h1[^>]*>Lagos &lt;b&gt;identity&lt;\/b&gt; &amp; type<\/h1>/);
    expect(root).not.toContain('<b>identity</b>');
    expect(root).toContain('Marks and signs from Lagos studios.');
    expect(root).toContain(`A collection by ${collectorName}`);
    expect(root).toContain('2 works');
    // Newest saved first, each card a link to its project page.
    const links = [...root.matchAll(/href="\/designers\/[^/"]+\/work\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([works[0], works[1]]);
    expect(root).toContain('Adire in motion');
    expect(root).toContain('Market signage');
    // A visitor's Save is a link to sign in, working without scripts.
    expect(root).toMatch(/href="\/login\?redirectTo=%2Fcollections%2F[^"]+"[^>]*>Save</);
    expect(response.body).not.toMatch(/@example\.com|\+234/);
  });

  it('previews a shared link with the first work’s cover', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: `/collections/${publicId}` })).body;
    expect(html).toContain(
      `<title>Lagos &lt;b&gt;identity&lt;/b&gt; &amp; type, a collection by ${collectorName} — Creators Archive</title>`,
    );
    expect(html).toContain('<meta name="description" content="Marks and signs from Lagos studios." />');
    expect(html).toContain(`<link rel="canonical" href="https://archive.example/collections/${publicId}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/archive\.example\/media\/test\/[^"]+\.webp" \/>/,
    );
    expect(html).toContain('<meta property="og:image:alt" content="Adire in motion" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // X reads the card's title, description and image from the Open Graph tags.
    expect(html).not.toMatch(/twitter:(title|description|image)/);
  });

  it('speaks French at /fr/collections/{id}', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/fr/collections/${publicId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain(`, une collection de ${collectorName} — Creators Archive</title>`);
    const root = rootOf(response.body);
    expect(root).toContain(`Une collection de ${collectorName}`);
    expect(root).toContain('2 œuvres');
  });

  it('answers a private collection, and one that does not exist, with a 404 page', async () => {
    for (const url of [
      `/collections/${privateId}`,
      `/fr/collections/${privateId}`,
      '/collections/not-an-id',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Secret board');
    }
    expect(
      rootOf((await testApp.app.inject({ method: 'GET', url: `/collections/${privateId}` })).body),
    ).toContain('This collection is not here');
  });
});
