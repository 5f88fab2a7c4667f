import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Passwords } from './credentials/passwords';
import type { DatabaseHandle } from './db/client';
import { serializeError } from './db/query-errors';
import { openInfrastructure } from './infrastructure';
import type { JobWorker } from './jobs/job-worker';
import type { Jobs } from './jobs/jobs';
import type { Clock } from './lib/clock';
import { loggedRequest } from './lib/logged-request';
import { devOutboxRoutes } from './mail/mail.routes';
import { OutboxRepository } from './mail/outbox.repository';
import { OutboxService } from './mail/outbox.service';
import { mediaRoutes } from './media/media.routes';
import { register as registerAccount, type AccountService } from './modules/account';
import { register as registerAdminMembers } from './modules/admin-members';
import { register as registerAdminOverview } from './modules/admin-overview';
import { register as registerAudit, type AuditService } from './modules/audit';
import {
  register as registerAuth,
  AuthSessionsRepository,
  type AdminAccountService,
  type AuthService,
  type MfaService,
} from './modules/auth';
import { register as registerCollections } from './modules/collections';
import { register as registerContact } from './modules/contact';
import {
  register as registerNotifications,
  type NotificationMailer,
  type NotificationsService,
} from './modules/notifications';
import { register as registerDirectory } from './modules/directory';
import { register as registerDiscounts, type DiscountsService } from './modules/discounts';
import { register as registerFollows } from './modules/follows';
import { register as registerHealth } from './modules/health';
import { register as registerInquiries } from './modules/inquiries';
import { register as registerPages } from './modules/pages';
import { register as registerPlans, type PlansService } from './modules/plans';
import { register as registerInvoices } from './modules/invoices';
import { register as registerPortfolio, type PortfolioService } from './modules/portfolio';
import { register as registerStudios, type StudiosService } from './modules/studios';
import {
  register as registerBilling,
  type CheckoutService,
  type PaymentSettlement,
  type RenewalsService,
  type SubscriptionsService,
} from './modules/billing';
import { register as registerUsers, type UsersService } from './modules/users';
import { register as registerVerification, type VerificationService } from './modules/verification';
import { register as registerWorks } from './modules/works';
import authPlugin from './plugins/auth';
import clientAddressPlugin, { proxyTrust } from './plugins/client-address';
import errorsPlugin, { sendError } from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import metricsPlugin from './plugins/metrics';
import microCachePlugin from './plugins/micro-cache';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  passwords: Passwords;
  clock: Clock;
  /** Where log lines go; standard output unless a test reads them. */
  logDestination?: DestinationStream;
};

/** The services main.ts (admin, demo seed) and tests call directly. */
export type Services = {
  users: UsersService;
  /** The ADMIN_EMAIL account, brought in line at start by main.ts. */
  adminAccount: AdminAccountService;
  auth: AuthService;
  mfa: MfaService;
  account: AccountService;
  portfolio: PortfolioService;
  plans: PlansService;
  discounts: DiscountsService;
  subscriptions: SubscriptionsService;
  checkout: CheckoutService;
  settlement: PaymentSettlement;
  /** The renewal pass: main.ts schedules it, `npm run jobs:renewals` and tests run one. */
  renewals: RenewalsService;
  verification: VerificationService;
  audit: AuditService;
  /** The demo seed adds the partner studios through it. */
  studios: StudiosService;
  notifications: NotificationsService;
  /** The daily notification digest: a serving process sends it, tests run it. */
  notificationDigest: NotificationMailer;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Works the jobs table; main.ts starts it, tests drain it. */
    jobWorker: JobWorker;
    /** The job types with their handlers, and the queue, for tests and scripts that queue directly. */
    jobs: Jobs;
  }
}

z.config({
  customError: (issue) => (issue.input === undefined ? 'This field is required' : undefined),
});

