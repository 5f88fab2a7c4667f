import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, jobs, subscriptions } from '../src/db/schema';
import { mailJob } from '../src/mail/mail';
import { createTestDatabase, buildTestApp, databaseKinds, registerUser, webDistFixture } from './helpers';
import { payInSandbox, seedPlans, startCheckout, verify } from './membership-helpers';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs `npm run jobs:renewals -- …args` as its own process; resolves with its exit code and output. */
function runRenewals(args: string[], environment: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', 'jobs:renewals', '--', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// PGlite serves one process, so the script meets the data the test wrote only on a PostgreSQL server.
describe.runIf(databaseKinds.includes('postgres'))('npm run jobs:renewals on postgres', () => {
  it('runs one renewal pass as of --now against DATABASE_URL, sends what it queued, and prints its report', async () => {
    const database = await createTestDatabase('postgres');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-renewals-'));
    try {
      const testApp = await buildTestApp('postgres', {}, { database });
      const { monthly } = await seedPlans(testApp.app);
      const subscribed = [];
      for (const channel of ['card', 'bank_transfer'] as const) {
        const member = await registerUser(testApp.app);
        const started = await startCheckout(testApp.app, member.access_token, {
          planId: monthly.id,
          currency: 'NGN',
        });
        await payInSandbox(testApp.app, started, 'success', channel);
        const { subscription } = await verify(testApp.app, started.reference, { token: member.access_token });
        subscribed.push({
          userId: member.user.id,
          email: member.user.email,
          end: subscription!.current_period_end,
        });
      }
      await testApp.app.jobWorker.drain();
      await testApp.close();
      const [card, noCard] = subscribed;
      // A minute past the later end's grace: the member without a card has had their pay-link days.
      const graceMs = 7 * 24 * 60 * 60_000;
      const now = new Date(
        Math.max(...subscribed.map((member) => Date.parse(member.end))) + graceMs + 60_000,
      );

      const run = await runRenewals(['--now', now.toISOString()], {
        DATABASE_URL: database.url!,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistFixture,
        SEED_DEMO: '0',
      });
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
      expect(report).toMatchObject({
        asOf: now.toISOString(),
        ran: true,
        charged: 1,
        failed: 0,
        payLinks: 0,
        expired: 1,
        jobsRun: expect.any(Number),
      });

      const db = database.db;
      const [renewed] = await db.select().from(subscriptions).where(eq(subscriptions.userId, card!.userId));
      expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: new Date(card!.end) });
      expect(await db.select().from(invoices).where(eq(invoices.userId, card!.userId))).toHaveLength(2);
      const [ended] = await db.select().from(subscriptions).where(eq(subscriptions.userId, noCard!.userId));
      expect(ended?.status).toBe('expired');

      const sent = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, mailJob.type), eq(jobs.status, 'succeeded')));
      const subjects = (email: string) =>
        sent.filter((job) => job.payload.to === email).map((job) => String(job.payload.subject));
      expect(subjects(card!.email).filter((subject) => subject.startsWith('Your receipt'))).toHaveLength(2);
      expect(subjects(noCard!.email)).toContain('Your Creators Archive membership has ended');
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A process of its own starting tsx and the app: slower than an injected request on a busy machine.
  }, 60_000);
});
