import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The installable app: its manifest, and the service worker that keeps what the visitor saw for
 * reading without a connection (apps/web/src/pwa, docs/decisions/1430-installable-offline-app.md).
 */

// These tests are about the worker: it must run even where other tests keep it out of the way.
test.use({ serviceWorkers: 'allow' });

/** Until the service worker answers the page's requests, nothing can be read offline. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the worker's cache `cacheName` holds `address` (window and worker share the Cache Storage). */
async function kept(page: Page, cacheName: 'pages' | 'images', address: string): Promise<boolean> {
  return page.evaluate(
    async ({ name, url }) => {
      const cache = await caches.open(name);
      return (await cache.match(new URL(url, location.origin).href)) !== undefined;
    },
    { name: cacheName, url: address },
  );
}
const pageKept = (page: Page, address: string) => kept(page, 'pages', address);

/** The notice's live region, empty while there is nothing to say. */
const notice = (page: Page) => page.getByTestId('offline-notice');
const offlineNotice = (page: Page) => notice(page).filter({ hasText: /offline/i });

test('the directory seen once opens again offline, with the offline notice', async ({ page, context }) => {
  await page.goto('/designers');
  const heading = page.getByRole('heading', { level: 1 });
  const firstDesigner = page.getByTestId('designer-card').first();
  await expect(firstDesigner).toBeVisible();
  const headingText = await heading.textContent();
  await expect(notice(page)).toHaveRole('status');
  await expect(notice(page)).toBeEmpty();

  // The first visit's page arrived before the worker: it asks the worker to keep it.
  await controlledByServiceWorker(page);
  await expect.poll(() => pageKept(page, '/designers')).toBe(true);

  await context.setOffline(true);
  await page.reload();

  // The directory as the server rendered it, not a page drawn without its data.
  await expect(heading).toHaveText(headingText!);
  await expect(firstDesigner).toBeVisible();
  await expect(offlineNotice(page)).toContainText("You're offline. This is a copy of the page saved");

  // Back online, the copy is still on screen: the notice offers the page as it is now.
  await context.setOffline(false);
  await expect(notice(page)).toContainText('This is a copy of the page saved');
  await notice(page).getByRole('button', { name: 'Reload' }).click();
  await expect(notice(page)).toBeEmpty();
  await expect(firstDesigner).toBeVisible();
});

test('images seen are shown offline; a page never seen opens as the app shell', async ({ page, context }) => {
  await page.goto('/designers');
  await controlledByServiceWorker(page);
  // A visit with the worker in charge: the page and the images it shows pass through it.
  await page.reload();
  const firstImage = page.getByTestId('designer-card').first().locator('img').first();
  await expect(firstImage).toBeVisible();
  const imageAddress = await firstImage.evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect.poll(() => kept(page, 'images', imageAddress)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);

  // Never visited: the shell the worker precached runs the app, which says it is offline.
  await page.goto('/vetted-program');
  await expect(offlineNotice(page)).toContainText("You're offline");
});

test('offline, API writes fail as they would without a worker, and signed-in reads are never kept', async ({
  page,
  context,
}) => {
  await page.goto('/designers');
  await controlledByServiceWorker(page);

  const call = (request: { path: string; method?: string; authorization?: string }) =>
    page.evaluate(async ({ path, method, authorization }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization) headers.Authorization = authorization;
      const body =
        method === 'POST' ? JSON.stringify({ email: 'nobody@archive.test', password: 'x' }) : undefined;
      try {
        const response = await fetch(path, { method: method ?? 'GET', headers, body });
        return response.status;
      } catch {
        return 'network error';
      }
    }, request);

  const write = { path: '/v1/auth/login', method: 'POST' };
  const publicRead = { path: '/v1/designers?limit=3' };
  const signedInRead = { path: '/v1/designers?limit=3&sort=name', authorization: 'Bearer not-a-token' };
  // Online, each reaches the API once, so any of them could have been kept.
  expect(await call(write)).not.toBe('network error');
  expect(await call(publicRead)).toBe(200);
  expect(await call(signedInRead)).not.toBe('network error');

  await context.setOffline(true);
  expect(await call(write)).toBe('network error');
  expect(await call(signedInRead)).toBe('network error');
  // The public read is the one kept for reading offline.
  expect(await call(publicRead)).toBe(200);
});

test('the app can be installed: its manifest is linked, complete and its icons load', async ({
  page,
  request,
}) => {
  await page.goto('/designers');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestResponse = await request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    shortcuts: { name: string; url: string; icons?: { src: string }[] }[];
  };

  expect(manifest).toMatchObject({ name: 'Creators Archive', start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(manifest.theme_color).toBe(themeColor);

  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    // A PNG names its width and height at bytes 16 and 20 of its header.
    const png = await response.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  const sizesFor = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((icon) => icon.sizes);
  expect(sizesFor('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizesFor('maskable')).toContain('512x512');

  expect(manifest.shortcuts.map((shortcut) => shortcut.url).sort()).toEqual([
    '/account/portfolio',
    '/designers',
  ]);
  for (const shortcut of manifest.shortcuts) {
    for (const icon of shortcut.icons ?? [])
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }

  // Chromium's own verdict: what it checks before it offers to install the app. A test browser
  // context is incognito, which Chromium never installs from; that one reason is not the app's.
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the service worker is served from the root, never kept stale, and the policy allows it', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const response = await page.goto('/designers');
  const policy = (await response!.allHeaders())['content-security-policy'];
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("manifest-src 'self'");
  await controlledByServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});
