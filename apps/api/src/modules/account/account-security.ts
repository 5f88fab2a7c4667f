import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobWorker } from '../../jobs/job-worker';
import { PermanentJobError } from '../../jobs/job-worker';
import { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { failOpen, MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../lib/counter-store';
import { isMailMessage, MAIL_JOB, type MailTransport } from '../../mail/mail';
import { devOutboxRoutes } from '../../mail/mail.routes';
import { OutboxRepository } from '../../mail/outbox.repository';
import { OutboxService } from '../../mail/outbox.service';
import { createOutboxTransport, createSmtpTransport } from '../../mail/transports';
import { AbuseLimits } from '../auth/abuse-limits';
import type { AccessTokens } from '../auth/access-tokens';
import { authRoutes } from '../auth/auth.routes';
import { AuthService } from '../auth/auth.service';
import { DeviceTokens } from '../auth/devices';
import { jwksRoutes } from '../auth/jwks.routes';
import { mfaRoutes } from '../auth/mfa.routes';
import { MfaService } from '../auth/mfa.service';
import type { Passwords } from '../auth/passwords';
import { createSecretBox } from '../auth/secret-box';
import { SessionIssuer } from '../auth/session-issuer';
import { createTransaction, type Repositories } from '../repositories';
import { accountRoutes } from './account.routes';
import { AccountService } from './account.service';

/** Pages whose address carries a secret link token: they send no referrer anywhere. */
const tokenPages = /^\/(reset-password|confirm-email)(\/|\?|$)/;

/**
 * Sign-in, sessions, MFA, password reset, e-mail change, account deletion, key set, abuse limits
 * and mail, built from the configuration; app.ts registers them in its fixed order.
 */
export function createAccountSecurity(deps: {
  config: Config;
  db: Database;
  repositories: Repositories;
  accessTokens: AccessTokens;
  passwords: Passwords;
  clock: Clock;
  log: FastifyBaseLogger;
  jobWorker: JobWorker;
}) {
  const { config, db, repositories, accessTokens, passwords, clock, log, jobWorker } = deps;
  const transaction = createTransaction(db);
  // While Redis is unreachable a command gives up after half a second and the limits fail open.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        commandTimeout: 500,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
      })
    : undefined;
  redis?.on('error', (error: Error) => log.warn({ err: error }, 'redis connection problem'));
  const counters: CounterStore = redis
    ? failOpen(new RedisCounterStore(redis), (error) =>
        log.warn({ err: error }, 'rate-limit store unavailable'),
      )
    : new MemoryCounterStore(clock);
  const limits = new AbuseLimits({
    store: counters,
    clock,
    settings: {
      accountMax: config.rateLimit.accountMax,
      slowdownAfter: config.rateLimit.loginSlowdownAfter,
      accountSlowdownAfter: config.rateLimit.loginSlowdownAccountAfter,
      registrationsPerAddress: config.rateLimit.registrationsPerAddressPerHour,
      registrationsInTotal: config.rateLimit.registrationsInTotalPerHour,
    },
  });
  const secrets = createSecretBox({ keyBase64: config.mfaEncryptionKey, dataDir: config.dataDir });
  const background = new BackgroundTasks(log);
  const sessions = new SessionIssuer(accessTokens);
  const jobQueued = () => jobWorker.wake();

  const transport: MailTransport = config.mail.smtpUrl
    ? createSmtpTransport({
        url: config.mail.smtpUrl,
        from: config.mail.from,
        messageIdDomain: new URL(config.publicUrl).hostname,
      })
    : createOutboxTransport(db, log, config.environment !== 'production');
  jobWorker.register(MAIL_JOB, async (payload, job) => {
    if (!isMailMessage(payload)) throw new PermanentJobError('The mail job has no message');
    await transport.send(payload, job.id);
  });

  const auth = new AuthService({
    users: repositories.users,
    authSessions: repositories.authSessions,
    mfa: repositories.mfa,
    transaction,
    accessTokens,
    sessions,
    passwords,
    limits,
    devices: new DeviceTokens({ secrets, clock }),
    background,
    clock,
    publicUrl: config.publicUrl,
    jobQueued,
  });
  const mfa = new MfaService({
    mfa: repositories.mfa,
    users: repositories.users,
    transaction,
    secrets,
    sessions,
    limits,
    clock,
    publicUrl: config.publicUrl,
    jobQueued,
  });
  const account = new AccountService({
    users: repositories.users,
    transaction,
    passwords,
    mfa,
    clock,
    publicUrl: config.publicUrl,
    jobQueued,
  });

  return {
    auth,
    mfa,
    account,
    redis,
    /** The limit counters (shared through Redis when set), for other areas' limits too. */
    counters,
    background,
    async registerRoutes(app: FastifyInstance) {
      const authRateLimit = config.rateLimit.authMax;
      app.addHook('onSend', async (request, reply) => {
        if (tokenPages.test(request.url)) reply.header('Referrer-Policy', 'no-referrer');
      });
      await app.register(authRoutes, { auth, authRateLimit });
      await app.register(mfaRoutes, { mfa, authRateLimit });
      await app.register(accountRoutes, { account, authRateLimit });
      await app.register(jwksRoutes, { accessTokens });
      if (config.environment !== 'production') {
        await app.register(devOutboxRoutes, {
          outbox: new OutboxService({ outbox: new OutboxRepository(db) }),
        });
      }
    },
    async close() {
      await background.settled();
      await transport.close?.();
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}
