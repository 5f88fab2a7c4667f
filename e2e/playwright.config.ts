import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_SMTP_PORT } from './environment';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell) when it is installed, else the full
 * browser; CHROMIUM_PATH overrides both. The journeys never show a window, and the shell, which has
 * no browser around the page, ran all of them in 361 s where the full browser took 590 s on the same
 * 2-core machine: the full browser alone kept 0.8 of a core busy, the shell 0.4.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium';

/**
 * The product as a newcomer runs it with `npm start` (the web app and the API as `npm run build`
 * makes them, PGlite, demo data) in a data dir of its own.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // Once installed, the service worker answers the app's own requests, which page.route then
    // never sees; the offline journey allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ../apps/api/dist/main.js`,
    url: `http://127.0.0.1:${E2E_PORT}/v1/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every journey calls from 127.0.0.1, and a signed-in page also asks for the bell's count and
      // stream: the per-address limit (its own API tests check it) would refuse journeys that run
      // close together.
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_ACCOUNT_MAX: '1000',
      REGISTRATION_MAX_PER_HOUR: '1000',
      CHECKOUT_MAX_PER_HOUR: '1000',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // Real SMTP: the mailbox fixture (e2e/mailbox.ts) listens here while a test runs.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: 'Creators Archive <no-reply@archive.test>',
      CONTACT_EMAIL: 'team@archive.test',
    },
  },
});
