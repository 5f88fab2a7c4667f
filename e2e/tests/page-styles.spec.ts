import type { Locator } from '@playwright/test';
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
