import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_PORT } from '../environment';

type DesignerCard = {
  id: string;
  fullName: string;
  country: string | null;
  disciplines: string[];
  verified: boolean;
  itemCount: number;
};

/**
 * Demo work goes through the real image pipeline after the server starts, and a designer is
 * listed once one of their items is ready: wait until no demo item is still processing.
 */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Plain fetch: Playwright's request contexts trace into the first test's artifacts, not here.
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  await expect
    .poll(
      async () => {
        let processing = 0;
        let total = 0;
        for (let page = 1; ; page += 1) {
          const response = await fetch(`${baseUrl}/v1/portfolio?limit=50&page=${page}`);
          if (!response.ok) return -1;
          const body = (await response.json()) as {
            data: { items: { status: string }[]; pagination: { totalPages: number } };
          };
          total += body.data.items.length;
          processing += body.data.items.filter((item) => item.status === 'processing').length;
          if (page >= body.data.pagination.totalPages) break;
        }
        return total > 0 ? processing : -1;
      },
      { message: 'the demo work has been processed', timeout: 170_000, intervals: [1_000] },
    )
    .toBe(0);
});

/** The demo designers as the directory lists them, read from the API rather than assumed. */
async function listedDesigners(request: APIRequestContext): Promise<DesignerCard[]> {
  const response = await request.get('/v1/designers?limit=50&sort=name');
  expect(response.ok()).toBe(true);
  const designers = ((await response.json()) as { data: { items: DesignerCard[] } }).data.items;
  expect(designers.length, 'demo designers are listed').toBeGreaterThan(0);
  return designers;
}

/** The last word of a name, the one people misspell. */
function surnameOf(fullName: string): string {
  return fullName.trim().split(/\s+/).at(-1) ?? fullName;
}

/** The same word with its last inner vowel changed: 'Okafor' → 'Okafur'. */
function misspell(word: string): string {
  const swaps: Record<string, string> = { a: 'e', e: 'i', i: 'e', o: 'u', u: 'o' };
  for (let index = word.length - 1; index > 0; index -= 1) {
    const swap = swaps[word[index]!.toLowerCase()];
    if (swap) return word.slice(0, index) + swap + word.slice(index + 1);
  }
  return `${word}h`;
}

/** A designer with a long, unique surname (a fair test for misspelling) and more than one work. */
function pickDesigner(designers: DesignerCard[]): DesignerCard {
  const surnameCount = new Map<string, number>();
  for (const designer of designers) {
    const surname = surnameOf(designer.fullName).toLowerCase();
    surnameCount.set(surname, (surnameCount.get(surname) ?? 0) + 1);
  }
  const candidates = designers
    .filter((designer) => designer.itemCount > 1 && designer.disciplines.length > 0 && designer.country)
    .filter((designer) => surnameCount.get(surnameOf(designer.fullName).toLowerCase()) === 1)
    .sort((a, b) => surnameOf(b.fullName).length - surnameOf(a.fullName).length);
  const designer = candidates[0];
  if (!designer) throw new Error('No demo designer with work, disciplines and a country is listed');
  return designer;
}

