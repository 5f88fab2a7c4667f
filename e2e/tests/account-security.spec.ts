import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_PORT } from '../environment';
import { expect, test } from '../mailbox';
import { signIn, storedTokens } from '../support';

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** A member of its own for each test, registered through the API. */
async function newMember(request: APIRequestContext, name: string) {
  const email = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'a long and unusual passphrase';
  const response = await request.post('/v1/users/register', {
    data: { email, password, fullName: 'Kofi Mensah' },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

function totpCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function signOutFromMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu|open user menu|user menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('forgot password: the e-mail arrives over SMTP, the link sets a new password, and it signs in', async ({
  page,
  mailbox,
}) => {
  const member = await newMember(page.request, 'reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(member.email);

  const mail = await mailbox.waitFor(member.email, { subject: /Reset your Creators Archive password/ });
  const link = mailbox.linkIn(mail, `${BASE_URL}/reset-password?token=`);
  const opened = await page.goto(link);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page).toHaveURL('/reset-password');

  await page.getByLabel('New password', { exact: true }).fill('my new reset passphrase');
  await page.getByLabel('Repeat the new password').fill('my new reset passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL('/login');

  await signIn(page, member.email, member.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, member.email, 'my new reset passphrase');
  await expect(page).toHaveURL('/dashboard');
});

test('two-step sign-in: enroll with the QR code, sign in with a code, and a replayed code is refused', async ({
  page,
}) => {
  const member = await newMember(page.request, 'totp');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Signing in asks for a code from your authenticator app')).toBeVisible();
  // The toast that says so comes to rest below the top bar (it slides in from above), clear of
  // the account menu used next.
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Two-step sign-in is on' });
  const bar = await page.getByRole('banner').boundingBox();
  await expect.poll(async () => (await toast.boundingBox())?.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

  await signOutFromMenu(page);
  await signIn(page, member.email, member.password);
  // The current step's code was spent on enrolment; the next step's is within the ±1 window.
  const code = totpCode(secret, 30);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');

  await signOutFromMenu(page);
  await signIn(page, member.email, member.password);
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(
    await page.request
      .get('/v1/users/me', {
        headers: { authorization: `Bearer ${(await storedTokens(page)).accessToken}` },
      })
      .then((response) => response.status()),
  ).toBe(403);
});

test('signing out of all other sessions ends the sign-in in another browser', async ({ page, browser }) => {
  const member = await newMember(page.request, 'sessions');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signIn(otherPage, member.email, member.password);
    await expect(otherPage).toHaveURL('/dashboard');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/account/settings');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    // Registration opened a sign-in too: three in all.
    await expect(devices.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices).toContainText('This device');

    const { refreshToken } = await storedTokens(otherPage);
    const refreshed = await otherPage.request.post('/v1/auth/refresh', { data: { refreshToken } });
    expect(refreshed.status()).toBe(401);
  } finally {
    await other.close();
  }
});

test('deleting the account needs the typed confirmation, and the account cannot sign in afterwards', async ({
  page,
}) => {
  const member = await newMember(page.request, 'delete');
  await signIn(page, member.email, member.password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/account/settings');

  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByLabel('Your password').fill(member.password);
  const deleteButton = section.getByRole('button', { name: 'Delete my account' });
  await expect(deleteButton).toBeDisabled();
  await section.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deleteButton.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  await signIn(page, member.email, member.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});

test('onboarding saves each step, resumes where it was left, and ends on the dashboard', async ({ page }) => {
  const email = `onboarding-${Date.now()}@example.com`;
  await page.goto('/join');
  await page.getByLabel('Full name').fill('Amara Nwosu');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/onboarding');
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('City').fill('Lagos');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'What you design' })).toBeVisible();

  // Leave, and come back to the step reached.
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { name: 'What you design' })).toBeVisible();
  await page.getByText('Typography', { exact: true }).click();
  await page.getByText('Illustration', { exact: true }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await page.getByLabel('Short bio').fill('Letterer and illustrator from Lagos.');
  await page.getByLabel('Website or portfolio link').fill('https://amara.example');
  await page
    .getByLabel('Other links, one per line')
    .fill('https://www.behance.net/amara\nhttps://instagram.com/amara');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/dashboard');

  const { accessToken } = await storedTokens(page);
  const me = await page.request.get('/v1/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await me.json()).data).toMatchObject({
    country: 'Nigeria',
    city: 'Lagos',
    disciplines: ['Typography', 'Illustration'],
    bio: 'Letterer and illustrator from Lagos.',
    website: 'https://amara.example',
    links: ['https://www.behance.net/amara', 'https://instagram.com/amara'],
  });
});
