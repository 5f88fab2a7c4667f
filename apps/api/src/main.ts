import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { defaultLocale } from '@creators-archive/i18n';
import { buildApp } from './app';
import { ConfigError, loadConfig, startupNotices, type Config } from './config';
import { openDatabase } from './db/client';
import { demoCredentialsFile, seedDemo } from './demo/demo';
import { seedDemoPortfolio, type DemoPortfolio } from './demo/demo-portfolio';
import { localizedError } from './i18n/error-messages';
import { AppError } from './lib/app-error';
import { systemClock } from './lib/clock';
import { prepareGracefulStop } from './lib/graceful-stop';
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
    // The operator reads the rule in the product's default language.
    const { message, details } = localizedError(error, defaultLocale);
    const fields = details.fields as Record<string, string> | undefined;
    console.error(new ConfigError([`ADMIN_PASSWORD: ${fields?.ADMIN_PASSWORD ?? message}`]).message);
    process.exit(1);
  }
}

/** Logs when the demo directory is complete and when all demo work is queued, timed from the moment the server answered. */
function reportDemoProgress(app: FastifyInstance, demo: DemoPortfolio): void {
  const answered = performance.now();
  const seconds = () => ((performance.now() - answered) / 1000).toFixed(1);
  demo.directoryComplete.then(
    () => app.log.info(`Demo directory complete in ${seconds()} s after the server answered`),
    (error: unknown) => app.log.warn({ err: error }, 'The demo directory was not completed'),
  );
  demo.items.then(
    (items) =>
      app.log.info(
        `Demo portfolios: ${items} items drawn and queued ${seconds()} s after the server answered`,
      ),
    (error: unknown) => app.log.warn({ err: error }, 'Demo portfolios were not finished'),
  );
}

/**
 * On PostgreSQL, no allocation-site pretenuring. Under load, V8 saw most of what a request
 * allocates (its rows, its statement, its reply) outlive a scavenge, since fifty requests are in
 * flight at any moment, and began to allocate it straight into the old generation. It dies a few
 * milliseconds later all the same, so the old generation filled at about 160 MB/s and was marked
 * and compacted every second and a half: a directory page answered 2,900–3,200 req/s with a p99
 * of 51–63 ms, against 3,600–4,300 req/s and 19–35 ms without pretenuring.
 *
 * Not on PGlite, the one-machine default, which is held to its memory instead: there the young
 * generation grew to hold what survives, and a first start kept 17–31 MB more once the demo was
 * drawn, against a goal of 350 MB it meets with 25 MB to spare.
 */
function keepRequestGarbageYoung(config: Config): void {
  if (config.databaseUrl) v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

async function main() {
  const config = readConfig();
  keepRequestGarbageYoung(config);
  const passwords = createPasswords();
  checkAdminPassword(config, passwords);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
  });
  const app = await buildApp({ config, database, passwords, clock: systemClock });

  for (const notice of startupNotices(config)) app.log.warn(notice);
  let demoPortfolio: DemoPortfolio | undefined;
  if (config.seedDemo.enabled) {
    const seeded = await seedDemo(app.services, {
      dataDir: config.dataDir,
      hashPassword: (password) => passwords.hash(password),
    });
    if (seeded) {
      // Drawn while the server starts and answers; the variants follow from the job queue.
      demoPortfolio = seedDemoPortfolio(seeded.designers, app.services.portfolio);
      const { adminEmail, memberEmail } = seeded.credentials;
      app.log.info(
        `Demo data added. Sign in as the demo admin (${adminEmail}) or a demo designer ` +
          `(${memberEmail}) with the password in ${demoCredentialsFile(config.dataDir)}`,
      );
    }
  }
  if (config.admin) await app.services.adminAccount.ensure(config.admin);

  const stopGracefully = prepareGracefulStop(app);
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
    stopGracefully().then(
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
  app.services.renewals.start(config.renewalsIntervalMinutes);
  if (demoPortfolio) reportDemoProgress(app, demoPortfolio);
  if (config.maintenance) app.log.warn('Maintenance mode is on: the API answers 503');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
