import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { serializeError } from './db/query-errors';
import { JobWorker } from './jobs/job-worker';
import type { Clock } from './lib/clock';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createAccountSecurity } from './modules/account/account-security';
import type { AccountService } from './modules/account/account.service';
import type { AuthService } from './modules/auth/auth.service';
import type { MfaService } from './modules/auth/mfa.service';
import type { Passwords } from './modules/auth/passwords';
import { contactRoutes } from './modules/contact/contact.routes';
import { ContactService } from './modules/contact/contact.service';
import { directoryRoutes } from './modules/directory/directory.routes';
import { DirectoryRepository } from './modules/directory/directory.repository';
import { DirectoryService } from './modules/directory/directory.service';
import { healthRoutes } from './modules/health/health.routes';
import { pagesRoutes } from './modules/pages/pages.routes';
import { PlansService } from './modules/plans/plans.service';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { EngagementService } from './modules/portfolio/engagement.service';
import { DELETE_FILES_JOB, PortfolioService } from './modules/portfolio/portfolio.service';
import { BACKGROUND_VARIANTS_JOB, VARIANTS_JOB, VariantsService } from './modules/portfolio/variants.service';
import { createStorage, imageWork } from './media';
import { quickEncodeSettings } from './media/images';
import { mediaRoutes } from './media/media.routes';
import { loadWebServer } from './modules/pages/page-renderer';
import { PagesService } from './modules/pages/pages.service';
import { createRepositories, createTransaction } from './modules/repositories';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import authPlugin from './plugins/auth';
import clientAddressPlugin, { proxyTrust } from './plugins/client-address';
import errorsPlugin, { sendError } from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import microCachePlugin from './plugins/micro-cache';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import webPlugin from './plugins/web';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  passwords: Passwords;
  clock: Clock;
  /** Where log lines go; standard output unless a test reads them. */
  logDestination?: DestinationStream;
};

export type Services = {
  users: UsersService;
  auth: AuthService;
  mfa: MfaService;
  account: AccountService;
  portfolio: PortfolioService;
  plans: PlansService;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Works the jobs table; main.ts starts it, tests drain it. */
    jobWorker: JobWorker;
  }
}

z.config({
  customError: (issue) => (issue.input === undefined ? 'This field is required' : undefined),
});

/** Builds the server; plugins go in a fixed order: errors, security, limits, docs, auth, routes, web. */
export async function buildApp({
  config,
  database,
  passwords,
  clock,
  logDestination,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A failed query is logged by its SQLSTATE and names, never its statement or parameters.
            serializers: { err: serializeError },
            ...(logDestination && { stream: logDestination }),
          },
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: proxyTrust(config.trustProxy),
    return503OnClosing: true,
    frameworkErrors: sendError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; uploads add multipart where they need it.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const accessTokens = await createAccessTokens({
    dataDir: config.dataDir,
    privateKeyPem: config.jwt.privateKeyPem,
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    clock,
  });
  const repositories = createRepositories(database.db);
  // Image work is CPU-bound: two variant jobs at once on any machine keeps the API answering.
  const jobWorker = new JobWorker({
    jobs: repositories.jobs,
    clock,
    log: app.log,
    concurrency: { [VARIANTS_JOB]: 2, [BACKGROUND_VARIANTS_JOB]: 1 },
  });
  const storage = createStorage(config);
  const engagement = new EngagementService({
    engagement: repositories.engagement,
    transaction: createTransaction(database.db),
    clock,
  });
  const portfolio = new PortfolioService({
    items: repositories.portfolio,
    transaction: createTransaction(database.db),
    storage,
    images: imageWork,
    jobs: repositories.jobs,
    views: engagement,
    clock,
    log: app.log,
    quota: config.portfolioQuota,
  });
  const variants = new VariantsService({ items: repositories.portfolio, storage, images: imageWork });
  jobWorker.register(VARIANTS_JOB, (payload, job) =>
    variants.makeVariants(String(payload.itemId), job.attempts >= job.maxAttempts),
  );
  jobWorker.register(BACKGROUND_VARIANTS_JOB, (payload, job) =>
    variants.makeVariants(String(payload.itemId), job.attempts >= job.maxAttempts, quickEncodeSettings),
  );
  jobWorker.register(DELETE_FILES_JOB, (payload) => storage.delete(payload.keys as string[]));
  const directory = new DirectoryService({ directory: new DirectoryRepository(database.db) });
  const webServer = await loadWebServer(app, config.webDistDir, config.publicUrl);
  const pages = new PagesService({
    users: repositories.users,
    publicUrl: config.publicUrl,
    sitemap: webServer?.sitemap,
  });
  const users = new UsersService({
    users: repositories.users,
    passwords,
    transaction: createTransaction(database.db),
  });
  const plans = new PlansService({ transaction: createTransaction(database.db) });
  const accountSecurity = createAccountSecurity({
    config,
    db: database.db,
    repositories,
    accessTokens,
    passwords,
    clock,
    log: app.log,
    jobWorker,
  });
  const { auth, mfa, account } = accountSecurity;
  // A deleted account's files go by job, once the deletion has committed (docs/decisions/0304).
  account.addDeletionStep('portfolio files', async (userId, { portfolio: items, jobs }) => {
    const keys = await items.fileKeysOf(userId);
    if (keys.length > 0) await jobs.enqueue({ type: DELETE_FILES_JOB, payload: { keys } }, clock.now());
  });

  await app.register(errorsPlugin);
  await app.register(clientAddressPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, { max: config.rateLimit.max, redis: accountSecurity.redis });
  if (config.maintenance) await app.register(maintenancePlugin);
  await app.register(microCachePlugin, {
    seconds: config.publicCacheSeconds,
    now: () => clock.now().getTime(),
  });
  if (config.apiDocs) await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { accessTokens, sessions: repositories.authSessions });

  await app.register(healthRoutes, { ping: database.ping });
  await accountSecurity.registerRoutes(app);
  await app.register(usersRoutes, { users });
  await app.register(portfolioRoutes, { portfolio, engagement });
  await app.register(mediaRoutes, { storage });

  await app.register(contactRoutes, {
    contact: new ContactService({
      transaction: createTransaction(database.db),
      teamEmail: config.contact.email,
      clock,
      counters: accountSecurity.counters,
      perAddressPerHour: config.contact.perHour,
    }),
    perHour: config.contact.perHour,
  });
  await app.register(directoryRoutes, {
    directory,
  });
  await app.register(pagesRoutes, { pages });
  await app.register(webPlugin, {
    distDir: config.webDistDir,
    maintenance: config.maintenance,
    publicUrl: config.publicUrl,
    renderPage: config.maintenance ? undefined : webServer?.renderPage,
  });

  app.addHook('onClose', async () => {
    await jobWorker.stop();
    await accountSecurity.close();
    await database.close();
  });

  app.decorate('services', { users, auth, mfa, account, portfolio, plans });
  app.decorate('jobWorker', jobWorker);
  return app;
}
