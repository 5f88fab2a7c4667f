import { buildApp } from './app';
import { ConfigError, loadConfig, startupNotices, type Config } from './config';
import { openDatabase } from './db/client';
import { demoCredentialsFile, seedDemo } from './db/seed/demo';
import { seedDemoPortfolio } from './db/seed/demo-portfolio';
import { AppError } from './lib/app-error';
import { systemClock } from './lib/clock';
import { createPasswords, type Passwords } from './credentials/passwords';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The admin's password from the environment meets the rules every member's password meets. */
function checkAdminPassword(config: Config, passwords: Passwords): void {
  if (!config.admin) return;
  try {
    passwords.assertAcceptable(config.admin.password, 'ADMIN_PASSWORD');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.details.fields as Record<string, string> | undefined;
    console.error(new ConfigError([`ADMIN_PASSWORD: ${fields?.ADMIN_PASSWORD ?? error.message}`]).message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const passwords = createPasswords();
  checkAdminPassword(config, passwords);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const app = await buildApp({ config, database, passwords, clock: systemClock });

  for (const notice of startupNotices(config)) app.log.warn(notice);
  if (config.seedDemo.enabled) {
    const credentials = await seedDemo(database.db, {
      dataDir: config.dataDir,
      hashPassword: (password) => passwords.hash(password),
    });
    if (credentials) {
      // Drawn while the server already answers; the variants follow from the job queue.
      const started = performance.now();
      seedDemoPortfolio(database.db, app.services.portfolio).then(
        (items) =>
          app.log.info(
            `Demo portfolios: ${items} items drawn and queued in ${Math.round(performance.now() - started)} ms`,
          ),
        (error: unknown) => app.log.warn({ err: error }, 'Demo portfolios were not finished'),
      );
      app.log.info(
        `Demo data added. Sign in as the demo admin (${credentials.adminEmail}) or a demo designer ` +
          `(${credentials.memberEmail}) with the password in ${demoCredentialsFile(config.dataDir)}`,
      );
    }
  }
  if (config.admin) await app.services.users.ensureAdmin(config.admin.email, config.admin.password);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const forced = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.jobWorker.start();
  if (config.maintenance) app.log.warn('Maintenance mode is on: the API answers 503');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
