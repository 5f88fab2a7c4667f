import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema';
import { defineJob } from '../src/jobs/job-registry';
import { JobsRepository } from '../src/jobs/jobs.repository';
import { buildTestApp, databaseKinds, logCapture, type TestApp } from './helpers';

const email = 'leak-check.person@example.com';
const phone = '+2348031234567';
const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNo';
const secrets = [email, phone, passwordHash, 'argon2id', 'leak-check'];
const duplicateUserJob = defineJob({ type: 'test-duplicate-user', payload: z.object({}), maxAttempts: 1 });

describe.each(databaseKinds)('failed queries in the logs on %s', (kind) => {
  let testApp: TestApp;
  const log = logCapture();

  beforeAll(async () => {
    testApp = await buildTestApp(
      kind,
      { LOG_LEVEL: 'info' },
      {
        logDestination: log,
        routes: (app) => {
          // The same address twice breaks the unique index; the statement carries all three secrets.
          app.post('/v1/test-duplicate-user', async () => {
            const row = { email, passwordHash, fullName: 'Leak Check', phone };
            await testApp.database.db.insert(users).values(row);
            await testApp.database.db.insert(users).values(row);
            return { success: true };
          });
          app.jobs.registry.add(duplicateUserJob, async () => {
            await testApp.database.db.insert(users).values({ email, passwordHash, fullName: 'Again', phone });
          });
        },
      },
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('logs a failed query by its SQLSTATE and constraint, never its statement or parameters', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/v1/test-duplicate-user' });
    expect(response.statusCode).toBe(500);

    const failure = log.lines().find((line) => line.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      type: 'DatabaseError',
      code: '23505',
      message: 'database error 23505 unique_violation',
      constraint: 'users_email_lower_key',
      table: 'users',
    });
    expect((failure?.err as { stack?: string }).stack).toMatch(/^\s+at /);
    const text = log.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/insert into|params|already exists/i);
  });

  it('stores and logs a failed job by its SQLSTATE alone', async () => {
    const id = await testApp.app.jobs.queue.enqueue(duplicateUserJob, {}, testApp.clock.now());
    await testApp.app.jobWorker.drain();

    expect(await new JobsRepository(testApp.database.db).findById(id)).toMatchObject({
      status: 'failed',
      lastError: 'database error 23505 unique_violation',
    });
    const failure = log.lines().find((line) => line.msg === 'job failed for good');
    expect(failure?.err).toMatchObject({ code: '23505', constraint: 'users_email_lower_key' });
    const text = log.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
