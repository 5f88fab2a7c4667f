import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createPasswords } from '../credentials/passwords';
import { openDatabase } from '../db/client';

/** The moment after `--now`, or the present. */
function asOf(args: string[]): Date {
  const index = args.indexOf('--now');
  if (index === -1) return new Date();
  const value = args[index + 1];
  const date = value ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime()))
    throw new Error(`--now needs an ISO date, e.g. --now 2026-12-24T09:00:00Z`);
  return date;
}

/**
 * `npm run jobs:renewals [-- --now <ISO date>]`: one renewal pass as of that moment (the whole
 * product's clock is set to it), then the e-mails it queued are sent. Running it twice charges
 * once. On PGlite, stop the server first: one process owns its data directory.
 */
async function main() {
  const now = asOf(process.argv.slice(2));
  const config = { ...loadConfig(), logLevel: 'warn' as const };
  const clock = { now: () => now };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const app = await buildApp({ config, database, passwords: createPasswords(), clock });
  try {
    const report = await app.services.renewals.runPass(now);
    const jobs = await app.jobWorker.drain();
    process.stdout.write(`${JSON.stringify({ asOf: now.toISOString(), ...report, jobsRun: jobs })}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
