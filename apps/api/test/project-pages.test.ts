import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { portfolioItems, portfolioMedia, users, type StoredVariant } from '../src/db/schema';
import { translatorFor } from '../src/i18n/translate';
import { createDesigner } from './factories';
import { buildTestApp, databaseKinds, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

const rootOf = (html: string) =>
  /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? '';

function jsonLdOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? '{}') as Record<string, unknown>;
}

type ImageSpec = { caption?: string; alt?: string; palette?: { color: string; share: number }[] };
type ProjectSpec = {
  title?: string;
  description?: string;
  category?: string;
  tags?: string[];
  likeCount?: number;
  status?: 'processing' | 'ready';
  images: ImageSpec[];
};

/** Every width the pipeline makes, in both formats, as a 1600 × 1200 original leaves them. */
function variantsUnder(key: string): StoredVariant[] {
  return [320, 640, 960, 1280, 1920].flatMap((width) =>
    (['avif', 'webp'] as const).map((format) => ({
      format,
      width,
      height: (width * 3) / 4,
      key: `${key}-${width}.${format}`,
      bytes: width * 10,
    })),
  );
}

/** A project and its images written straight to the tables, as the upload pipeline leaves them. */
async function createProject(db: Database, userId: string, spec: ProjectSpec): Promise<string> {
  const status = spec.status ?? 'ready';
  const images = spec.images.map((image) => ({
    ...image,
    variants: status === 'ready' ? variantsUnder(`public/test/${randomUUID()}`) : [],
  }));
  const cover = images[0]!;
  const [item] = await db
    .insert(portfolioItems)
    .values({
      userId,
      title: spec.title ?? null,
      description: spec.description ?? null,
      category: spec.category ?? null,
      tags: spec.tags ?? [],
      status,
      likeCount: spec.likeCount ?? 0,
      width: 1600,
      height: 1200,
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      originalKey: `originals/${randomUUID()}`,
      variants: cover.variants,
    })
    .returning({ id: portfolioItems.id });
  for (const [position, image] of images.entries()) {
    await db.insert(portfolioMedia).values({
      itemId: item!.id,
      userId,
      position,
      status,
      width: 1600,
      height: 1200,
      thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
      originalKey: `originals/${randomUUID()}`,
      variants: image.variants,
      caption: image.caption ?? null,
      alt: image.alt ?? null,
      palette: status === 'ready' ? (image.palette ?? []) : null,
    });
  }
  return item!.id;
}

