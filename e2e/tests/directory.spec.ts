import type { APIRequestContext } from '@playwright/test';
import { createDesigner, type Designer } from '../designers';
import { expect, test } from '../fixtures';

type DesignerCard = { id: string; fullName: string };

/**
 * The designer the search, filter and profile tests look for: a long surname no one else has (a
 * fair test for misspelling), a country, disciplines and more than one work.
 */
const subjectProfile = {
  fullName: 'Hery Rakotomalala',
  country: 'Madagascar',
  city: 'Antananarivo',
  disciplines: ['Illustration', 'Editorial'],
  bio: 'Illustrator of picture books and festival posters, drawn in the highlands around Antananarivo.',
};
const surname = 'Rakotomalala';
const discipline = subjectProfile.disciplines[0]!;

/** A family name two dozen designers share, so searching for it lists a long page of them alone. */
const crowdSurname = 'Nkemelu';
const crowdFirstNames =
  'Ada Bisi Chike Dayo Ebele Femi Gozie Hauwa Ifeoma Jide Kelechi Lola Mide Nneka Obinna Pelumi Remi Sade Tobi Uche Vera Wale Yemi Zara'.split(
    ' ',
  );
const crowdList = `/designers?q=${crowdSurname}&sort=name`;

let subject: Designer;

/**
 * The designers these tests need, made as members make themselves (register, fill in the profile,
 * upload real images) and ready before any test starts: the tests do not wait on the demo seed.
 */
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const crowd = async (lane: number, lanes: number) => {
    for (let index = lane; index < crowdFirstNames.length; index += lanes) {
      await createDesigner({ fullName: `${crowdFirstNames[index]} ${crowdSurname}`, country: 'Nigeria' });
    }
  };
  [subject] = await Promise.all([createDesigner(subjectProfile, 2), crowd(0, 3), crowd(1, 3), crowd(2, 3)]);
});

/** The same word with its last inner vowel changed: 'Okafor' → 'Okafur'. */
function misspell(word: string): string {
  const swaps: Record<string, string> = { a: 'e', e: 'i', i: 'e', o: 'u', u: 'o' };
  for (let index = word.length - 1; index > 0; index -= 1) {
    const swap = swaps[word[index]!.toLowerCase()];
    if (swap) return word.slice(0, index) + swap + word.slice(index + 1);
  }
  return `${word}h`;
}

/** The verified designers the home page features, read from the API. */
async function featuredDesigners(request: APIRequestContext): Promise<DesignerCard[]> {
  const response = await request.get('/v1/designers?verified=true&sort=popular&limit=6');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: DesignerCard[] } }).data.items;
}

