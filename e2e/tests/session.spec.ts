import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../fixtures';
import { SignJWT, decodeJwt, decodeProtectedHeader, importPKCS8 } from 'jose';
import { demoCredentials, signIn, signingKeyPem, storedTokens } from '../support';

/** The same claims as the stored token, signed with the server's key, but expired a minute ago. */
/** The stored access token signed again with an expiry a minute past. */
async function expiredAccessToken(page: Page): Promise<string> {
  const { accessToken } = await storedTokens(page);
  if (!accessToken) throw new Error('No access token stored');
  const header = decodeProtectedHeader(accessToken);
  const claims = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'ES256', kid: header.kid!, typ: 'JWT' })
    .setIssuer(claims.iss!)
    .setAudience(claims.aud!)
    .setSubject(claims.sub!)
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(await importPKCS8(signingKeyPem(), 'ES256'));
  return expired;
}

test('a signed-out visitor is sent to sign in, then back where they were going', async ({ page }) => {
  const { memberEmail, password } = demoCredentials();
  await page.goto('/account/billing');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fbilling$/);

  await page.getByLabel('Email').fill(memberEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/account/billing');
});

test('a wrong password shows the server’s message and keeps the visitor signed out', async ({ page }) => {
  await signIn(page, demoCredentials().memberEmail, 'not the right password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});

test('registering starts onboarding, which can be skipped for the dashboard with a greeting', async ({
  page,
}) => {
  const email = `new-member-${Date.now()}@example.com`;
  await page.goto('/join');
  await page.getByLabel('Full name').fill('Adaeze Obi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a long and unusual passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Adaeze');
  const tokens = await storedTokens(page);
  // A new member's sign-in at the first assurance level; the refresh token is 256 random bits.
  expect(decodeJwt(tokens.accessToken ?? '')).toMatchObject({
    role: 'member',
    aal: 'aal1',
    aud: 'creators-archive',
  });
  expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
});

test('signing out clears the tokens and shows the signed-out top bar', async ({ page }) => {
  const { memberEmail, password } = demoCredentials();
  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL('/dashboard');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu|open user menu|user menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});

test('an expired access token is refreshed without the member noticing', async ({ page }) => {
  const { memberEmail, password } = demoCredentials();
  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL('/dashboard');
  const before = await storedTokens(page);

  // Stored as the reloaded page starts, before the app's code runs, and never while the dashboard
  // runs: a running page could meet the expired token first and start a refresh that the reload
  // cut short after the server had rotated the refresh token but before the page stored the new
  // one; the reloaded page would then present a used refresh token, which the server refuses.
  const expired = await expiredAccessToken(page);
  await page.addInitScript((token) => localStorage.setItem('accessToken', token), expired);
  await page.reload();

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amara');
  const after = await storedTokens(page);
  expect(after.accessToken).not.toBe(expired);
  expect(after.refreshToken).not.toBe(before.refreshToken);
});

test('a revoked refresh token ends on the sign-in page with both tokens gone', async ({ page }) => {
  const { memberEmail, password } = demoCredentials();
  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL('/dashboard');
  const { accessToken } = await storedTokens(page);

  // The sign-in is revoked elsewhere (another device signed it out).
  const logout = await page.request.post('/v1/auth/logout', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(logout.status()).toBe(200);

  // The access token stops with its sign-in, so the app's next request is refused, its refresh
  // too, and the app leaves for the sign-in page on its own — possibly before this reload, or
  // before the reloaded page has finished loading: wait for where it ends, not for that load.
  await page.reload({ waitUntil: 'commit' }).catch(() => undefined);

  await expect(page).toHaveURL(/\/login/);
  await appReady(page);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
});

test('a member who opens an admin page is sent home', async ({ page }) => {
  const { memberEmail, password } = demoCredentials();
  await signIn(page, memberEmail, password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/');
});

test('the demo admin reaches the admin dashboard', async ({ page }) => {
  const { adminEmail, password } = demoCredentials();
  await signIn(page, adminEmail, password);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
