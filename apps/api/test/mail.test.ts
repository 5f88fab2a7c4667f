import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../src/db/schema';
import { mailJob, queueMail } from '../src/mail/mail';
import { OutboxRepository } from '../src/mail/outbox.repository';
import { authMails } from '../src/modules/auth';
import { createOutboxTransport } from '../src/mail/transports';
import {
  buildTestApp,
  createTestDatabase,
  databaseKinds,
  registerUser,
  silentLogger,
  type TestApp,
} from './helpers';
import { freePort } from '@creators-archive/test-support/free-port';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';

const PUBLIC_URL = 'https://archive.example';

describe.each(databaseKinds)('e-mail on %s', (kind) => {
  async function mailJobs(app: TestApp) {
    return app.database.db.select().from(jobs).where(eq(jobs.type, mailJob.type));
  }
  async function requestReset(testApp: TestApp, email: string) {
    await testApp.app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { email } });
    await testApp.app.services.auth.settled();
  }

  describe('over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let testApp: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpServer({ rejectRecipients: /^bounce-/ });
      testApp = await buildTestApp(kind, {
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Archive <hello@archive.example>',
      });
    });
    afterAll(async () => {
      await testApp.close();
      await smtp.close();
    });

    it('delivers a reset e-mail with HTML and text parts, a link from PUBLIC_URL and a stable Message-ID', async () => {
      const member = await registerUser(testApp.app);
      await requestReset(testApp, member.user.email);
      await testApp.app.jobWorker.drain();
      const messages = smtp.received.filter((message) => message.to.includes(member.user.email));
      expect(messages).toHaveLength(1);
      const [message] = messages;
      expect(message?.from).toBe('hello@archive.example');
      expect(message?.subject).toBe('Reset your Creators Archive password');
      expect(message?.raw).toMatch(/Content-Type: text\/plain/i);
      expect(message?.raw).toMatch(/Content-Type: text\/html/i);
      expect(message?.text).toMatch(/https:\/\/archive\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      const [job] = (await mailJobs(testApp)).filter((row) => row.payload.to === member.user.email);
      expect(job?.status).toBe('succeeded');
      expect(message?.messageId).toBe(`<${job?.id}@archive.example>`);
    });

    it('writes a member name holding replacement patterns into the e-mail as it is', async () => {
      const name = "$`$'$&$`$'$&";
      const member = await registerUser(testApp.app, { fullName: name });
      await requestReset(testApp, member.user.email);
      await testApp.app.jobWorker.drain();
      const [message] = smtp.received.filter((received) => received.to.includes(member.user.email));
      expect(message?.text).toContain(`Hello ${name},`);
      expect(message?.text).toContain(`Hello ${name.replaceAll('&', '&amp;').replaceAll("'", '&#39;')},</p>`);
      expect(message?.raw.length).toBeLessThan(10_000);
    });

    it('marks a message the server refuses for good (5xx) as failed, visibly, without retrying', async () => {
      const member = await registerUser(testApp.app, { email: `bounce-${Date.now()}@example.com` });
      await requestReset(testApp, member.user.email);
      await testApp.app.jobWorker.drain();
      const [job] = (await mailJobs(testApp)).filter((row) => row.payload.to === member.user.email);
      expect(job).toMatchObject({ status: 'failed', attempts: 1 });
      expect(job?.lastError).toContain('SMTP refused the message');
    });
  });

  it('a message survives an SMTP outage: retried with backoff and delivered once the server is back', async () => {
    const port = await freePort();
    const testApp = await buildTestApp(kind, { PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const member = await registerUser(testApp.app);
      await requestReset(testApp, member.user.email);
      await testApp.app.jobWorker.drain();
      let [job] = await mailJobs(testApp);
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(job!.runAt.getTime()).toBeGreaterThan(testApp.clock.now().getTime());

      smtp = await startSmtpServer({ port });
      await testApp.app.jobWorker.drain();
      expect(smtp.received).toHaveLength(0);
      testApp.clock.advance(5_001);
      await testApp.app.jobWorker.drain();
      testApp.clock.advance(3_600_000);
      await testApp.app.jobWorker.drain();
      expect(smtp.received.map((message) => message.to)).toEqual([[member.user.email]]);
      [job] = await mailJobs(testApp);
      expect(job).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await testApp.close();
      await smtp?.close();
    }
  });

  it('two processes working the same queue send each message exactly once', async () => {
    const smtp = await startSmtpServer();
    const database = await createTestDatabase(kind);
    const first = await buildTestApp(kind, { PUBLIC_URL, SMTP_URL: smtp.url }, { database });
    const second = await buildTestApp(kind, { PUBLIC_URL, SMTP_URL: smtp.url }, { database });
    try {
      for (let index = 0; index < 12; index += 1) {
        await queueMail(
          first.app.jobs.queue,
          authMails('en').passwordChanged(`twice-${index}@example.com`, 'Ada'),
          first.clock.now(),
        );
      }
      await Promise.all([first.app.jobWorker.drain(), second.app.jobWorker.drain()]);
      const recipients = smtp.received.flatMap((message) => message.to).sort();
      expect(recipients).toHaveLength(12);
      expect(new Set(recipients).size).toBe(12);
      await Promise.all([first.app.jobWorker.drain(), second.app.jobWorker.drain()]);
      expect(smtp.received).toHaveLength(12);
    } finally {
      await first.close();
      await second.close();
      await database.close();
      await smtp.close();
    }
  });

  describe('the outbox (no SMTP_URL)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, { PUBLIC_URL });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('keeps messages in the database and lists them with their links outside production', async () => {
      const member = await registerUser(testApp.app);
      await requestReset(testApp, member.user.email);
      expect((await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data.items).toEqual(
        [],
      );
      await testApp.app.jobWorker.drain();
      const items = (await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data.items;
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        to: member.user.email,
        subject: 'Reset your Creators Archive password',
      });
      expect(items[0].links[0]).toMatch(/^https:\/\/archive\.example\/reset-password\?token=/);
    });

    it('stores a retried job once and prints each link to the log', async () => {
      const info = vi.fn();
      const log = Object.assign(Object.create(silentLogger) as typeof silentLogger, { info });
      const transport = createOutboxTransport(new OutboxRepository(testApp.database.db), log, true);
      const message = authMails('en').passwordReset(
        'log@example.com',
        'Ada',
        `${PUBLIC_URL}/reset-password?token=abc`,
      );
      const jobId = await queueMail(testApp.app.jobs.queue, message, testApp.clock.now());
      await transport.send(message, jobId);
      await transport.send(message, jobId);
      const items = (await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data.items;
      expect(items.filter((item: { to: string }) => item.to === 'log@example.com')).toHaveLength(1);
      expect(info).toHaveBeenCalledTimes(1);
      expect(info.mock.calls[0]?.[0]).toMatchObject({ links: [`${PUBLIC_URL}/reset-password?token=abc`] });
    });

    it('the e-mail is queued in the transaction of its cause: a failed change queues nothing', async () => {
      const member = await registerUser(testApp.app);
      const before = (await mailJobs(testApp)).length;
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/v1/auth/reset-password/confirm',
        payload: { token: 'not-a-real-token', password: 'a brand new passphrase' },
      });
      expect(response.statusCode).toBe(400);
      expect((await mailJobs(testApp)).length).toBe(before);
      void member;
    });
  });

  it('has no outbox listing in production', async () => {
    const testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      NODE_ENV: 'production',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    try {
      expect((await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
