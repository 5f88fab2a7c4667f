import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app has taken the page over (it marks `<html data-app-ready>`), as a visitor
 * waits for a page to respond: public pages arrive rendered by the server, and a click in the
 * moment before the app's scripts run is a plain HTML click.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * `page.goto` and `page.reload` wait for the app as well as for the page to load. A test about the
 * server's HTML alone passes `waitUntil: 'commit'` or `'domcontentloaded'` and does not wait.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const waitsForApp = (options?: { waitUntil?: string }) =>
      options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (waitsForApp(options)) await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (waitsForApp(options)) await appReady(page);
      return response;
    };
    await use(page);
  },
});
