// The API's own services over a bench's database, before its server starts: opening the database
// migrates it, and the bench adds what it needs (plans, codes) as the product would.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPasswords } from '../apps/api/src/credentials/passwords';
import { openDatabase } from '../apps/api/src/db/client';
import { systemClock } from '../apps/api/src/lib/clock';

/** Builds the app on `environment` as the bench's server will run, hands it to `work`, closes it. */
export async function withServices(
  environment: Record<string, string>,
  work: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: '1',
    LOG_LEVEL: 'warn',
    ...environment,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const app = await buildApp({ config, database, passwords: createPasswords(), clock: systemClock });
  try {
    await work(app);
  } finally {
    await app.close();
  }
}