describe.each(databaseKinds)('project pages rendered by the server on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let designerId: string;
  let projectId: string;
  let otherProjectId: string;
  let processingId: string;
  let suspendedDesignerId: string;
  let suspendedProjectId: string;
  let projectUrl: string;

  beforeAll(async () => {
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    const db = testApp.database.db;
    designerId = await createDesigner(db, {
      fullName: 'Adaeze Okafor',
      city: 'Lagos',
      country: 'Nigeria',
      items: [],
    });
    projectId = await createProject(db, designerId, {
      title: 'Adire in motion',
      description: 'Indigo resist-dye patterns redrawn as a moving identity.',
      category: 'Brand identity',
      tags: ['adire', 'indigo'],
      likeCount: 7,
      images: [
        { caption: 'The mark on dyed cloth.', palette: [{ color: '#1d3557', share: 0.6 }] },
        { caption: 'Posters for the launch.', alt: 'Three posters on a wall' },
        {},
      ],
    });
    otherProjectId = await createProject(db, designerId, { title: 'Market signage', images: [{}] });
    processingId = await createProject(db, designerId, {
      title: 'Still uploading',
      status: 'processing',
      images: [{}],
    });
    suspendedDesignerId = await createDesigner(db, { fullName: 'Suspended Person', items: [] });
    suspendedProjectId = await createProject(db, suspendedDesignerId, { title: 'Hidden', images: [{}] });
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspendedDesignerId));
    projectUrl = `/designers/${designerId}/work/${projectId}`;
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the whole project in the HTML: its words, every image with its caption, links and counts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: projectUrl });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(/<h1[^>]*>Adire in motion<\/h1>/);
    expect(root).toContain('Indigo resist-dye patterns redrawn as a moving identity.');
    expect(root).toContain('The mark on dyed cloth.');
    expect(root).toContain('Posters for the launch.');
    // The project's three; the cover under "more work" waits for the screen, its image there for a
    // browser without scripts.
    expect(root.match(/<picture/g)).toHaveLength(3);
    expect(root.match(/<noscript><img /g)).toHaveLength(1);
    expect(root).toContain('alt="Three posters on a wall"');
    // An image without alt text is described by the project's title.
    expect(root.match(/alt="Adire in motion"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(root).toContain('7 likes');
    expect(root).toMatch(/\d+ views?/);
    expect(root).toContain('href="/works?tag=adire"');
    expect(root).toContain('href="/works?tag=indigo"');
    expect(root).toContain('href="/works?category=Brand+identity"');
    expect(root).toContain('href="/works?color=%231d3557"');
    // The designer's card, and more of their work, each its own page.
    expect(root).toContain('Adaeze Okafor');
    expect(root).toContain('Lagos, Nigeria');
    expect(root).toContain(`href="/designers/${designerId}"`);
    expect(root).toContain(`href="/designers/${designerId}/work/${otherProjectId}"`);
    expect(root).toContain('Market signage');
    expect(root).not.toContain('Still uploading');
  });

  it('links each work on the designer’s profile to its project page', async () => {
    const root = rootOf((await testApp.app.inject({ method: 'GET', url: `/designers/${designerId}` })).body);
    expect(root).toMatch(new RegExp(`<a [^>]*href="${projectUrl}"[^>]*>Adire in motion</a>`));
    expect(root).toContain(`href="/designers/${designerId}/work/${otherProjectId}"`);
  });

  it('loads the first image at once and every other lazily', async () => {
    const root = rootOf((await testApp.app.inject({ method: 'GET', url: projectUrl })).body);
    const images = [...root.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    // The project's three, then the other project under "more work".
    const [first, ...rest] = images.filter((tag) => tag.includes('-640.webp'));
    expect(first).toContain('fetchPriority="high"');
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/width="1600" height="1200"/);
    expect(rest).toHaveLength(3);
    // The project's later two are lazy. The other project's cover is its placeholder, its file in a
    // <noscript> image that a browser without scripts loads at once, whatever it says.
    const [laterImages, otherCover] = [rest.slice(0, 2), rest[2]];
    for (const tag of laterImages) expect(tag).toContain('loading="lazy"');
    expect(otherCover).not.toContain('loading=');
    // Each later image waits in a box of its own size, its picture there for a browser without scripts.
    expect(root.match(/<noscript><picture/g)).toHaveLength(2);
    expect(root).toMatch(/<source type="image\/avif" srcSet="[^"]+-320\.avif 320w, [^"]+-1920\.avif 1920w"/);
  });

  it('previews a shared link with the cover at 1280 px and describes a CreativeWork with its images', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: projectUrl })).body;
    expect(html).toContain('<title>Adire in motion by Adaeze Okafor — Creators Archive</title>');
    expect(html).toContain(`<link rel="canonical" href="https://archive.example${projectUrl}" />`);
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/archive\.example\/media\/test\/[^"]+-1280\.webp" \/>/,
    );
    expect(html).toContain('<meta property="og:image:width" content="1280" />');
    expect(html).toContain('<meta property="og:image:height" content="960" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toMatch(/twitter:(title|description|image)/);
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]+-320\.avif 320w, [^"]+" imagesizes="\(min-width: 896px\) 864px, 100vw" \/>/,
    );
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Adire in motion',
      url: `https://archive.example${projectUrl}`,
      description: 'Indigo resist-dye patterns redrawn as a moving identity.',
      author: {
        '@type': 'Person',
        name: 'Adaeze Okafor',
        url: `https://archive.example/designers/${designerId}`,
      },
      genre: 'Brand identity',
      keywords: 'adire, indigo',
    });
    const images = jsonLd.image as { '@type': string; contentUrl: string; caption?: string }[];
    expect(images).toHaveLength(3);
    expect(images[0]).toMatchObject({
      '@type': 'ImageObject',
      caption: 'The mark on dyed cloth.',
      width: 1280,
    });
    expect(images[0]!.contentUrl).toMatch(/^https:\/\/archive\.example\/media\/test\/.+-1280\.webp$/);
    expect(images[1]).toMatchObject({
      caption: 'Posters for the launch.',
      description: 'Three posters on a wall',
    });
  });

  it('in data-saver mode sends the first image only, the others behind a button', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: projectUrl,
      headers: { 'save-data': 'on' },
    });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    // The first image; more work waits to be on screen, as every image in this mode.
    expect(root.match(/<picture/g)).toHaveLength(1);
    expect(root).not.toContain('Posters for the launch.');
    // Nor waiting in the HTML for a browser without scripts: only "more work"'s cover does.
    expect(root).not.toContain('<noscript><picture');
    expect(root).toMatch(/<button[^>]*>Show 2 more images<\/button>/);
    // The first image's small files only, preloaded as the picture will ask for them.
    expect(root).not.toMatch(/-1280\.(avif|webp)/);
    expect(response.body).toMatch(/imagesrcset="[^"]+-320\.avif 320w, [^"]+-640\.avif 640w"/);
  });

  it('renders the French page in French, its links under /fr', async () => {
    const french = translatorFor('fr');
    const response = await testApp.app.inject({ method: 'GET', url: `/fr${projectUrl}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<title>Adire in motion par Adaeze Okafor — Creators Archive</title>');
    expect(response.body).toContain(
      `<link rel="canonical" href="https://archive.example/fr${projectUrl}" />`,
    );
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="en" href="https://archive.example${projectUrl}" />`,
    );
    const root = rootOf(response.body);
    expect(root).toContain(french('portfolio.project.category'));
    expect(root).toContain('href="/fr/works?tag=adire"');
    expect(root).toContain(`href="/fr/designers/${designerId}"`);
    expect(jsonLdOf(response.body)).toMatchObject({ url: `https://archive.example/fr${projectUrl}` });
  });

  it('answers 404 for a project that is unknown, still processing, a suspended designer’s or under another address', async () => {
    for (const url of [
      `/designers/${designerId}/work/00000000-0000-4000-8000-000000000000`,
      `/designers/${designerId}/work/not-a-project`,
      `/designers/${designerId}/work/${processingId}`,
      `/designers/${suspendedDesignerId}/work/${suspendedProjectId}`,
      `/designers/${suspendedDesignerId}/work/${projectId}`,
      `/fr/designers/${designerId}/work/${processingId}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).not.toContain('application/ld+json');
    }
    const root = rootOf(
      (await testApp.app.inject({ method: 'GET', url: `/designers/${designerId}/work/${processingId}` }))
        .body,
    );
    expect(root).toContain('Project not found');
    expect(root).toContain(`href="/designers/${designerId}"`);
  });

  it('lists every ready public project in the sitemap in both languages, each naming the other', async () => {
    const sitemap = (await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const id of [projectId, otherProjectId]) {
      const path = `/designers/${designerId}/work/${id}`;
      expect(sitemap).toContain(`<url><loc>https://archive.example${path}</loc>`);
      expect(sitemap).toContain(`<url><loc>https://archive.example/fr${path}</loc>`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="fr" href="https://archive.example/fr${path}"/>`,
      );
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="https://archive.example${path}"/>`,
      );
    }
    expect(sitemap).toMatch(new RegExp(`${projectId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(sitemap).not.toContain(processingId);
    expect(sitemap).not.toContain(suspendedProjectId);
  });
});
