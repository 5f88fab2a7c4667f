import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@creators-archive/test-support/free-port';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import type { DatabaseHandle } from '../src/db/client';
import { invoices, jobs, payments, plans, portfolioItems, subscriptions } from '../src/db/schema';
import { demoPlans } from '../src/demo/demo-designers';
import { PlansRepository } from '../src/modules/plans/plans.repository';
import { webhookSignature } from '../src/payments/webhook-signature';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { createTestDatabase, webDistFixture } from './helpers';
import { jpeg } from './image-fixtures';
import { startLocalS3, type LocalS3 } from './s3-server';
import { TcpProxy } from './tcp-proxy';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const secretKey = 'sk_test_crash_0123456789';
const bucket = 'media-crash';
/**
 * The servers' job lease (JOB_LEASE_MS), shorter than the 30 s default so that the killed
 * process's jobs are taken for lost sooner. A process renews its jobs' leases every third of it.
 */
const LEASE_MS = 9_000;

type ServerProcess = {
  exited: Promise<unknown>;
  /** Resolves once the server listens; rejects if it exits first. */
  listening: Promise<void>;
  kill(signal: NodeJS.Signals): void;
};

/** The real server from its sources, as its own process, with its output kept for a failure's message. */
function startServer(environment: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const listening = new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        output += chunk;
        if (/Server listening at/.test(output)) resolve();
      });
    }
    void exited.then(() => reject(new Error(`The server exited before it listened:\n${output}`)));
  });
  return { exited, listening, kill: (signal) => child.kill(signal) };
}

