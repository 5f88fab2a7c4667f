import { expect, type Page } from '@playwright/test';

/** The demo's monthly plan, which every journey here buys. */
export const demoMonthlyPlan = 'Creator Monthly';

export function newAddress(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** On /join, a visitor chooses the monthly plan and sees the checkout form. */
export async function openVisitorCheckout(page: Page) {
  await page.goto('/join');
  await page.getByRole('button', { name: `Choose ${demoMonthlyPlan}` }).click();
  await expect(page.getByLabel('Full name')).toBeVisible();
}

/** A visitor fills in the account and goes on to the sandbox's checkout page. */
export async function startJoinAsVisitor(page: Page, email: string, password: string) {
  await openVisitorCheckout(page);
  await page.getByLabel('Full name').fill('Adaeze Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Sandbox · no money moves')).toBeVisible();
}

/** A new visitor pays for membership by card in the sandbox and lands signed in on /join/success. */
export async function joinAndPayByCard(page: Page, name: string) {
  const member = { email: newAddress(name), password: 'a long and unusual passphrase' };
  await startJoinAsVisitor(page, member.email, member.password);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/join\/success/, { timeout: 20_000 });
  return member;
}
