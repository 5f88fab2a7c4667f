import type { Page } from '@playwright/test';
import { noisyPng } from '@creators-archive/test-support/png';
import { Secret, TOTP } from 'otpauth';
import { E2E_PORT } from '../environment';
import { appReady } from '../fixtures';
import { expect, test } from '../mailbox';
import { joinAndPayByCard } from '../membership';
import { demoCredentials, storedTokens } from '../support';

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

function totpCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/** Plain fetch as the member, with the access token the web app keeps. */
async function asMember<T>(accessToken: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Uploads `count` PNG works for the member and answers once every one of them is ready. */
async function uploadReadyWorks(accessToken: string, count: number): Promise<void> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const form = new FormData();
    const image = noisyPng(640, 480, index + 1);
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `study-${index + 1}.png`);
    form.append('title', `Study ${index + 1}`);
    ids.push(
      (await asMember<{ id: string }>(accessToken, '/v1/portfolio', { method: 'POST', body: form })).id,
    );
  }
  for (const id of ids) {
    await expect
      .poll(async () => (await asMember<{ status: string }>(accessToken, `/v1/portfolio/${id}`)).status, {
        timeout: 60_000,
      })
      .toBe('ready');
  }
}

/** Goes to `url` in a page without the shared fixture's wait, and waits for the app as it does. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

test('a member applies to the vetted program, an admin with a second factor approves, and the member is verified everywhere', async ({
  page,
  browser,
  mailbox,
}) => {
  test.setTimeout(180_000);

  // A visitor becomes a member and has three ready works.
  const member = await joinAndPayByCard(page, 'vetted');
  const { accessToken } = await storedTokens(page);
  expect(accessToken).toBeTruthy();
  const me = await asMember<{ id: string; fullName: string }>(accessToken!, '/v1/users/me');
  await uploadReadyWorks(accessToken!, 3);

  // The member applies.
  await page.goto('/account/verification');
  await page
    .getByLabel('Statement')
    .fill(
      'I design identities and packaging for small food brands in Lagos, and have done so for six years.',
    );
  await page.getByLabel('Link 1').fill('https://studio.example/work');
  await page.getByRole('button', { name: 'Submit application' }).click();
  const history = page.getByRole('region', { name: 'Your applications' });
  await expect(history.getByRole('heading', { name: 'Your applications' })).toBeVisible();
  await expect(history.getByRole('listitem').filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeHidden();

  // The demo admin, in a browser of their own, signs in; admin work waits for a second factor.
  const admin = demoCredentials();
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await open(adminPage, '/admin/login');
    await adminPage.getByLabel('Email').fill(admin.adminEmail);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(adminPage).toHaveURL('/admin/dashboard');

    const refused = await adminPage.request.get('/v1/admin/verification-requests', {
      headers: { authorization: `Bearer ${(await storedTokens(adminPage)).accessToken}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 403, details: { reason: 'MFA_ENROLLMENT_REQUIRED' } },
    });

    // Enrols a TOTP factor from the account settings.
    await open(adminPage, '/account/settings');
    await adminPage.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(adminPage.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await adminPage.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await adminPage.getByLabel('Authentication code').fill(totpCode(secret));
    await adminPage.getByRole('button', { name: 'Turn on' }).click();
    await expect(adminPage.getByText('Signing in asks for a code from your authenticator app')).toBeVisible();

    // Signs in again with a code: the enrolment's step is spent, the next one is within the window.
    await adminPage
      .getByRole('banner')
      .getByRole('button', { name: /account menu|open user menu|user menu/i })
      .click();
    await adminPage.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(adminPage.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await open(adminPage, '/admin/login');
    await adminPage.getByLabel('Email').fill(admin.adminEmail);
    await adminPage.getByLabel('Password', { exact: true }).fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.getByLabel('Authentication code').fill(totpCode(secret, 30));
    await adminPage.getByRole('button', { name: 'Verify' }).click();
    await expect(adminPage).toHaveURL('/admin/dashboard');

    // Reviews the member's request and approves it.
    await adminPage
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Verification' })
      .click();
    await expect(adminPage.getByRole('heading', { name: 'Verification requests' })).toBeVisible();
    const row = adminPage.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('link', { name: me.fullName }).click();
    await expect(adminPage).toHaveURL(/\/admin\/verification\/[0-9a-f-]{36}$/);
    const application = adminPage.getByRole('region', { name: 'Application' });
    await expect(application.getByText('https://studio.example/work')).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'Portfolio' }).getByRole('listitem')).toHaveCount(3);
    await adminPage.getByRole('button', { name: 'Approve' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, approve' }).click();
    await expect(adminPage).toHaveURL('/admin/verification');
    await expect(adminPage.getByRole('row').filter({ hasText: member.email })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // The member hears of it by e-mail and sees it on their account and their public profile.
  const mail = await mailbox.waitFor(member.email, {
    subject: /^You are now a verified Creators Archive designer$/,
  });
  expect(mailbox.linkIn(mail, `${BASE_URL}/account/verification`)).toBeTruthy();

  await page.goto('/account/verification');
  await expect(page.getByText('You are verified')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'TFB Studios' }),
  ).toBeVisible();

  await page.goto(`/designers/${me.id}`);
  await expect(page.getByRole('heading', { level: 1, name: me.fullName })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});