/** An SMTP server that takes connections and never says a word: a mail job waits on it. */
async function startSilentSmtp(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves once `condition` holds, asking again every 100 ms. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the server killed mid-work (SIGKILL)', () => {
  let database: DatabaseHandle & { url?: string };
  let s3: LocalS3;
  let s3Proxy: TcpProxy;
  let s3Client: S3Client;
  let paystack: FakePaystack;
  const started: ServerProcess[] = [];
  const start = async (environment: Record<string, string>) => {
    const server = startServer(environment);
    started.push(server);
    await server.listening;
    return server;
  };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-crash-'));
    database = await createTestDatabase('postgres');
    s3 = await startLocalS3(bucket);
    const endpoint = new URL(s3.environment.S3_ENDPOINT ?? '');
    s3Proxy = await TcpProxy.start({ host: endpoint.hostname, port: Number(endpoint.port) });
    s3Client = new S3Client({
      region: 'us-east-1',
      endpoint: endpoint.toString(),
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    paystack = await startFakePaystack(secretKey);
  });
  afterAll(async () => {
    for (const server of started) {
      server.kill('SIGKILL');
      await server.exited;
    }
    await paystack.close();
    s3Client.destroy();
    await s3Proxy.close();
    await s3.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes or retries a mail job, an upload and a payment fulfilment on restart, each taking effect once',
    { timeout: 150_000 },
    async () => {
      const db = database.db;
      await new PlansRepository(db).insert({ ...demoPlans[0]!, position: 0 });
      const [plan] = await db.select().from(plans);
      const port = await freePort();
      const smtpPort = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const environment = {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'https://archive.example',
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistFixture,
        SEED_DEMO: '0',
        LOG_LEVEL: 'info',
        RENEWALS_INTERVAL_MINUTES: '0',
        JOB_LEASE_MS: String(LEASE_MS),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: secretKey,
        PAYSTACK_BASE_URL: paystack.url,
        ...s3.environment,
        S3_ENDPOINT: `http://127.0.0.1:${s3Proxy.port}`,
      };
      const silentSmtp = await startSilentSmtp(smtpPort);
      const first = await start(environment);

      const call = async (url: string, init: RequestInit & { token?: string } = {}) => {
        const response = await fetch(`${base}${url}`, {
          ...init,
          headers: {
            ...(init.body && !(init.body instanceof FormData) && { 'content-type': 'application/json' }),
            ...(init.token && { authorization: `Bearer ${init.token}` }),
            ...(init.headers as Record<string, string>),
          },
        });
        return {
          status: response.status,
          body: (await response.json()) as { data: Record<string, unknown> },
        };
      };
      const email = `crash-${Date.now()}@example.com`;
      const registered = await call('/v1/users/register', {
        method: 'POST',
        body: JSON.stringify({ email, password: 'a long and private passphrase', fullName: 'Kofi Mensah' }),
      });
      expect(registered.status).toBe(201);
      const token = registered.body.data.access_token as string;
      const userId = (registered.body.data.user as { id: string }).id;

      // (a) A mail job: the password-reset e-mail, held by an SMTP server that never answers.
      await call('/v1/auth/reset-password', { method: 'POST', body: JSON.stringify({ email }) });

      // (c) A payment fulfilment: paid at Paystack, whose webhook's job waits on Paystack's answer.
      const checkout = await call('/v1/subscriptions/checkout', {
        method: 'POST',
        token,
        body: JSON.stringify({ planId: plan!.id, currency: 'NGN' }),
      });
      expect(checkout.status).toBe(200);
      const reference = checkout.body.data.reference as string;
      paystack.settle(reference, 'success');
      paystack.hangNext(1);
      const webhook = Buffer.from(
        JSON.stringify({ event: 'charge.success', data: { id: 9_300_001, reference, status: 'success' } }),
      );
      const delivered = await fetch(`${base}/v1/payments/webhooks/paystack`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': webhookSignature(webhook, secretKey),
        },
        body: webhook,
      });
      expect(delivered.status).toBe(200);

      // (b) An upload: the original is stored, then S3 stalls while its variants are made.
      const form = new FormData();
      form.append('title', 'Accra at noon');
      form.append(
        'images',
        new Blob([new Uint8Array(await jpeg(900, 600))], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const uploaded = await call('/v1/portfolio', { method: 'POST', token, body: form });
      expect(uploaded.status).toBe(201);
      s3Proxy.freeze();
      const itemId = uploaded.body.data.id as string;

      const runningTypes = async () =>
        (await db.select({ type: jobs.type }).from(jobs).where(eq(jobs.status, 'running'))).map(
          (job) => job.type,
        );
      await until(async () => {
        const types = await runningTypes();
        return ['mail.send', 'payments.webhook', 'portfolio.variants'].every((type) => types.includes(type));
      });
      first.kill('SIGKILL');
      await first.exited;

      // Everything the dead process depended on is back; the same database, the same store.
      await silentSmtp.close();
      const smtp = await startSmtpServer({ port: smtpPort });
      s3Proxy.thaw();
      try {
        const killedAt = Date.now();
        // A port of its own: the dead process's port is free again, and another file's server
        // running beside this one may have been given it meanwhile.
        await start({ ...environment, PORT: String(await freePort()) });
        await until(async () => {
          const unfinished = await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(inArray(jobs.status, ['pending', 'running']));
          return unfinished.length === 0;
        });
        // Not before the lease of the killed process's jobs was over: they were retried, not lost.
        // It was last renewed at most a third of a lease before the kill.
        expect(Date.now() - killedAt).toBeGreaterThanOrEqual((LEASE_MS * 2) / 3);

        expect(await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.status, 'failed'))).toEqual(
          [],
        );
        const resets = smtp.received.filter(
          (message) => message.subject === 'Reset your Creators Archive password',
        );
        expect(resets.map((message) => message.to)).toEqual([[email]]);
        const receipts = smtp.received.filter((message) => message.subject.startsWith('Your receipt'));
        expect(receipts.map((message) => message.to)).toEqual([[email]]);

        const [item] = await db.select().from(portfolioItems).where(eq(portfolioItems.id, itemId));
        expect(item?.status).toBe('ready');
        const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }));
        const keys = (listed.Contents ?? [])
          .map((object) => object.Key ?? '')
          .filter((key) => key.includes(itemId));
        expect(keys.sort()).toEqual(
          [item!.originalKey, ...item!.variants.map((variant) => variant.key)].sort(),
        );

        expect(await db.select().from(payments).where(eq(payments.reference, reference))).toMatchObject([
          { status: 'success', fulfilledAt: expect.any(Date) },
        ]);
        expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(1);
        expect(await db.select().from(invoices).where(eq(invoices.paymentReference, reference))).toHaveLength(
          1,
        );
      } finally {
        await smtp.close();
      }
    },
  );
});
