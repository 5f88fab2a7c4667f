import fs from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from './environment';
import { appReady } from './fixtures';
import { demoCredentials } from './support';

/**
 * The demo admin's second factor, once a journey has enrolled it. Kept in the run's data directory
 * (wiped with the database at each start), so every later journey in the run signs in with it.
 */
const factorFile = path.join(E2E_DATA_DIR, 'e2e-admin-factor.json');
const TOTP_PERIOD_SECONDS = 30;

type RememberedFactor = { secret: string; lastStep: number };

function rememberedFactor(): RememberedFactor | undefined {
  try {
    return JSON.parse(fs.readFileSync(factorFile, 'utf8')) as RememberedFactor;
  } catch {
    return undefined;
  }
}

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
}

function codeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS }).generate({
    timestamp: step * TOTP_PERIOD_SECONDS * 1000,
  });
}

/**
 * A code the server takes: it accepts the steps either side of now, but each step only once. The
 * next unspent step is used; when that is two ahead of the clock, the clock is waited for.
 */
async function freshCode(factor: RememberedFactor): Promise<string> {
  await expect
    .poll(currentStep, { timeout: (TOTP_PERIOD_SECONDS + 5) * 1000 })
    .toBeGreaterThanOrEqual(factor.lastStep);
  const step = Math.max(currentStep() - 1, factor.lastStep + 1);
  fs.writeFileSync(factorFile, JSON.stringify({ ...factor, lastStep: step }));
  return codeAt(factor.secret, step);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await appReady(page);
}

/** Fills in /admin/login with the demo admin's e-mail and password. */
export async function submitAdminPassword(page: Page) {
  const admin = demoCredentials();
  await open(page, '/admin/login');
  await page.getByLabel('Email').fill(admin.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** On the sign-in's second step, answers with the remembered factor and lands on the dashboard. */
export async function answerAdminCode(page: Page) {
  const factor = rememberedFactor();
  if (!factor) throw new Error('The demo admin has no second factor yet');
  await page.getByLabel('Authentication code').fill(await freshCode(factor));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** From the account settings of a signed-in admin, enrols a TOTP factor and remembers it. */
export async function enrolAdminFactor(page: Page) {
  await open(page, '/account/settings');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const step = currentStep();
  fs.writeFileSync(factorFile, JSON.stringify({ secret, lastStep: step } satisfies RememberedFactor));
  await page.getByLabel('Authentication code').fill(codeAt(secret, step));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Signing in asks for a code from your authenticator app')).toBeVisible();
}

export async function signOutFromMenu(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /account menu|open user menu|user menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

let signedInAdmin: { browser: Browser; page: Page } | undefined;

/**
 * The demo admin, signed in at /admin/login with a second factor (enrolled first when no journey of
 * this run has yet), on the dashboard. Signed in once per worker and kept open for the journeys
 * after: every sign-in spends a step of the TOTP clock, which the server takes once and only in
 * order, so each journey that signed in afresh waited up to 30 s for the next step.
 */
export async function adminOnDashboard(browser: Browser): Promise<Page> {
  if (signedInAdmin?.browser === browser && !signedInAdmin.page.isClosed()) {
    await open(signedInAdmin.page, '/admin/dashboard');
    return signedInAdmin.page;
  }
  const page = await (await browser.newContext()).newPage();
  if (!rememberedFactor()) {
    await submitAdminPassword(page);
    await expect(page).toHaveURL('/admin/dashboard');
    await enrolAdminFactor(page);
    await signOutFromMenu(page);
  }
  await submitAdminPassword(page);
  await answerAdminCode(page);
  signedInAdmin = { browser, page };
  return page;
}
