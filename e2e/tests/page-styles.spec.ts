import type { Locator, Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';

/** How the browser draws `element`: every property of its computed style, unfocused and not hovered. */
async function drawnStyle(element: Locator): Promise<Record<string, string>> {
  await element.page().mouse.move(0, 0);
  return element.evaluate((node) => {
    (node as HTMLElement).blur();
    const style = getComputedStyle(node);
    return Object.fromEntries(Array.from(style, (property) => [property, style.getPropertyValue(property)]));
  });
}

/**
 * A rendered page carries only the styles its own HTML uses; once the app runs it loads the whole
 * stylesheet, so a screen the app draws next looks as it does when its page is loaded afresh.
 */
test('a screen drawn after a rendered page is styled as when its page is loaded afresh', async ({ page }) => {
  await page.goto('/designers');
  const pageStyles = (await page.locator('style[data-href]').textContent()) ?? '';
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeVisible();

  // The button has classes the directory does not use, whose rules its page did not carry.
  const classes = await button.evaluate((node) =>
    Array.from(node.classList).map((name) => `.${CSS.escape(name)}{`),
  );
  expect(classes.filter((rule) => !pageStyles.includes(rule)).length).toBeGreaterThan(0);

  const drawnInTheApp = await drawnStyle(button);
  await page.goto('/login');
  await appReady(page);
  expect(drawnInTheApp).toEqual(await drawnStyle(page.getByRole('button', { name: 'Sign in' })));
});

/** Every element's computed style, custom properties aside (a page carries those its rules read). */
function drawnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('html, body, body *')).map((element) => {
      const style = getComputedStyle(element);
      return Array.from(style)
        .filter((property) => !property.startsWith('--'))
        .map((property) => `${property}:${style.getPropertyValue(property)}`)
        .join(';');
    }),
  );
}

test.describe('in data-saver mode, where the app waits for the visitor', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  /**
   * The styles a page carries draw each of its elements exactly as the whole sheet does, on a
   * phone and on a wide screen.
   */
  test('a rendered page draws with its own styles as with the whole sheet', async ({ page }) => {
    const profile = await page.request.get('/v1/designers?limit=1');
    const [designer] = ((await profile.json()) as { data: { items: { id: string }[] } }).data.items;
    const pages = ['/', '/designers', '/works', '/about', ...(designer ? [`/designers/${designer.id}`] : [])];
    for (const path of pages) {
      for (const width of [412, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // The page as it arrives: in data-saver mode the app loads at the visitor's first action.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.waitForLoadState('load');
        const href = await page.locator('style[data-href]').getAttribute('data-href');
        expect(href, path).toMatch(/^\/assets\/.+\.css$/);
        const withItsOwn = await drawnPage(page);
        await page.evaluate(
          (sheet) =>
            new Promise((loaded) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = sheet;
              link.onload = loaded;
              document.head.append(link);
            }),
          href!,
        );
        const differing = (await drawnPage(page)).filter((style, index) => style !== withItsOwn[index]);
        expect(differing, `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});
