import fs from 'node:fs';
import path from 'node:path';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';
import { noisyPng } from '@creators-archive/test-support/png';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { E2E_DATA_DIR } from '../environment';
import { signIn } from '../support';

function mediaFilesOf(itemId: string): string[] {
  const root = path.join(E2E_DATA_DIR, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter(
    (entry) => entry.includes(itemId) && fs.statSync(path.join(root, entry)).isFile(),
  );
}

/** A new member, registered through the API and signed in on their dashboard: their id. */
async function signedInMember(page: Page, request: APIRequestContext, fullName: string): Promise<string> {
  const email = `member-${Date.now()}@example.com`;
  const password = 'a long and unusual passphrase';
  const registered = await request.post('/v1/users/register', { data: { email, password, fullName } });
  expect(registered.status()).toBe(201);
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  return ((await registered.json()) as { data: { user: { id: string } } }).data.user.id;
}

/** An uplink of `bytesPerSecond`, through Chromium's own network emulation; the session, to change it later. */
async function slowUplink(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('a member uploads with progress, sets a cover and a profile picture, then deletes the work and its files', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const userId = await signedInMember(page, request, 'Efua Asante');
  // The initials avatar stands in until a picture is chosen.
  await expect(page.getByTestId('initials-avatar').first()).toBeVisible();
  await page.goto('/account/portfolio');
  await expect(page.getByText('No work yet')).toBeVisible();

  // A slow uplink, so the progress bar is seen moving.
  const cdp = await slowUplink(page, 600 * 1024);

  // The browser refuses what it can tell is wrong before sending a byte.
  await page.getByLabel('Choose images to upload').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'notes.txt is not a JPEG, PNG, WebP, AVIF or GIF image.' }),
  ).toBeVisible();

  const image = noisyPng(900, 700);
  await page.getByLabel('Choose images to upload').setInputFiles({
    name: 'harbour-study.png',
    mimeType: 'image/png',
    buffer: image,
  });
  // The upload form asks where the image goes and what it shows; a new project of its own.
  await page.getByRole('button', { name: 'Upload 1 image' }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading harbour-study.png' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const card = page.getByTestId('portfolio-card').filter({ hasText: 'harbour-study' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // Variants are made by a job; the card turns from processing to ready by itself.
  await expect(card.getByText('Processing')).toBeHidden({ timeout: 30_000 });
  await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /640w/);

  const list = await request.get(`/v1/portfolio?userId=${userId}`);
  const item = ((await list.json()) as { data: { items: { id: string; images: { url: string }[] }[] } }).data
    .items[0]!;
  expect(item.images.length).toBeGreaterThan(0);

  await card.getByRole('button', { name: 'Set as cover' }).click();
  await expect(card.getByText('Cover', { exact: true })).toBeVisible();
  const afterCover = await request.get(`/v1/portfolio/${item.id}`);
  expect(((await afterCover.json()) as { data: { isCover: boolean } }).data.isCover).toBe(true);

  // The member's directory card shows the new cover.
  const coverFile = item.images.find((variant) => variant.url.endsWith('.avif'))!.url;
  await page.goto(`/designers?q=${encodeURIComponent('Efua Asante')}`);
  const directoryCard = page
    .getByTestId('designer-card')
    .filter({ has: page.locator(`a[href="/designers/${userId}"]`) });
  await expect(directoryCard.locator('picture source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    new RegExp(coverFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await page.goto('/account/portfolio');

  await card.getByRole('button', { name: 'Use as profile picture' }).click();
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(page.locator('header img[src*="/media/avatars/"]').first()).toBeVisible();

  await page.goto(`/designers/${userId}`);
  await expect(page.getByTestId('cover-work')).toBeVisible();
  await expect(page.getByTestId('cover-work').locator('img')).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('button', { name: 'Open harbour-study' }).click();
  await expect(page.getByRole('dialog')).toContainText('harbour-study');
  await page.keyboard.press('Escape');

  await page.goto('/account/portfolio');
  expect(mediaFilesOf(item.id).length).toBe(1 + item.images.length);
  await page
    .getByTestId('portfolio-card')
    .filter({ hasText: 'harbour-study' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No work yet')).toBeVisible();
  expect(mediaFilesOf(item.id)).toEqual([]);
  for (const variant of item.images.slice(0, 2)) {
    expect((await request.get(variant.url)).status()).toBe(404);
  }
});

test('a large photo is made smaller and upright in the browser, and its upload survives going offline halfway', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const userId = await signedInMember(page, request, 'Kwame Mensah');
  await page.goto('/account/portfolio');
  await expect(page.getByText('No work yet')).toBeVisible();

  // 4000 × 3000 pixels stored sideways, with EXIF orientation 6: upright it is 3000 wide, 4000 tall.
  const photo = await rasterise(pictureSvg(4000, 3000, 30), 'jpeg', { orientation: 6 });
  const offsets: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PATCH' && sent.url().includes('/v1/portfolio/uploads/')) {
      offsets.push(sent.headers()['upload-offset'] ?? '');
    }
  });

  const cdp = await slowUplink(page, 16 * 1024);
  await page.getByLabel('Choose images to upload').setInputFiles({
    name: 'kumasi-market.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // The upload form asks where the image goes and what it shows; a new project of its own.
  await page.getByRole('button', { name: 'Upload 1 image' }).click();
  const progress = page.getByRole('progressbar', { name: 'Uploading kumasi-market.jpg' });
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(30);

  // The connection goes; the upload waits, saying so, and goes on by itself when it is back.
  await page.context().setOffline(true);
  await expect(page.getByText('Offline: resumes when you are back online')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.context().setOffline(false);

  const card = page.getByTestId('portfolio-card').filter({ hasText: 'kumasi-market' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The second request carried on from the bytes the server already held.
  expect(offsets.length).toBeGreaterThanOrEqual(2);
  expect(Number(offsets.at(-1))).toBeGreaterThan(0);

  const list = await request.get(`/v1/portfolio?userId=${userId}`);
  const items = ((await list.json()) as { data: { items: { width: number; height: number }[] } }).data.items;
  // One item, upright, 3,000 px on its long edge.
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ width: 2250, height: 3000 });
});
