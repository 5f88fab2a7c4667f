import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { selectRows, type DatabaseHandle } from '../src/db/client';
import { jobs, payments, portfolioItems, subscriptions } from '../src/db/schema';
import { DEFAULT_LEASE_MS } from '../src/jobs/job-worker';
import { sandboxWebhookSecret } from '../src/payments/sandbox';
import { createDesigner } from './factories';
import { bearer, buildTestApp, createTestDatabase, multipart, registerUser, type TestApp } from './helpers';
import { jpeg } from './image-fixtures';
import { deliverWebhook, joinWaitlist, payInSandbox, seedPlans, verify, visitor } from './membership-helpers';
import { TcpProxy } from './tcp-proxy';

/** How long PostgreSQL stays gone: the 30 s, load running all along. */
const OUTAGE_MS = 30_000;
/** Every request in the outage answers within this, never hangs. */
const ANSWER_WITHIN_MS = 1_000;
/** Pause between rounds of requests: steady load that leaves the two cores to the server. */
const ROUND_GAP_MS = 100;

/**
 * The production defaults: a server that is gone refuses connections at once, so the 503s come
 * from the refusal, not from a timeout, and the recovery is not held to a test's tighter bounds.
 */
const timeouts = { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 10_000 };

type Answered = { name: string; response: LightMyRequestResponse; elapsedMs: number };

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL gone for 30 s under load', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle & { url?: string };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
    database = await createTestDatabase('postgres', { timeouts, port: proxy.port });
    smtp = await startSmtpServer();
    testApp = await buildTestApp(
      'postgres',
      { PUBLIC_URL: 'https://archive.example', SMTP_URL: smtp.url },
      { database },
    );
    ({ monthly } = await seedPlans(testApp.app));
  });
  afterAll(async () => {
    await testApp.app.jobWorker.stop();
    await testApp.close();
    await database.close();
    await proxy.close();
    await smtp.close();
  });

  it(
    'answers every request with a 503 within a second, recovers without a restart, and leaves nothing half-written',
    { timeout: OUTAGE_MS + 45_000 },
    async () => {
      const { app, clock } = testApp;
      const db = database.db;
      const designerId = await createDesigner(db, { fullName: 'Amara Okafor', country: 'Nigeria' });
      const member = await registerUser(app);
      const image = await jpeg(900, 600);
      const upload = async () => {
        const body = await multipart(
          { title: 'Sahel' },
          { data: image, name: 'sahel.jpg', type: 'image/jpeg' },
        );
        return app.inject({
          method: 'POST',
          url: '/v1/portfolio',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(member.access_token) },
        });
      };
      // Paid before the outage; its webhook and the browser's verify arrive during it.
      const signup = visitor();
      const paid = await joinWaitlist(app, { ...signup, planId: monthly.id, currency: 'USD' });
      await payInSandbox(app, paid);
      let webhookId = 8_200_000;

      // The worker runs as in production: an upload's variants are being made as the database goes.
      app.jobWorker.start();
      const beforeOutage = await upload();
      expect(beforeOutage.statusCode, beforeOutage.body).toBe(201);
      const inFlightItem = (beforeOutage.json().data as PortfolioItem).id;

      await proxy.cut();
      const outageStarted = performance.now();
      const answers: Answered[] = [];
      const timed = async (name: string, request: () => Promise<LightMyRequestResponse>) => {
        const started = performance.now();
        const response = await request();
        answers.push({ name, response, elapsedMs: performance.now() - started });
      };
      try {
        while (performance.now() - outageStarted < OUTAGE_MS) {
          await Promise.all([
            timed('directory', () => app.inject({ method: 'GET', url: '/v1/designers' })),
            timed('profile', () => app.inject({ method: 'GET', url: `/v1/users/${designerId}` })),
            timed('sign-in', () =>
              app.inject({
                method: 'POST',
                url: '/v1/auth/login',
                payload: { email: member.user.email, password: member.password },
              }),
            ),
            timed('upload', upload),
            timed('webhook', () =>
              deliverWebhook(app, sandboxWebhookSecret, { id: (webhookId += 1), reference: paid.reference }),
            ),
            timed('verify', () =>
              app.inject({
                method: 'GET',
                url: `/v1/subscriptions/verify/${paid.reference}`,
                headers: { 'x-checkout-claim': paid.claimToken ?? '' },
              }),
            ),
          ]);
          await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
        }
      } finally {
        await proxy.restore();
      }

      expect(answers.length).toBeGreaterThan(6 * 20);
      const wrong = answers.filter(
        ({ response }) =>
          response.statusCode !== 503 ||
          (response.json() as { error?: { details?: { reason?: string } } }).error?.details?.reason !==
            'DATABASE_UNAVAILABLE',
      );
      expect(wrong.map(({ name, response }) => `${name}: ${response.statusCode} ${response.body}`)).toEqual(
        [],
      );
      const slowest = Math.max(...answers.map(({ elapsedMs }) => elapsedMs));
      expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);

      // The same process, without a restart.
      expect((await app.inject({ method: 'GET', url: `/v1/users/${designerId}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(200);
      const signIn = await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: member.user.email, password: member.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const afterOutage = await upload();
      expect(afterOutage.statusCode, afterOutage.body).toBe(201);
      expect((await verify(app, paid.reference, { claim: paid.claimToken })).status).toBe('success');

      // A job that lost its database mid-run comes back once its lease is over.
      clock.advance(DEFAULT_LEASE_MS + 1);
      await app.jobWorker.stop();
      await app.jobWorker.drain();

      // Nothing half-written: every upload refused in the outage left no row and no file, the
      // item whose variants were being made is ready with them, one payment bought one membership.
      const items = await db.select().from(portfolioItems).where(eq(portfolioItems.userId, member.user.id));
      expect(items.map((item) => item.id).sort()).toEqual(
        [inFlightItem, (afterOutage.json().data as PortfolioItem).id].sort(),
      );
      for (const item of items) {
        expect(item.status).toBe('ready');
        expect(item.variants.length).toBeGreaterThan(0);
      }
      const originals = path.join(testApp.dataDir, 'media', 'originals', member.user.id);
      expect(fs.readdirSync(originals).sort()).toEqual(
        items.map((item) => path.basename(item.originalKey)).sort(),
      );
      expect(
        await selectRows<{ status: string }>(
          db,
          sql`select status from ${jobs} where status not in ('succeeded') group by status`,
        ),
      ).toEqual([]);
      const [payment] = await db.select().from(payments).where(eq(payments.reference, paid.reference));
      expect(payment).toMatchObject({ status: 'success', fulfilledAt: expect.any(Date) });
      expect(
        await db.select().from(subscriptions).where(eq(subscriptions.userId, payment!.userId!)),
      ).toHaveLength(1);
      const receipts = smtp.received.filter((message) => message.to.includes(signup.email));
      expect(receipts).toHaveLength(1);
    },
  );
});
