import type { Browser, BrowserContextOptions } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';

/**
 * What a first visit to each public page downloads, every byte as it comes over the wire (headers
 * and compressed bodies): the page, its scripts, styles, fonts, the images the phone's screen
 * shows, its manifest and icons, and the calls the app makes once it runs. The service worker is
 * kept out (as in every journey): it installs after the page has loaded, and the files it keeps
 * for reading offline are not the visit's.
 */

/** Lighthouse's phone (a Moto G Power): its screen and pixel density decide which images load. */
const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The most a first visit may download; a project page of twelve images may weigh more. */
const FIRST_VISIT_LIMIT_BYTES = 200 * 1000;

/** What the browser names each kind of download (CDP's Network.ResourceType), as the table shows it. */
const kinds = {
  Document: 'document',
  Script: 'script',
  Stylesheet: 'style',
  Font: 'font',
  Image: 'image',
  Manifest: 'manifest',
  Fetch: 'data',
  XHR: 'data',
} as const;
type Kind = (typeof kinds)[keyof typeof kinds] | 'other';
const tableKinds: Kind[] = ['document', 'script', 'style', 'font', 'image', 'manifest', 'data', 'other'];

type Visit = { label: string; bytes: Record<Kind, number>; total: number };

/**
 * A first visit to `path` in a browser with nothing cached: every response's bytes by kind, from
 * the first request until the app has taken the page over and the network has been quiet.
 */
async function firstVisit(browser: Browser, label: string, path: string): Promise<Visit> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  const kindOf = new Map<string, Kind>();
  const bytes = Object.fromEntries(tableKinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  devtools.on('Network.responseReceived', ({ requestId, type }) => {
    kindOf.set(requestId, kinds[type as keyof typeof kinds] ?? 'other');
  });
  devtools.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    bytes[kindOf.get(requestId) ?? 'other'] += encodedDataLength;
  });
  await devtools.send('Network.enable');

  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { label, bytes, total: tableKinds.reduce((sum, kind) => sum + bytes[kind], 0) };
}

function print(visits: Visit[]): void {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(8);
  const width = Math.max(...visits.map(({ label }) => label.length));
  const lines = [
    `${'first visit'.padEnd(width)}${tableKinds.map((kind) => kind.padStart(8)).join('')}${'KB'.padStart(8)}`,
    ...visits.map(
      ({ label, bytes, total }) =>
        `${label.padEnd(width)}${tableKinds.map((kind) => kb(bytes[kind])).join('')}${kb(total)}`,
    ),
  ];
  console.log(lines.join('\n'));
}

type DesignerCard = { id: string };
type PortfolioItem = { id: string; status: string; media: unknown[] };
type Listing<T> = { data: { items: T[]; pagination: { totalPages: number } } };

/** Every portfolio item, page by page, as the API lists them. */
async function everyPortfolioItem(baseURL: string, userId?: string): Promise<PortfolioItem[]> {
  const items: PortfolioItem[] = [];
  const filter = userId ? `&userId=${userId}` : '';
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseURL}/v1/portfolio?limit=50&page=${page}${filter}`);
    const body = (await response.json()) as Listing<PortfolioItem>;
    items.push(...body.data.items);
    if (page >= body.data.pagination.totalPages) return items;
  }
}

test('a first visit to each public page downloads at most 200 KB', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  // The pages are measured as the demo leaves them: every image made, none still being drawn.
  await expect
    .poll(
      async () => {
        const items = await everyPortfolioItem(origin);
        return items.length > 0 && items.every((item) => item.status !== 'processing');
      },
      { message: "the demo's work is made", timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  const featured = (await (
    await fetch(`${origin}/v1/designers?verified=true&sort=popular&limit=1`)
  ).json()) as Listing<DesignerCard>;
  const designerId = featured.data.items[0]!.id;
  // The designer's project of several images (the demo's hold three to eight).
  const [project] = (await everyPortfolioItem(origin, designerId)).sort(
    (first, second) => second.media.length - first.media.length,
  );
  expect(project!.media.length).toBeGreaterThan(2);
  const profile = `/designers/${designerId}`;
  const projectPage = `${profile}/work/${project!.id}`;

  const pages = [
    ['/', '/'],
    ['/designers', '/designers'],
    ['/designers/:id', profile],
    ['/designers/:id/work/:itemId', projectPage],
    ['/works', '/works'],
    ['/fr/designers/:id', `/fr${profile}`],
    ['/fr/designers/:id/work/:itemId', `/fr${projectPage}`],
  ] as const;
  const visits: Visit[] = [];
  for (const [label, path] of pages) visits.push(await firstVisit(browser, label, path));
  print(visits);

  for (const { label, total } of visits) expect(total, label).toBeLessThanOrEqual(FIRST_VISIT_LIMIT_BYTES);
});
