import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { freePort } from '@creators-archive/test-support/free-port';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { invoices, jobs, payments, portfolioItems, subscriptions } from '../src/db/schema';
import { mailJob, queueMail } from '../src/mail/mail';
import { authMails } from '../src/modules/auth';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  multipart,
  registerUser,
  type TestApp,
} from './helpers';
import { jpeg } from './image-fixtures';
import { deliverWebhook, seedPlans, signedIn, startCheckout } from './membership-helpers';
import { startLocalS3, type LocalS3 } from './s3-server';
import { TcpProxy } from './tcp-proxy';

const PUBLIC_URL = 'https://archive.example';
const hour = 3_600_000;
/** Paystack's client timeout for these apps: long enough for the fake's answers, short to wait out. */
const PAYSTACK_TIMEOUT_MS = 3_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; elapsedMs: number }> {
  const started = performance.now();
  const result = await work();
  return { result, elapsedMs: performance.now() - started };
}

describe.each(databaseKinds)('the services around the API failing, on %s', (kind) => {
  describe('S3 down', () => {
    const bucket = 'media-faults';
    let s3: LocalS3;
    let proxy: TcpProxy;
    let s3Client: S3Client;
    let testApp: TestApp;
    let app: FastifyInstance;

    beforeAll(async () => {
      s3 = await startLocalS3(bucket);
      const endpoint = new URL(s3.environment.S3_ENDPOINT ?? '');
      proxy = await TcpProxy.start({ host: endpoint.hostname, port: Number(endpoint.port) });
      s3Client = new S3Client({
        region: 'us-east-1',
        endpoint: endpoint.toString(),
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      testApp = await buildTestApp(kind, {
        ...s3.environment,
        S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      });
      app = testApp.app;
    });
    afterAll(async () => {
      await testApp.close();
      await proxy.close();
      s3Client.destroy();
      await s3.close();
    });

    /** Every key in the bucket, read past the proxy. */
    async function storedKeys(): Promise<string[]> {
      const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    }

    async function uploadBody() {
      return multipart(
        { title: 'Harmattan' },
        { data: await jpeg(900, 600), name: 'w.jpg', type: 'image/jpeg' },
      );
    }

    async function upload(token: string, body?: Awaited<ReturnType<typeof uploadBody>>) {
      body ??= await uploadBody();
      return app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    }

    async function itemsOf(userId: string) {
      return testApp.database.db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId));
    }

    it('an upload answers 503 at once and leaves no row and no object; once S3 is back, uploads work', async () => {
      // Another member's upload first: the image process starts with the first image the app
      // handles, and that start is not the wait for S3 that is timed below.
      expect((await upload((await registerUser(app)).access_token)).statusCode).toBe(201);
      const member = await registerUser(app);
      const body = await uploadBody();
      const before = await storedKeys();
      await proxy.cut();
      try {
        const refused = await timed(() => upload(member.access_token, body));
        expectErrorEnvelope(refused.result, 503, 'STORAGE_UNAVAILABLE');
        expect(refused.elapsedMs).toBeLessThan(2_000);
      } finally {
        await proxy.restore();
      }
      expect(await itemsOf(member.user.id)).toEqual([]);
      expect(await storedKeys()).toEqual(before);

      const accepted = await upload(member.access_token);
      expect(accepted.statusCode, accepted.body).toBe(201);
      await app.jobWorker.drain();
      const id = (accepted.json().data as PortfolioItem).id;
      const ready = (await app.inject({ method: 'GET', url: `/v1/portfolio/${id}` })).json()
        .data as PortfolioItem;
      expect(ready.status).toBe('ready');
    });

    it('S3 gone while the variants are made: the job is retried and the item becomes ready once, with no stray files', async () => {
      const member = await registerUser(app);
      const accepted = await upload(member.access_token);
      expect(accepted.statusCode, accepted.body).toBe(201);
      const id = (accepted.json().data as PortfolioItem).id;

      await proxy.cut();
      try {
        await app.jobWorker.drain();
      } finally {
        await proxy.restore();
      }
      const [waiting] = await itemsOf(member.user.id);
      expect(waiting).toMatchObject({ id, status: 'processing', variants: [] });

      testApp.clock.advance(hour);
      await app.jobWorker.drain();
      const [ready] = await itemsOf(member.user.id);
      expect(ready?.status).toBe('ready');
      const expected = [ready!.originalKey, ...ready!.variants.map((variant) => variant.key)].sort();
      expect((await storedKeys()).filter((key) => key.includes(id))).toEqual(expected);
    });
  });

  describe('SMTP or Paystack down or slow', () => {
    const secretKey = 'sk_test_faults_0123456789';
    let paystack: FakePaystack;
    let proxy: TcpProxy;
    let testApp: TestApp;
    let app: FastifyInstance;
    let monthly: Plan;
    let webhookId = 9_100_000;
    /** Nothing listens here but while a test starts an SMTP server on it. */
    let smtpPort: number;

    beforeAll(async () => {
      paystack = await startFakePaystack(secretKey);
      proxy = await TcpProxy.start({ host: '127.0.0.1', port: Number(new URL(paystack.url).port) });
      smtpPort = await freePort();
      testApp = await buildTestApp(kind, {
        PUBLIC_URL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: secretKey,
        PAYSTACK_BASE_URL: `http://127.0.0.1:${proxy.port}`,
        PAYSTACK_TIMEOUT_MS: String(PAYSTACK_TIMEOUT_MS),
      });
      app = testApp.app;
      paystack.useClock(() => testApp.clock.now());
      ({ monthly } = await seedPlans(app));
    });
    afterAll(async () => {
      await testApp.close();
      await proxy.close();
      await paystack.close();
    });

    const db = () => testApp.database.db;
    const checkout = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/subscriptions/checkout',
        headers: bearer(token),
        payload: { planId: monthly.id, currency: 'NGN' },
      });
    const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));
    const subscriptionsOf = (userId: string) =>
      db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

    it('SMTP down: a message is retried with growing delays and delivered once when the server is back', async () => {
      const { clock } = testApp;
      const jobId = await queueMail(
        app.jobs.queue,
        authMails('en').passwordChanged('outage@example.com', 'Ada'),
        clock.now(),
      );
      const job = async () => (await db().select().from(jobs).where(eq(jobs.id, jobId)))[0];

      // Three tries while the server is down, each put off twice as long as the one before.
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await app.jobWorker.drain();
        const failed = await job();
        expect(failed).toMatchObject({ status: 'pending', attempts: attempt, type: mailJob.type });
        expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
        delays.push(failed!.runAt.getTime() - clock.now().getTime());
        clock.advance(delays.at(-1)! + 1);
      }
      expect(delays).toEqual([5_000, 10_000, 20_000]);

      const smtp = await startSmtpServer({ port: smtpPort });
      try {
        await app.jobWorker.drain();
        clock.advance(hour);
        await app.jobWorker.drain();
        const delivered = smtp.received.filter((message) => message.to.includes('outage@example.com'));
        expect(delivered.map((message) => message.messageId)).toEqual([`<${jobId}@archive.example>`]);
        expect(await job()).toMatchObject({ status: 'succeeded', attempts: 4 });
      } finally {
        await smtp.close();
      }
    });

    it('a checkout while Paystack refuses connections answers 503 at once and records nothing', async () => {
      const member = await registerUser(app);
      await proxy.cut();
      try {
        const refused = await timed(() => checkout(member.access_token));
        expectErrorEnvelope(refused.result, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
        expect(refused.elapsedMs).toBeLessThan(2_000);
      } finally {
        await proxy.restore();
      }
      expect(await paymentsOf(member.user.id)).toEqual([]);
      expect(await subscriptionsOf(member.user.id)).toEqual([]);
    });

    it('a checkout Paystack never answers gives up at the client timeout with 503 and records nothing', async () => {
      const member = await registerUser(app);
      paystack.hangNext(1);
      const refused = await timed(() => checkout(member.access_token));
      expectErrorEnvelope(refused.result, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
      expect(refused.elapsedMs).toBeGreaterThanOrEqual(PAYSTACK_TIMEOUT_MS);
      expect(refused.elapsedMs).toBeLessThan(PAYSTACK_TIMEOUT_MS + 1_000);
      expect(await paymentsOf(member.user.id)).toEqual([]);
      expect(await subscriptionsOf(member.user.id)).toEqual([]);
    });

    it('a payment made while Paystack cannot be asked grants nothing; its webhook fulfils it once when Paystack is back', async () => {
      const member = await registerUser(app);
      const started = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
      paystack.settle(started.reference, 'success');

      await proxy.cut();
      try {
        // The browser back from Paystack is told the payment is still pending, never that it failed.
        const verify = await app.inject({
          method: 'GET',
          url: `/v1/subscriptions/verify/${started.reference}`,
          headers: bearer(member.access_token),
        });
        expect(verify.statusCode, verify.body).toBe(200);
        expect(verify.json().data).toMatchObject({ status: 'pending', subscription: null });
        const delivered = await deliverWebhook(app, secretKey, {
          id: (webhookId += 1),
          reference: started.reference,
        });
        expect(delivered.statusCode).toBe(200);
        await app.jobWorker.drain();
      } finally {
        await proxy.restore();
      }
      expect(await paymentsOf(member.user.id)).toMatchObject([{ status: 'pending', fulfilledAt: null }]);
      expect(await subscriptionsOf(member.user.id)).toEqual([]);

      testApp.clock.advance(hour);
      await app.jobWorker.drain();
      const session = await signedIn(app, member.user.email, member.password);
      // The same event again, and the browser coming back: nothing more is granted.
      await deliverWebhook(app, secretKey, { id: webhookId, reference: started.reference });
      await deliverWebhook(app, secretKey, { id: (webhookId += 1), reference: started.reference });
      await app.jobWorker.drain();
      const verified = await app.inject({
        method: 'GET',
        url: `/v1/subscriptions/verify/${started.reference}`,
        headers: bearer(session.access_token),
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json().data).toMatchObject({ status: 'success', subscription: { status: 'active' } });

      expect(await paymentsOf(member.user.id)).toMatchObject([
        { status: 'success', fulfilledAt: expect.any(Date) },
      ]);
      expect(await subscriptionsOf(member.user.id)).toHaveLength(1);
      expect(
        await db().select().from(invoices).where(eq(invoices.paymentReference, started.reference)),
      ).toHaveLength(1);
    });
  });
});
