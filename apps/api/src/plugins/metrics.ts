import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { JobsRepository } from '../jobs/jobs.repository';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import type { MailTransport } from '../mail/mail';

export const metricsPath = '/metrics';

/** What settles payments, as far as counting them goes (the subscriptions area's settle step). */
type PaymentOutcomes = {
  onOutcome(listener: (payment: { outcome: string; currency: string }) => void): void;
};

/** What runs the renewal pass, as far as counting the provider's refusals goes. */
type ProviderRefusals = {
  onProviderRefusal(listener: (reason: string) => void): void;
};

export type MetricsOptions = {
  /** The bearer token every scrape sends (METRICS_TOKEN). */
  token: string;
  database: DatabaseHandle;
  clock: Clock;
  /** The job types this process knows, so a type with nothing queued reads 0 rather than nothing. */
  jobTypes: () => string[];
  mail: MailTransport;
  payments: PaymentOutcomes;
  renewals: ProviderRefusals;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests of equal length, so neither the token nor its length leaks through timing. */
function sendsToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  const given = digest(scheme?.toLowerCase() === 'bearer' && token ? token : '');
  return timingSafeEqual(given, expected) && Boolean(token);
}

/** The route's pattern (`/v1/users/:id`), never the address asked for: no ids or e-mails in labels. */
function routeLabel(request: FastifyRequest): string {
  if (request.is404) return 'unmatched';
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Prometheus metrics at /metrics, for a scraper holding METRICS_TOKEN: requests by route, the job
 * queue, mail, payments and the database pool. Each app has a registry of its own, so apps built
 * side by side (tests) never share or collide on a metric.
 */
export default fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const expected = digest(options.token);

    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.url === metricsPath) return;
      const labels = { method: request.method, route: routeLabel(request), status_code: reply.statusCode };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    const { db } = options.database;
    type QueueRow = Awaited<ReturnType<JobsRepository['pendingByType']>>[number];
    const jobsTable = new JobsRepository(db);
    // The two job gauges are collected side by side on each scrape and share one query.
    let reading: Promise<QueueRow[] | undefined> | undefined;
    const readQueue = () =>
      (reading ??= jobsTable
        .pendingByType()
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'the job queue could not be read for the metrics');
          return undefined;
        })
        .finally(() => {
          reading = undefined;
        }));
    /** Every known type at 0, then what the table holds; nothing at all when it cannot be read. */
    async function fill(gauge: Gauge<'type'>, value: (row: QueueRow) => number) {
      const rows = await readQueue();
      gauge.reset();
      if (!rows) return;
      for (const type of options.jobTypes()) gauge.set({ type }, 0);
      for (const row of rows) gauge.set({ type: row.type }, value(row));
    }
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs waiting to run (pending, retries included), by type; read from the jobs table at scrape time',
      labelNames: ['type'] as const,
      registers: [registry],
      collect() {
        return fill(this, (row) => row.depth);
      },
    });
    new Gauge({
      name: 'jobs_oldest_pending_age_seconds',
      help: 'How long the oldest pending job has waited past its run time, by type; 0 when none is due',
      labelNames: ['type'] as const,
      registers: [registry],
      collect() {
        const now = options.clock.now().getTime();
        return fill(this, (row) =>
          row.oldestRunAt === null ? 0 : Math.max(0, now - row.oldestRunAt.getTime()) / 1000,
        );
      },
    });

    const mailSent = new Counter({
      name: 'mail_sent_total',
      help: 'E-mail messages handed to the transport, by transport',
      labelNames: ['transport'] as const,
      registers: [registry],
    });
    const mailFailed = new Counter({
      name: 'mail_failed_total',
      help: 'Tries to send an e-mail message that failed (each retry counts), by transport',
      labelNames: ['transport'] as const,
      registers: [registry],
    });
    mailSent.inc({ transport: options.mail.name }, 0);
    mailFailed.inc({ transport: options.mail.name }, 0);
    options.mail.outcomes?.listen((outcome) =>
      (outcome === 'sent' ? mailSent : mailFailed).inc({ transport: options.mail.name }),
    );

    const payments = new Counter({
      name: 'payments_total',
      help: 'Payments settled, by outcome (paid, failed, abandoned) and currency',
      labelNames: ['outcome', 'currency'] as const,
      registers: [registry],
    });
    options.payments.onOutcome(({ outcome, currency }) => payments.inc({ outcome, currency }));

    const refusals = new Counter({
      name: 'payment_provider_refusals_total',
      help: 'Renewal charges the payment provider would not take (a wrong key, too many requests, its own error, no answer), by reason; none counts against a member',
      labelNames: ['reason'] as const,
      registers: [registry],
    });
    options.renewals.onProviderRefusal((reason) => refusals.inc({ reason }));

    new Gauge({
      name: 'db_driver_info',
      help: 'The database driver in use: postgres (a pool of up to 10 connections) or pglite (on its own thread, one connection)',
      labelNames: ['driver'] as const,
      registers: [registry],
    }).set({ driver: options.database.kind }, 1);
    // Both drivers are node-postgres pools; drizzle's database keeps the pool it was made from. On
    // PGlite, "waiting" counts the calls queued for its one session.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

    new Gauge({
      name: 'public_cache_entries',
      help: 'Public answers (directory lists) kept in this process for PUBLIC_CACHE_SECONDS',
      registers: [registry],
      collect() {
        this.set(app.publicCacheEntries());
      },
    });

    app.route({
      method: 'GET',
      url: metricsPath,
      schema: { hide: true },
      config: { rateLimit: false },
      handler: async (request, reply) => {
        if (!sendsToken(request, expected)) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw AppError.unauthenticated('Send the metrics token as "Authorization: Bearer <token>"');
        }
        const body = await registry.metrics();
        return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
      },
    });
  },
  { name: 'metrics', dependencies: ['errors', 'micro-cache'] },
);