test('search, filter, open a profile and its work, and come back to the same results', async ({
  page,
  request,
}) => {
  const designer = pickDesigner(await listedDesigners(request));
  const surname = surnameOf(designer.fullName);
  const discipline = designer.disciplines[0]!;

  await page.goto('/designers');
  await expect(page.getByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
  await expect(page.getByTestId('designer-card').first()).toBeVisible();

  await page.getByLabel('Search').fill(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  const card = page.getByRole('link', { name: designer.fullName, exact: true });
  await expect(card).toBeVisible();

  await page.getByLabel('Discipline').selectOption({ label: discipline });
  await expect(page).toHaveURL(/[?&]discipline=/);
  await page.getByLabel('Country').selectOption({ label: designer.country! });
  await expect(page).toHaveURL(/[?&]country=/);
  await expect(card).toBeVisible();
  const filteredUrl = page.url();

  await card.click();
  await expect(page).toHaveURL(`/designers/${designer.id}`);
  await expect(page.getByRole('heading', { level: 1, name: designer.fullName })).toBeVisible();

  await page
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', /.+/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByLabel('Search')).toHaveValue(surname);
  await expect(page.getByLabel('Discipline')).toHaveValue(discipline);
  await expect(page.getByLabel('Country')).toHaveValue(designer.country!);
  await expect(card).toBeVisible();

  // Back again undoes the filters one by one, as the address bar recorded them.
  await page.goBack();
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page.getByLabel('Discipline')).toHaveValue(discipline);
});

test('back from a profile returns to the same place in a long list', async ({ page, request }) => {
  const designers = await listedDesigners(request);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/designers?sort=name');
  const cards = page.getByTestId('designer-card');
  await expect(cards.nth(11)).toBeVisible();

  const target = cards.nth(Math.min(designers.length, 24) - 2);
  await target.scrollIntoViewIfNeeded();
  const name = (await target.getByRole('heading').textContent()) ?? '';
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await target.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL('/designers?sort=name');
  await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(100);
});

test('a misspelt name still finds the designer', async ({ page, request }) => {
  const designer = pickDesigner(await listedDesigners(request));
  const misspelt = misspell(surnameOf(designer.fullName));

  await page.goto('/designers');
  await page.getByLabel('Search').fill(misspelt);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(misspelt)}`));
  await expect(page.getByRole('link', { name: designer.fullName, exact: true })).toBeVisible();
});

test('the directory arrives rendered, and words typed before the app arrives are searched for', async ({
  page,
  request,
}) => {
  const designer = pickDesigner(await listedDesigners(request));
  const surname = surnameOf(designer.fullName);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The app's script is held back until the visitor has typed: until then the page is HTML alone.
  let releaseApp = () => {};
  const typed = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // Marks the heading the server sent, before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) Object.assign(heading, { fromServer: true });
    });
  });

  await page.goto('/designers', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('designer-card').first()).toBeVisible();
  await page.getByLabel('Search').fill(surname);
  releaseApp();

  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  await expect(page.getByRole('link', { name: designer.fullName, exact: true })).toBeVisible();
  // Hydrated, not drawn again: the heading on screen is still the one the server sent.
  const fromServer = await page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => (heading as HTMLElement & { fromServer?: boolean }).fromServer);
  expect(fromServer).toBe(true);
  expect(problems).toEqual([]);
});

test('a profile’s HTML carries its Open Graph tags and the profile itself without JavaScript', async ({
  request,
}) => {
  const designer = pickDesigner(await listedDesigners(request));

  const response = await request.get(`/designers/${designer.id}`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  expect(ogTitle).toContain(designer.fullName);
  expect(html).toMatch(/<meta property="og:type" content="profile"/);
  expect(html).toContain(`<meta property="og:url" content="`);
  expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]).toMatch(
    new RegExp(`/designers/${designer.id}$`),
  );
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${designer.fullName}</h1>`));
  expect(html).toMatch(/<img [^>]*src="\/media\/[^"]+\.webp"/);
});

test('the home page shows featured verified designers and the latest work', async ({ page, request }) => {
  await listedDesigners(request);
  const featured = await request.get('/v1/designers?verified=true&sort=popular&limit=6');
  const first = ((await featured.json()) as { data: { items: DesignerCard[] } }).data.items[0];

  await page.goto('/');
  const featuredSection = page.getByRole('region', { name: 'Featured verified designers' });
  if (first) {
    await expect(featuredSection.getByRole('link', { name: first.fullName, exact: true })).toBeVisible();
    const cover = featuredSection.getByRole('img').first();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
  }
  const latest = page.getByRole('region', { name: 'Latest work' });
  await expect(latest.getByRole('link').first()).toBeVisible();
  await expect(latest.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
});
