import { noisyPng } from '@creators-archive/test-support/png';
import { expect, test } from '../fixtures';
import { CuttingProxy } from '../cutting-proxy';
import { E2E_PORT } from '../environment';

const cutAfterBytes = 1.5 * 1000 * 1000;
/** A phone's uplink: 1 MB/s, 8 Mbit/s. */
const uplinkBytesPerSecond = 1000 * 1000;

test('an upload whose connection drops sends the photo about once, not again from the start', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Every request of the page, the upload's included, goes through an uplink that counts and cuts.
  const proxy = await CuttingProxy.start({ host: '127.0.0.1', port: E2E_PORT }, uplinkBytesPerSecond);
  try {
    const email = `cut-${Date.now()}@example.com`;
    const password = 'a long and unusual passphrase';
    const registered = await request.post('/v1/users/register', {
      data: { email, password, fullName: 'Abena Owusu' },
    });
    expect(registered.status()).toBe(201);
    const userId = ((await registered.json()) as { data: { user: { id: string } } }).data.user.id;

    await page.goto(`${proxy.origin}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${proxy.origin}/dashboard`);
    await page.goto(`${proxy.origin}/account/portfolio`);
    await expect(page.getByText('No work yet')).toBeVisible();

    // 5.5 MB, and 1,700 px on its long edge: within what the browser sends as it is, so the
    // whole photo goes up, never a smaller copy.
    const photo = noisyPng(1700, 1200);
    expect(photo.length).toBeGreaterThan(5.5 * 1000 * 1000);
    proxy.arm(cutAfterBytes);
    await page.getByLabel('Choose images to upload').setInputFiles({
      name: 'tamale-rooftops.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    // The upload form asks where the image goes and what it shows; a new project of its own.
    await page.getByRole('button', { name: 'Upload 1 image' }).click();

    const card = page.getByTestId('portfolio-card').filter({ hasText: 'tamale-rooftops' });
    await expect(card).toBeVisible({ timeout: 60_000 });
    // The connection did drop once, in the middle of the photo's bytes.
    expect(proxy.cuts).toBe(1);
    // What the browser sent again after the drop is the part the server lacked, and little else:
    // Chromium's own re-sending of the cut request, with its stale offset, is refused before its body.
    expect(proxy.bytesForwarded).toBeLessThanOrEqual(1.1 * photo.length);

    const list = await request.get(`/v1/portfolio?userId=${userId}`);
    const items = ((await list.json()) as { data: { items: { width: number; height: number }[] } }).data
      .items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ width: 1700, height: 1200 });
  } finally {
    await proxy.close();
  }
});