test('search, filter, open a profile and its work, and come back to the same results', async ({ page }) => {
  const country = subjectProfile.country;

  await page.goto('/designers');
  await expect(page.getByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
  await expect(page.getByTestId('designer-card').first()).toBeVisible();

  await page.getByLabel('Search').fill(surname);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(surname)}`));
  const card = page.getByRole('link', { name: subject.fullName, exact: true });
  await expect(card).toBeVisible();

  await page.getByLabel('Discipline').selectOption({ label: discipline });
  await expect(page).toHaveURL(/[?&]discipline=/);
  await page.getByLabel('Country').selectOption({ label: country });
  await expect(page).toHaveURL(/[?&]country=/);
  await expect(card).toBeVisible();
  const filteredUrl = page.url();

  await card.click();
  await expect(page).toHaveURL(`/designers/${subject.id}`);
  await expect(page.getByRole('heading', { level: 1, name: subject.fullName })).toBeVisible();

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
  await expect(page.getByLabel('Country')).toHaveValue(country);
  await expect(card).toBeVisible();

  // Back again undoes the filters one by one, as the address bar recorded them.
  await page.goBack();
  await expect(page.getByLabel('Country')).toHaveValue('');
  await expect(page.getByLabel('Discipline')).toHaveValue(discipline);
});

test('back from a profile returns to the same place in a long list', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(crowdList);
  const cards = page.getByTestId('designer-card');
  await expect(cards.nth(11)).toBeVisible();

  const target = cards.nth(crowdFirstNames.length - 2);
  await target.scrollIntoViewIfNeeded();
  const name = (await target.getByRole('heading').textContent()) ?? '';
  // Where the list was as the card was clicked: the click itself may scroll the card further into
  // view first (when it finds the card still moving), so the place is read as the click arrives.
  await page.evaluate(() => {
    const keep = () => Object.assign(window, { scrolledAtClick: window.scrollY });
    window.addEventListener('click', keep, { capture: true, once: true });
  });

  await target.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(crowdList);
  await expect(page.getByRole('link', { name, exact: true })).toBeInViewport();
  const { left, now } = await page.evaluate(() => ({
    left: (window as unknown as { scrolledAtClick: number }).scrolledAtClick,
    now: window.scrollY,
  }));
  expect(left).toBeGreaterThan(500);
  expect(Math.abs(now - left)).toBeLessThan(100);
});

test('a misspelt name still finds the designer', async ({ page }) => {
  const misspelt = misspell(surname);

  await page.goto('/designers');
  await page.getByLabel('Search').fill(misspelt);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(misspelt)}`));
  await expect(page.getByRole('link', { name: subject.fullName, exact: true })).toBeVisible();
});

test('the directory arrives rendered, and words typed before the app arrives are searched for', async ({
  page,
}) => {
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
  await expect(page.getByRole('link', { name: subject.fullName, exact: true })).toBeVisible();
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
  const response = await request.get(`/designers/${subject.id}`);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  expect(ogTitle).toContain(subject.fullName);
  expect(html).toMatch(/<meta property="og:type" content="profile"/);
  expect(html).toContain(`<meta property="og:url" content="`);
  expect(/<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]).toMatch(
    new RegExp(`/designers/${subject.id}$`),
  );
  expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${subject.fullName}</h1>`));
  expect(html).toMatch(/<img [^>]*src="\/media\/[^"]+\.webp"/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('every cover of a long list loads, each in the place of its placeholder', async ({ page }) => {
    await page.goto(crowdList, { waitUntil: 'domcontentloaded' });
    const cards = page.getByTestId('designer-card');
    await expect(cards.first()).toBeVisible();
    // Below the page's largest image, each cover is its placeholder and its file in a <noscript>.
    const placeholders = cards.locator('img[data-waiting]');
    const covers = cards.locator('noscript > img');
    expect(await covers.count()).toBeGreaterThan(1);
    await expect(covers).toHaveCount(await placeholders.count());
    for (const placeholder of await placeholders.all()) await expect(placeholder).toBeHidden();
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
  });
});

test('the home page shows featured verified designers and the latest work', async ({ page, request }) => {
  // Only the demo has verified designers (no member can verify themselves); every demo cover is
  // ready within 20 s of the server answering, so this waits at most that long.
  await expect
    .poll(async () => (await featuredDesigners(request)).length, {
      message: 'verified designers are listed',
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const featuredSection = page.getByRole('region', { name: 'Featured verified designers' });
  // Asked again with each load: a demo cover finishing in between may reorder the row.
  await expect(async () => {
    const [first] = await featuredDesigners(request);
    await page.goto('/');
    await expect(featuredSection.getByRole('link', { name: first!.fullName, exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  const cover = featuredSection.getByRole('img').first();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  await expect(cover).not.toHaveAttribute('loading', 'lazy');
  const latest = page.getByRole('region', { name: 'Latest work' });
  await expect(latest.getByRole('link').first()).toBeVisible();
  // Below the screen, a work is its placeholder until it comes near, then its file.
  const work = latest.getByRole('img').first();
  await expect(work).toHaveAttribute('data-waiting', 'true');
  await work.scrollIntoViewIfNeeded();
  await expect
    .poll(() => work.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});
