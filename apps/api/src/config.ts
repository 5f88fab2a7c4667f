import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client';
import { ZTrustProxy, ZWebhookSenders } from './config-addresses';
import {
  checkPaymentSettings,
  ZPaymentCurrencies,
  paymentNotices,
  paymentsConfig,
  ZPaystackAccounts,
  ZPaystackCountry,
  type PaymentsConfig,
} from './config-payments';
import { repositoryRoot } from './package-root';

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** A secret key of 32 bytes, written in base64; unset, a key of its own is made in DATA_DIR/keys. */
const key32 = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
  .optional();

const ZEnvironment = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    ADMIN_PROMOTE_UNCONFIRMED: flag.default(false),
    SEED_DEMO: flag.optional(),
    MAINTENANCE: flag.default(false),
    TRUST_PROXY: ZTrustProxy.default(false),
    API_DOCS: flag.default(true),
    CORS_ORIGINS: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WEBHOOK_MAX: z.coerce.number().int().positive().default(600),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    LOGIN_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(10),
    LOGIN_SLOWDOWN_ACCOUNT_AFTER: z.coerce.number().int().positive().default(100),
    REGISTRATION_MAX_PER_HOUR: z.coerce.number().int().positive().default(20),
    REGISTRATION_GLOBAL_MAX_PER_HOUR: z.coerce.number().int().positive().default(500),
    CHECKOUT_MAX_PER_HOUR: z.coerce.number().int().positive().default(30),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: optionalText,
    CONTACT_EMAIL: z.email().optional(),
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
    PORTFOLIO_QUOTA_ITEMS: z.coerce.number().int().positive().default(500),
    PORTFOLIO_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 ** 3),
    PORTFOLIO_OPEN_UPLOADS_MAX: z.coerce.number().int().positive().default(5),
    MFA_ENCRYPTION_KEY: key32,
    DOCUMENT_LINK_KEY: key32,
    DEVICE_TOKEN_KEY: key32,
    JWT_PRIVATE_KEY: optionalText,
    JWT_ISSUER: optionalText,
    WEB_DIST_DIR: optionalText,
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_SECRET_KEY: optionalText,
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
    PAYSTACK_ACCOUNTS: ZPaystackAccounts.optional(),
    PAYMENT_CURRENCIES: ZPaymentCurrencies.optional(),
    PAYSTACK_COUNTRY: ZPaystackCountry.default('NG'),
    PAYSTACK_ALLOW_TEST_KEYS: flag.default(false),
    PAYSTACK_WEBHOOK_IPS: ZWebhookSenders.optional(),
    ALLOW_SANDBOX_PAYMENTS: flag.default(false),
    INVOICE_SELLER_NAME: z.string().trim().min(1).default('Creators Archive'),
    /** Line breaks written as `\n` in an env file. */
    INVOICE_SELLER_ADDRESS: z.string().default('Lagos, Nigeria'),
    INVOICE_SELLER_TAX_NUMBER: optionalText,
    RENEWALS_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(5),
    JOB_LEASE_MS: z.coerce.number().int().min(3_000).max(600_000).default(30_000),
    RENEWAL_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
    METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(256).optional(),
  })
  .refine(
    (env) => env.STORAGE !== 's3' || (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY),
    {
      message: 'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      path: ['STORAGE'],
    },
  )
  .superRefine(checkPaymentSettings)
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== 'sandbox' || env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS,
    {
      message:
        'the sandbox payment provider grants membership without money; in production set PAYMENT_PROVIDER=paystack, or ALLOW_SANDBOX_PAYMENTS=1 to run the sandbox on purpose',
      path: ['ALLOW_SANDBOX_PAYMENTS'],
    },
  )
  .refine((env) => env.LOGIN_SLOWDOWN_ACCOUNT_AFTER > env.LOGIN_SLOWDOWN_AFTER, {
    message:
      'must be larger than LOGIN_SLOWDOWN_AFTER: the account-wide ceiling answers attacks from many addresses, and below the per-client threshold it would slow the owner for an attacker',
    path: ['LOGIN_SLOWDOWN_ACCOUNT_AFTER'],
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => !env.ADMIN_PROMOTE_UNCONFIRMED || env.ADMIN_EMAIL !== undefined, {
    message: 'promotes the ADMIN_EMAIL account, so it needs ADMIN_EMAIL and ADMIN_PASSWORD',
    path: ['ADMIN_PROMOTE_UNCONFIRMED'],
  });

export type Config = {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only; 0 turns one off. PGlite runs in the process and has nothing to wait for. */
  databaseTimeouts: DatabaseTimeouts;
  /** The ADMIN_EMAIL account; `promoteUnconfirmed` lets start-up promote an account whose address was never confirmed. */
  admin: { email: string; password: string; promoteUnconfirmed: boolean } | undefined;
  /** Demo data is seeded outside production, and in production only when SEED_DEMO=1 says so. */
  seedDemo: { enabled: boolean; explicit: boolean };
  maintenance: boolean;
  /** false: the socket's address is the client; a hop count or proxy addresses: see ZTrustProxy. */
  trustProxy: false | number | string[];
  apiDocs: boolean;
  corsOrigins: string[];
  logLevel: string;
  bodyLimitBytes: number;
  rateLimit: {
    max: number;
    authMax: number;
    accountMax: number;
    /** Failed sign-ins (or codes) of one client against one account before it is slowed. */
    loginSlowdownAfter: number;
    /** Failures against one account from all clients before every unrecognised client is slowed. */
    loginSlowdownAccountAfter: number;
    /** Registration attempts per hour from one address, and from all addresses together. */
    registrationsPerAddressPerHour: number;
    registrationsInTotalPerHour: number;
    /** Checkouts (join, billing, card checks) started per hour from one client address. */
    checkoutsPerAddressPerHour: number;
    /** Webhook deliveries per minute from one address, counted apart from every other request. */
    webhookMax: number;
  };
  publicCacheSeconds: number;
  redisUrl: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  contact: { email: string; perHour: number };
  /** What one member may keep in their portfolio: items, and bytes of uploaded originals. */
  portfolioQuota: { items: number; bytes: number };
  /** How many resumable uploads one member may have under way at once. */
  openUploadsPerMember: number;
  mfaEncryptionKey: string | undefined;
  /** The keys that sign identity-document links and seal device tokens (base64, 32 bytes). */
  documentLinkKey: string | undefined;
  deviceTokenKey: string | undefined;
  jwt: { privateKeyPem: string | undefined; issuer: string; audience: string };
  webDistDir: string;
  storage:
    | { kind: 'disk' }
    | {
        kind: 's3';
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  /** Who takes payments: the built-in sandbox (no money moves) or Paystack's API, and through which accounts. */
  payments: PaymentsConfig;
  /** PAYSTACK_WEBHOOK_IPS: the only client addresses a webhook is taken from; undefined, any. */
  webhookSenders: string[] | undefined;
  /** Who issues invoices, as printed on each. */
  invoiceSeller: { name: string; address: string; taxNumber: string | null };
  /** How often the worker runs the renewal pass; 0 leaves it to `npm run jobs:renewals`. */
  renewalsIntervalMinutes: number;
  /** How long a running job's lease lasts unrenewed before the job is taken for lost with its process and run again. */
  jobLeaseMs: number;
  /** Days a member whose renewal is unpaid (no card to charge, or a card given up on) keeps access after the period's end. */
  renewalGraceDays: number;
  /** The bearer token a scrape of /metrics must send; without it /metrics is not served. */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const webDistDefault = path.join(repositoryRoot, 'apps/web/dist');

/** Reads the environment once at start; a wrong value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `PORT=` in a .env file means unset; z.coerce.number would read it as port 0, a random one.
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnvironment.safeParse(setValues);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative path means where the user typed it.
  const invocationDir = env.INIT_CWD ?? process.cwd();
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir: values.DATA_DIR
      ? path.resolve(invocationDir, values.DATA_DIR)
      : path.join(repositoryRoot, 'data'),
    databaseUrl: values.DATABASE_URL,
    databaseTimeouts: {
      connectMs: values.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: values.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? {
            email: values.ADMIN_EMAIL,
            password: values.ADMIN_PASSWORD,
            promoteUnconfirmed: values.ADMIN_PROMOTE_UNCONFIRMED,
          }
        : undefined,
    seedDemo: {
      enabled: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
      explicit: values.SEED_DEMO !== undefined,
    },
    maintenance: values.MAINTENANCE,
    trustProxy: values.TRUST_PROXY,
    apiDocs: values.API_DOCS,
    corsOrigins: (values.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    publicCacheSeconds: values.PUBLIC_CACHE_SECONDS,
    rateLimit: {
      max: values.RATE_LIMIT_MAX,
      authMax: values.RATE_LIMIT_AUTH_MAX,
      accountMax: values.RATE_LIMIT_ACCOUNT_MAX,
      loginSlowdownAfter: values.LOGIN_SLOWDOWN_AFTER,
      loginSlowdownAccountAfter: values.LOGIN_SLOWDOWN_ACCOUNT_AFTER,
      registrationsPerAddressPerHour: values.REGISTRATION_MAX_PER_HOUR,
      registrationsInTotalPerHour: values.REGISTRATION_GLOBAL_MAX_PER_HOUR,
      checkoutsPerAddressPerHour: values.CHECKOUT_MAX_PER_HOUR,
      webhookMax: values.RATE_LIMIT_WEBHOOK_MAX,
    },
    redisUrl: values.REDIS_URL,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Creators Archive <no-reply@${new URL(publicUrl).hostname}>`,
    },
    contact: {
      email: values.CONTACT_EMAIL ?? `contact@${new URL(publicUrl).hostname}`,
      perHour: values.CONTACT_RATE_LIMIT_PER_HOUR,
    },
    portfolioQuota: { items: values.PORTFOLIO_QUOTA_ITEMS, bytes: values.PORTFOLIO_QUOTA_BYTES },
    openUploadsPerMember: values.PORTFOLIO_OPEN_UPLOADS_MAX,
    mfaEncryptionKey: values.MFA_ENCRYPTION_KEY,
    documentLinkKey: values.DOCUMENT_LINK_KEY,
    deviceTokenKey: values.DEVICE_TOKEN_KEY,
    jwt: {
      privateKeyPem: values.JWT_PRIVATE_KEY,
      issuer: values.JWT_ISSUER ?? publicUrl,
      audience: 'creators-archive',
    },
    webDistDir: values.WEB_DIST_DIR ? path.resolve(invocationDir, values.WEB_DIST_DIR) : webDistDefault,
    storage:
      values.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: values.S3_BUCKET ?? '',
            endpoint: values.S3_ENDPOINT,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { kind: 'disk' },
    payments: paymentsConfig(values),
    webhookSenders: values.PAYSTACK_WEBHOOK_IPS,
    invoiceSeller: {
      name: values.INVOICE_SELLER_NAME,
      address: values.INVOICE_SELLER_ADDRESS.replaceAll('\\n', '\n'),
      taxNumber: values.INVOICE_SELLER_TAX_NUMBER ?? null,
    },
    renewalsIntervalMinutes: values.RENEWALS_INTERVAL_MINUTES,
    jobLeaseMs: values.JOB_LEASE_MS,
    renewalGraceDays: values.RENEWAL_GRACE_DAYS,
    metricsToken: values.METRICS_TOKEN,
  };
}

/**
 * What an operator must hear at start: settings that are legal but surprising in production,
 * where the defaults meant for a laptop would quietly lose e-mail or expose demo accounts.
 */
export function startupNotices(config: Config): string[] {
  if (config.environment !== 'production') return [];
  const notices: string[] = [];
  if (!config.mail.smtpUrl) {
    notices.push(
      'SMTP_URL is not set: e-mail (password resets, sign-in alerts) stays in the database outbox ' +
        'and never leaves this machine. Set SMTP_URL to send it.',
    );
  }
  if (config.payments.provider === 'sandbox') {
    notices.push(
      'ALLOW_SANDBOX_PAYMENTS=1: the sandbox payment provider is on, and anyone can become a member ' +
        'by pressing its Pay now button. Set PAYMENT_PROVIDER=paystack to take real payments.',
    );
  }
  notices.push(...paymentNotices(config.payments));
  if (config.seedDemo.enabled) {
    notices.push(
      'SEED_DEMO=1: demo designers and a demo admin are added to an empty database in production.',
    );
  } else if (!config.seedDemo.explicit) {
    notices.push('Demo data is not seeded in production; set SEED_DEMO=1 to seed an empty database.');
  }
  return notices;
}
