import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { createAccessTokens, type AccessTokens } from '../credentials/access-tokens';
import type { Passwords } from '../credentials/passwords';
import { notifyChannel, type Database, type DatabaseHandle } from '../db/client';
import { createTransactions, type Transactions } from '../db/transactions';
import { createJobs, type Jobs } from '../jobs/jobs';
import { BackgroundTasks } from '../lib/background';
import type { Clock } from '../lib/clock';
import { failOpen, MemoryCounterStore, RedisCounterStore, type CounterStore } from '../lib/counter-store';
import { mailJob, type MailTransport } from '../mail/mail';
import { OutboxRepository } from '../mail/outbox.repository';
import { createOutboxTransport, createSmtpTransport } from '../mail/transports';
import { createStorage } from '../media';
import type { Storage } from '../media/storage';
import { createPayments } from '../payments';
import type { PaymentProvider } from '../payments/provider';
import type { SandboxProvider } from '../payments/sandbox';
import { createInProcessEvents, createPostgresEvents, type MemberEvents } from './events';
import { closeRedis, openRedis } from './redis';

/** What every area is built from: the process's connections, stores, clock, log and secrets. */
export type Infrastructure = {
  readonly config: Config;
  /** The pool, for repositories whose statements each commit on their own. */
  readonly db: Database;
  readonly transactions: Transactions;
  /** `select 1` against the database, for the health check. */
  pingDatabase(): Promise<void>;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly passwords: Passwords;
  readonly accessTokens: AccessTokens;
  /** Limit counters, shared by every process through Redis when REDIS_URL is set. */
  readonly counters: CounterStore;
  /** The Redis client when REDIS_URL is set, for the per-address request limits. */
  readonly redis: Redis | undefined;
  readonly storage: Storage;
  /** Who takes payments, as PAYMENT_PROVIDER says. */
  readonly payments: PaymentProvider;
  /** The sandbox provider when it is the one in use, for its hosted checkout page. */
  readonly sandboxPayments: SandboxProvider | undefined;
  /** The job queue; the mail job is registered here, each area registers its own. */
  readonly jobs: Jobs;
  /**
   * Where e-mail goes, as MAIL_TRANSPORT says. The mail job sends through it; a job that must
   * record each message's outcome (a campaign's recipient) sends through it itself.
   */
  readonly mail: MailTransport;
  /** Work a request starts but does not wait for; closing waits for it. */
  readonly background: BackgroundTasks;
  /** Member events (new notifications) for the open streams of every process. */
  readonly events: MemberEvents;
  /** Stops the worker, lets started work finish, then closes mail, Redis and the database. */
  close(): Promise<void>;
};

function mailTransport(config: Config, db: Database, log: FastifyBaseLogger): MailTransport {
  if (!config.mail.smtpUrl) {
    return createOutboxTransport(new OutboxRepository(db), log, config.environment !== 'production');
  }
  return createSmtpTransport({
    url: config.mail.smtpUrl,
    from: config.mail.from,
    messageIdDomain: new URL(config.publicUrl).hostname,
  });
}

export async function openInfrastructure(deps: {
  config: Config;
  database: DatabaseHandle;
  passwords: Passwords;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<Infrastructure> {
  const { config, database, clock, log } = deps;
  const accessTokens = await createAccessTokens({
    dataDir: config.dataDir,
    privateKeyPem: config.jwt.privateKeyPem,
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    clock,
  });
  const transactions = createTransactions(database.db);
  const redis = await openRedis(config.redisUrl, log);
  const counters: CounterStore = redis
    ? failOpen(new RedisCounterStore(redis), (error) =>
        log.warn({ err: error }, 'rate-limit store unavailable'),
      )
    : new MemoryCounterStore(clock);
  const jobs = createJobs({ transactions, clock, log, leaseMs: config.jobLeaseMs });
  const transport = mailTransport(config, database.db, log);
  jobs.registry.add(mailJob, (message, job) => transport.send(message, job.id));
  const background = new BackgroundTasks(log);
  const payments = createPayments(config, database.db, clock, log);
  // PGlite serves one process, so its events stay in it; PostgreSQL carries them to every process.
  const events: MemberEvents = config.databaseUrl
    ? createPostgresEvents({
        connectionString: config.databaseUrl,
        notify: (channel, payload) => notifyChannel(database.db, channel, payload),
        log,
      })
    : createInProcessEvents();

  return {
    config,
    db: database.db,
    transactions,
    pingDatabase: database.ping,
    clock,
    log,
    passwords: deps.passwords,
    accessTokens,
    counters,
    redis,
    storage: createStorage(config),
    payments: payments.provider,
    sandboxPayments: payments.sandbox,
    jobs,
    mail: transport,
    background,
    events,
    async close() {
      await jobs.worker.stop();
      await background.settled();
      await events.close();
      await transport.close?.();
      await closeRedis(redis);
      await database.close();
    },
  };
}
