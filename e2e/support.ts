import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export type DemoCredentials = { adminEmail: string; memberEmail: string; password: string };

/** The demo seed writes its shared password here on first start. */
export function demoCredentials(): DemoCredentials {
  return JSON.parse(
    fs.readFileSync(path.join(E2E_DATA_DIR, 'demo-credentials.json'), 'utf8'),
  ) as DemoCredentials;
}

export function signingKeyPem(): string {
  return fs.readFileSync(path.join(E2E_DATA_DIR, 'keys', 'jwt-es256.pem'), 'utf8');
}

export async function storedTokens(page: Page) {
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
