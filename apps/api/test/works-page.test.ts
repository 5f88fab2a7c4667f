import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { portfolioItems, portfolioMedia, type StoredVariant } from '../src/db/schema';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';

function pageDataOf(html: string) {
  const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? '{"queries":[]}') as { queries: { queryKey: unknown[] }[] };
}

type WorkSpec = { title: string; category?: string; tags?: string[]; palette?: string[] };

/** A ready one-image project written straight to the tables, as the upload pipeline leaves it. */
async function createWork(db: Database, userId: string, spec: WorkSpec): Promise<string> {
  const key = `public/test/${randomUUID()}`;
  const variants: StoredVariant[] = [320, 640].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      key: `${key}-${width}.${format}`,
      bytes: width * 10,
    })),
  );
  const image = {
    userId,
    status: 'ready' as const,
    width: 1600,
    height: 1200,
    thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
    originalKey: `originals/${randomUUID()}`,
    variants,
  };
  const [item] = await db
    .insert(portfolioItems)
    .values({ ...image, title: spec.title, category: spec.category ?? null, tags: spec.tags ?? [] })
    .returning({ id: portfolioItems.id });
  await db.insert(portfolioMedia).values({
    ...image,
    itemId: item!.id,
    position: 0,
    caption: null,
    alt: null,
    palette: (spec.palette ?? []).map((color) => ({ color, share: 0.6 })),
  });
  return item!.id;
}

describe.each(databaseKinds)('the works page rendered by the server on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let designerId: string;
  let adireId: string;

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    const db = testApp.database.db;
    designerId = await createDesigner(db, { fullName: 'Adaeze Okafor', country: 'Nigeria', items: [] });
    adireId = await createWork(db, designerId, {
      title: 'Adire in motion',
      category: 'Brand identity',
      tags: ['indigo'],
      palette: ['#1d3557'],
    });
    await createWork(db, designerId, {
      title: 'Market signage',
      category: 'Typography',
      tags: ['lagos'],
      palette: ['#e63946'],
    });
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the results in the HTML, each card linking to its project, with the data they were made from', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/works?q=adire' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`href="/designers/${designerId}/work/${adireId}"`);
    expect(root).toContain('Adire in motion');
    expect(root).not.toContain('Market signage');
    expect(root).toMatch(/<img [^>]*src="\/media\/test\/[^"]+-640\.webp"/);
    expect(response.body).toContain('<title>Work — Creators Archive</title>');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" type="image\/avif"[^>]+imagesizes="\(min-width: 1024px\) 352px/,
    );
    expect(pageDataOf(response.body).queries.map((query) => query.queryKey)).toEqual([
      ['works', 'list', { q: 'adire' }],
    ]);
  });

  it('renders the colour, tag and category the address asks for, and the filters in use', async () => {
    const byColour = rootOf(
      (await testApp.app.inject({ method: 'GET', url: '/works?color=%23e0303c' })).body,
    );
    expect(byColour).toContain('Market signage');
    expect(byColour).not.toContain('Adire in motion');
    expect(byColour).toContain('Colour #e0303c');

    const byTag = rootOf((await testApp.app.inject({ method: 'GET', url: '/works?tag=indigo' })).body);
    expect(byTag).toContain('Adire in motion');
    expect(byTag).not.toContain('Market signage');

    const byCategory = rootOf(
      (await testApp.app.inject({ method: 'GET', url: '/works?category=Typography' })).body,
    );
    expect(byCategory).toContain('Market signage');
    expect(byCategory).not.toContain('Adire in motion');
  });

  it('speaks French at /fr/works', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/fr/works' })).body;
    expect(html).toContain('<title>Réalisations — Creators Archive</title>');
    const root = rootOf(html);
    expect(root).toContain('Trouver des réalisations');
    expect(root).toContain(`href="/fr/designers/${designerId}/work/${adireId}"`);
  });

  it('is in the sitemap in both languages', async () => {
    const sitemap = (await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<url><loc>https://archive.example/works</loc>');
    expect(sitemap).toContain('<url><loc>https://archive.example/fr/works</loc>');
  });
});