function createServer(config: Config, logDestination: DestinationStream | undefined): FastifyInstance {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A failed query is logged by its SQLSTATE and names, never its statement or parameters.
            // A stream ticket in an address is a credential for thirty seconds: never written down.
            serializers: { err: serializeError, req: loggedRequest },
            ...(logDestination && { stream: logDestination }),
          },
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: proxyTrust(config.trustProxy),
    // A stopping process accepts no new connection, so a load balancer sends new requests to
    // another; a request that reached it anyway (sent on a connection already open) is answered,
    // with Connection: close, instead of refused with a 503 that a load balancer may not resend.
    return503OnClosing: false,
    frameworkErrors: sendError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; uploads add multipart where they need it.
  app.removeContentTypeParser('text/plain');
  return app;
}

/**
 * The one place the server is put together, in a fixed order: the infrastructure every area is
 * built from, then the plugins every route passes through, then the areas. An area is a folder
 * under modules/ whose index.ts exports `register`; adding one is one line below.
 */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config } = dependencies;
  const app = createServer(config, dependencies.logDestination);
  const infrastructure = await openInfrastructure({ ...dependencies, log: app.log });

  await app.register(errorsPlugin);
  await app.register(clientAddressPlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(rateLimitPlugin, { max: config.rateLimit.max, redis: infrastructure.redis });
  if (config.maintenance) await app.register(maintenancePlugin);
  await app.register(microCachePlugin, {
    seconds: config.publicCacheSeconds,
    now: () => infrastructure.clock.now().getTime(),
  });
  if (config.apiDocs) await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, {
    accessTokens: infrastructure.accessTokens,
    sessions: new AuthSessionsRepository(infrastructure.db),
  });

  await registerHealth(app, infrastructure);
  // Before every area that records notifications, which is handed `notifications`.
  const { notifications, digest: notificationDigest } = await registerNotifications(app, infrastructure);
  const { auth, mfa, adminAccount } = await registerAuth(app, infrastructure);
  const { account } = await registerAccount(app, infrastructure, { mfa });
  const { follows } = await registerFollows(app, infrastructure, { notifications });
  const { users } = await registerUsers(app, infrastructure, { follows });
  const { portfolio } = await registerPortfolio(app, infrastructure, { account, notifications });
  const { plans, planAdmin } = await registerPlans(app, infrastructure);
  const { discounts } = await registerDiscounts(app, infrastructure, { plans });
  const { invoices } = await registerInvoices(app, infrastructure);
  const { subscriptions, checkout, renewals, settlement, grants, adminRefunds, membershipEvents, disputes } =
    await registerBilling(app, infrastructure, {
      account,
      auth,
      discounts,
      plans,
      planAdmin,
      notifications,
    });
  const { audit } = await registerAudit(app, infrastructure);
  const { verification, badges } = await registerVerification(app, infrastructure, {
    account,
    portfolio,
    notifications,
  });
  const { studios } = await registerStudios(app, infrastructure, {
    membership: membershipEvents,
    badges,
    notifications,
  });
  await registerAdminMembers(app, infrastructure, {
    subscriptions,
    grants,
    refunds: adminRefunds,
    disputes,
    badges,
    invoices,
    verification,
    portfolio,
  });
  await registerAdminOverview(app, infrastructure);
  await registerContact(app, infrastructure);
  await registerInquiries(app, infrastructure, { notifications });
  await registerDirectory(app, infrastructure);
  await registerWorks(app, infrastructure);
  await registerCollections(app, infrastructure, { notifications });
  await app.register(mediaRoutes, { storage: infrastructure.storage });
  if (config.environment !== 'production') {
    await app.register(devOutboxRoutes, {
      outbox: new OutboxService({ outbox: new OutboxRepository(infrastructure.db) }),
    });
  }
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      database: dependencies.database,
      clock: infrastructure.clock,
      jobTypes: () => infrastructure.jobs.registry.types(),
      mail: infrastructure.mail,
      payments: settlement,
      renewals,
    });
  }
  // Last: the web app's pages answer the addresses no route above took.
  await registerPages(app, infrastructure);

  app.addHook('onClose', () => infrastructure.close());
  app.decorate('services', {
    users,
    adminAccount,
    auth,
    mfa,
    account,
    portfolio,
    plans,
    discounts,
    subscriptions,
    checkout,
    settlement,
    renewals,
    verification,
    audit,
    studios,
    notifications,
    notificationDigest,
  });
  app.decorate('jobWorker', infrastructure.jobs.worker);
  app.decorate('jobs', infrastructure.jobs);
  return app;
}
