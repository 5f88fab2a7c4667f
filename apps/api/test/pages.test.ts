import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesigner } from './factories';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { buildWebDist } from './web-build';

describe.each(databaseKinds)('pages for crawlers and shared links on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let designerId: string;

  beforeAll(async () => {
    // The pages' heads come from the web app's server build.
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    const designer = await registerUser(testApp.app, { fullName: 'Selam Tesfaye' });
    designerId = designer.user.id;
    await testApp.app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(designer.access_token),
      payload: {
        bio: 'Type designer drawing Ge’ez families. </script><script>alert("x")</script> & more',
        city: 'Addis Ababa',
        country: 'Ethiopia',
        disciplines: ['Type design'],
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('puts a profile’s name, bio and canonical address in the page head', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/designers/${designerId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Selam Tesfaye — Creators Archive</title>');
    expect(html).toContain('<meta property="og:title" content="Selam Tesfaye — Creators Archive" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toMatch(/<meta property="og:description" content="Type designer drawing Ge’ez families\./);
    expect(html).toContain(`<link rel="canonical" href="https://archive.example/designers/${designerId}" />`);
    expect(html).toContain('<meta name="twitter:card"');
    // X reads the card's title and description from the Open Graph tags.
    expect(html).not.toMatch(/twitter:(title|description)/);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('describes a profile as a schema.org Person that no bio can break out of', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: `/designers/${designerId}` })).body;
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(JSON.parse(jsonLd!)).toMatchObject({
      '@type': 'Person',
      name: 'Selam Tesfaye',
      address: { addressLocality: 'Addis Ababa', addressCountry: 'Ethiopia' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toMatch(/content="[^"]*<script/);
  });

  it('shows a listed designer’s cover in link previews and preloads it for the profile', async () => {
    const listedId = await createDesigner(testApp.database.db, {
      fullName: 'Kwame Mensah',
      items: [{ title: 'Kente patterns', isCover: true }],
    });
    const html = (await testApp.app.inject({ method: 'GET', url: `/designers/${listedId}` })).body;
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/archive\.example\/media\/test\/[^"]+-320\.webp" \/>/,
    );
    expect(html).toContain('<meta property="og:image:alt" content="Kente patterns" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="\/media\/test\/[^"]+-320\.avif 320w" imagesizes="\(min-width: 896px\) 864px, 100vw" \/>/,
    );
  });

  it('preloads the cover of the first card the directory page will show', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/designers?sort=name' })).body;
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif"[^>]+imagesizes="\(min-width: 1024px\) 352px/,
    );
    const unmatched = (await testApp.app.inject({ method: 'GET', url: '/designers?q=nobody%20here' })).body;
    expect(unmatched).not.toContain('rel="preload" as="image"');
  });

  it('gives content pages their own title and description', async () => {
    const html = (await testApp.app.inject({ method: 'GET', url: '/privacy' })).body;
    expect(html).toContain('<title>Privacy — Creators Archive</title>');
    expect(html).toMatch(/<meta name="description" content="What Creators Archive stores about you/);
    expect(html).toContain('<link rel="canonical" href="https://archive.example/privacy" />');
  });

  it('falls back to the site’s own tags for an unknown designer', async () => {
    const html = (
      await testApp.app.inject({ method: 'GET', url: '/designers/00000000-0000-4000-8000-000000000000' })
    ).body;
    expect(html).toContain('<title>Creators Archive — portfolios of designers in Africa</title>');
    expect(html).not.toContain('application/ld+json');
  });

  it('lists content pages and designer profiles in the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toContain('<loc>https://archive.example/about</loc>');
    expect(response.body).toContain(`<loc>https://archive.example/designers/${designerId}</loc>`);
    // Every page in every language, each naming the others.
    expect(response.body).toContain(`<url><loc>https://archive.example/fr/designers/${designerId}</loc>`);
    expect(response.body).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://archive.example/fr/about"/>',
    );
  });

  it('keeps crawlers out of private areas and points them at the sitemap', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Disallow: /fr/account');
    expect(response.body).toContain('Sitemap: https://archive.example/sitemap.xml');
  });
});
