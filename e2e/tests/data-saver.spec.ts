import type { Page } from '@playwright/test';
import { createDesigner } from '../designers';
import { appReady, expect, test } from '../fixtures';

/** A phone's screen, as the pages benchmark measures a first visit. */
const phone = { width: 412, height: 823 };

/** The widths of every portfolio image and profile picture the page asks the server for. */
function imagesAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/')) asked.push(url.pathname);
  });
  return asked;
}

/** The paths of the scripts the page downloads. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') asked.push(url.pathname);
  });
  return asked;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await createDesigner({ fullName: 'Lindiwe Dlamini', country: 'Eswatini' }, 2);
});

test('a phone that asks to save data gets the directory in small images only', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const asked = imagesAskedFor(page);
  const scripts = scriptsAskedFor(page);

  // The page is whole as the server sent it: the app waits for the visitor to act.
  await page.goto('/designers', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');

  expect(asked.length).toBeGreaterThan(0);
  for (const path of asked) expect(path).toMatch(/-(64|128|320|640)\.(avif|webp)$/);
  expect(scripts.filter((path) => !/^\/assets\/boot-[\w-]+\.js$/.test(path))).toEqual([]);
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // The first tap loads the app, and is played again once the app has taken over.
  await toggle.click();
  await appReady(page);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(scripts.length).toBeGreaterThan(1);
});

test('a visitor who turns data saver on keeps it on the next page the server renders', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/designers?q=Dlamini');
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  const asked = imagesAskedFor(page);
  await page.getByRole('link', { name: 'Lindiwe Dlamini' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lindiwe Dlamini' })).toBeVisible();
  // The work waits to be asked for.
  const show = page.getByRole('button', { name: 'Show images' });
  await expect(show).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/media/p/'))).toEqual([]);

  const rendered = await page.request.get('/designers');
  expect(await rendered.text()).toContain('<div hidden id="page-mode" data-mode="data-saver"></div>');

  await show.click();
  await expect(page.getByTestId('cover-work')).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const path of asked) expect(path).toMatch(/-(64|128|320|640)\.(avif|webp)$/);
});
