import { deflateSync } from 'node:zlib';
import { pngChunk } from '@creators-archive/test-support/png';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from '../support';

/** A PNG of one colour, so its palette is that colour and a search by it finds it first. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const row = Buffer.alloc(width * 3 + 1);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new member, registered through the API and signed in on their dashboard: their id. */
async function signedInMember(page: Page, request: APIRequestContext, fullName: string): Promise<string> {
  const email = `projects-${Date.now()}@example.com`;
  const password = 'a long and unusual passphrase';
  const registered = await request.post('/v1/users/register', { data: { email, password, fullName } });
  expect(registered.status()).toBe(201);
  await signIn(page, email, password);
  await expect(page).toHaveURL('/dashboard');
  return ((await registered.json()) as { data: { user: { id: string } } }).data.user.id;
}

type Media = { id: string; alt: string | null; caption: string | null };

test('a member makes one project of three images, reorders and captions them, and a visitor finds it by its colour', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const userId = await signedInMember(page, request, 'Adaeze Okafor');
  const title = `Primary studies ${Date.now()}`;
  await page.goto('/account/portfolio');
  await expect(page.getByText('No work yet')).toBeVisible();

  // Three files chosen at once; the form asks where they go and what each shows.
  await page.getByLabel('Choose images to upload').setInputFiles([
    { name: 'green.png', mimeType: 'image/png', buffer: solidPng(640, 480, [32, 160, 72]) },
    { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(640, 480, [40, 72, 200]) },
    { name: 'red.png', mimeType: 'image/png', buffer: solidPng(640, 480, [214, 30, 46]) },
  ]);
  const form = page.getByRole('form', { name: '3 images to upload' });
  await expect(form.getByLabel('Where they go')).toHaveValue('new-project');
  await form.getByLabel('Project title').fill(title);
  await form.getByLabel('Alt text for red.png').fill('A square of pure red');
  await form.getByRole('button', { name: 'Upload 3 images' }).click();

  // One project, its three images made one after another.
  const card = page.getByTestId('portfolio-card').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('portfolio-card')).toHaveCount(1);
  const mine = await request.get(`/v1/portfolio?userId=${userId}`);
  const [item] = ((await mine.json()) as { data: { items: { id: string }[] } }).data.items;
  const mediaOf = async () =>
    ((await (await request.get(`/v1/portfolio/${item!.id}`)).json()) as { data: { media: Media[] } }).data
      .media;
  await expect.poll(async () => (await mediaOf()).length, { timeout: 30_000 }).toBe(3);
  await expect(card.getByText('Processing')).toBeHidden({ timeout: 30_000 });
  const uploaded = await mediaOf();
  expect(uploaded.map((media) => media.alt)).toEqual([null, null, 'A square of pure red']);
  const red = uploaded[2]!;

  // The red image is dragged onto the second place, then moved first with the keyboard.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const images = dialog.getByTestId('project-media');
  await expect(images).toHaveCount(3);
  await images.nth(2).dragTo(images.nth(1));
  await expect(dialog.getByText('Moved to position 2 of 3')).toBeAttached();
  await dialog.getByRole('button', { name: 'Image 2 of 3' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(dialog.getByText('Moved to position 1 of 3')).toBeAttached();
  await expect.poll(async () => (await mediaOf())[0]?.id).toBe(red.id);
  expect((await mediaOf()).map((media) => media.id)).toEqual([red.id, uploaded[0]!.id, uploaded[1]!.id]);

  // The cover, now red, gets a caption.
  await expect(dialog.getByLabel('Alt text of image 1')).toHaveValue('A square of pure red');
  await dialog.getByLabel('Caption of image 1').fill('Dyed in one pass');
  await dialog.getByRole('button', { name: 'Save image 1' }).click();
  await expect(page.getByText('Image saved')).toBeVisible();
  expect((await mediaOf())[0]).toMatchObject({ id: red.id, caption: 'Dyed in one pass' });
  await page.keyboard.press('Escape');

  // The project's own page shows the images in their order, with the caption and the alt text.
  await page.goto(`/designers/${userId}/work/${item!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Dyed in one pass')).toBeVisible();
  await expect(page.getByRole('img', { name: 'A square of pure red' }).first()).toBeVisible();

  // Its palette's colour leads to the works in that colour, this project among them.
  const swatch = page.getByRole('list', { name: 'Palette' }).getByRole('link').first();
  await expect(swatch).toHaveAccessibleName(/^Works in #[0-9a-f]{6}$/);
  await swatch.click();
  await expect(page).toHaveURL(/\/works\?color=%23[0-9a-f]{6}$/);
  await expect(page.getByTestId('work-card').filter({ hasText: title })).toBeVisible();
});
