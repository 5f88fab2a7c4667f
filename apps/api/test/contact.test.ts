import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema';
import { buildTestApp, databaseKinds, expectErrorEnvelope, type TestApp } from './helpers';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';

const message = {
  name: 'Ngozi Adeyemi',
  email: 'ngozi@example.com',
  subject: 'Studio partnership',
  message: 'We run a print studio in Yaba and would like to offer members a discount.\n\nHow do we start?',
};

describe.each(databaseKinds)('the contact form on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Creators Archive <hello@archive.example>',
      CONTACT_EMAIL: 'team@archive.example',
      CONTACT_RATE_LIMIT_PER_HOUR: '3',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  const send = (payload: Record<string, unknown>, ip = '203.0.113.10') =>
    testApp.app.inject({ method: 'POST', url: '/v1/contact', payload, remoteAddress: ip });

  it('stores the message and e-mails it to the team only, never to the address typed in', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ success: true, data: { received: true } });

    const stored = await testApp.database.db.select().from(contactMessages);
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Ngozi Adeyemi', subject: 'Studio partnership' }),
    ]);

    await testApp.app.jobWorker.drain();
    expect(smtp.received).toHaveLength(1);
    const [toTeam] = smtp.received;
    expect(toTeam?.to).toEqual(['team@archive.example']);
    expect(toTeam?.subject).toBe('Contact: Studio partnership');
    expect(toTeam?.text).toContain('We run a print studio in Yaba');
    expect(toTeam?.text).toContain('ngozi@example.com');
  });

  it('names every field that is missing or too long', async () => {
    const response = await send({
      name: '',
      email: 'not an address',
      subject: 'x'.repeat(151),
      message: 'short',
    });
    const body = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(body.error.details.fields ?? {}).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
  });

  it('answers a bot that fills the hidden field as if it worked, and keeps and sends nothing', async () => {
    const before = (await testApp.database.db.select().from(contactMessages)).length;
    const mailsBefore = smtp.received.length;
    const response = await send({ ...message, website: 'https://spam.example' }, '203.0.113.20');
    expect(response.statusCode).toBe(202);
    await testApp.app.jobWorker.drain();
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(before);
    expect(smtp.received).toHaveLength(mailsBefore);
  });

  it('limits how often one client address may write', async () => {
    const ip = '203.0.113.30';
    const from = (n: number) => ({ ...message, email: `client-limit-${n}@example.com` });
    for (let n = 0; n < 3; n += 1) expect((await send(from(n), ip)).statusCode).toBe(202);
    const limited = await send(from(3), ip);
    expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(from(4), '203.0.113.31')).statusCode).toBe(202);
  });

  it('limits how often one sender address may write, whichever client addresses it comes from', async () => {
    await testApp.app.jobWorker.drain();
    const mailsBefore = smtp.received.length;
    const storedBefore = (await testApp.database.db.select().from(contactMessages)).length;
    const victim = { ...message, email: 'someone.else@example.org' };
    for (let n = 0; n < 3; n += 1) {
      expect((await send(victim, `198.51.100.${n + 1}`)).statusCode).toBe(202);
    }
    // The address is the same person whatever its case or spacing.
    const limited = await send({ ...victim, email: ' Someone.Else@Example.ORG' }, '198.51.100.50');
    const body = expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.error.details.retryAfterSeconds).toBeGreaterThan(0);

    await testApp.app.jobWorker.drain();
    expect(await testApp.database.db.select().from(contactMessages)).toHaveLength(storedBefore + 3);
    expect(smtp.received.slice(mailsBefore).flatMap((mail) => mail.to)).toEqual([
      'team@archive.example',
      'team@archive.example',
      'team@archive.example',
    ]);

    testApp.clock.advance(60 * 60_000 + 1);
    expect((await send(victim, '198.51.100.60')).statusCode).toBe(202);
  });
});
