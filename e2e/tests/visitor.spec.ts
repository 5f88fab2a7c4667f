import { expect, test } from '../fixtures';

test('a visitor finds their way around from the top bar', async ({ page }) => {
  await page.goto('/');
  const topBar = page.getByRole('banner');

  await topBar.getByRole('link', { name: 'Designers' }).click();
  await expect(page).toHaveURL('/designers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await topBar.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await topBar.getByRole('link', { name: 'Join Creators Archive' }).click();
  await expect(page).toHaveURL('/join');

  await topBar.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the old waitlist addresses lead to the join pages, keeping the query string', async ({ page }) => {
  await page.goto('/waitlist?plan=creator-monthly');
  await expect(page).toHaveURL('/join?plan=creator-monthly');

  await page.goto('/waitlist/success');
  await expect(page).toHaveURL('/join/success');

  await page.goto('/waitlist/payment/callback?reference=ref_123&trxref=ref_123');
  await expect(page).toHaveURL('/join/payment/callback?reference=ref_123&trxref=ref_123');
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
});

test('an unknown or malformed designer address answers 404 with the not-found page, kept once the app runs', async ({
  page,
}) => {
  const hydrationProblems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) hydrationProblems.push(message.text());
  });
  for (const path of ['/designers/00000000-0000-4000-8000-000000000000', '/designers/not-a-designer']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designer not found');
    await page.getByRole('main').getByRole('link', { name: 'Browse designers' }).click();
    await expect(page).toHaveURL('/designers');
  }
  expect(hydrationProblems).toEqual([]);
});

test('a screen that fails to load shows the error screen, and Try again reloads it', async ({ page }) => {
  await page.goto('/');
  // A route's code failing to arrive (a flaky network, a deploy in between) is the common real failure.
  await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();

  await page.unroute(/\/assets\/about-[^/]*\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
