import { noisyPng } from '@creators-archive/test-support/png';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from '../support';

const password = 'a long and unusual passphrase';

/** A new member registered through the API: their id and access token. */
async function registered(request: APIRequestContext, fullName: string, email: string) {
  const answer = await request.post('/v1/users/register', { data: { email, password, fullName } });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { access_token: string; user: { id: string } } };
  return { id: data.user.id, token: data.access_token };
}

test('a member follows a designer, the designer uploads, and the work appears in the member’s feed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const designer = await registered(request, 'Efua Asante', `follows-designer-${stamp}@example.com`);
  const memberEmail = `follows-member-${stamp}@example.com`;
  await registered(request, 'Kofi Mensah', memberEmail);

  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL('/dashboard');

  // The designer's profile: counts rendered by the server, the button once signed in.
  await page.goto(`/designers/${designer.id}`);
  await expect(page.getByText('0 followers · 0 following')).toBeVisible();
  await page.getByRole('button', { name: 'Follow Efua Asante' }).click();
  await expect(page.getByRole('button', { name: 'Stop following Efua Asante' })).toHaveText('Following');
  await expect(page.getByText('1 follower · 0 following')).toBeVisible();

  // The designer uploads a work; it reaches the feed once its images are made.
  const title = `Kente studies ${stamp}`;
  const upload = await request.post('/v1/portfolio', {
    headers: { authorization: `Bearer ${designer.token}` },
    multipart: {
      title,
      images: { name: 'kente.png', mimeType: 'image/png', buffer: noisyPng(640, 480, stamp % 1000) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.goto('/dashboard');
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('work-card').filter({ hasText: title }).count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
  await expect(page.getByRole('heading', { name: 'New from designers you follow' })).toBeVisible();
});
