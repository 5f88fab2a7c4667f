import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDiscountCode } from '@creators-archive/contract/admin/discount-code';
import type { AuditEntry } from '@creators-archive/contract/admin/find-audit-entries';
import type { Campaign } from '@creators-archive/contract/admin/get-campaign';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import type { SendDiscountEmailsResult } from '@creators-archive/contract/subscriptions/send-discount-emails';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { adminWithFactor, adminWithoutFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { mailTo, payInSandbox, seedPlans, startCheckout, verify } from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';

describe.each(databaseKinds)('discount codes and campaigns run by admins on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let app: FastifyInstance;
  let monthly: Plan;
  let annual: Plan;
  let adminToken: string;
  let enrollingAdmin: string;

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(adminToken), ...(payload && { payload }) });

  async function create(payload: object): Promise<AdminDiscountCode> {
    const response = await asAdmin('POST', '/v1/admin/discount-codes', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as AdminDiscountCode;
  }

  async function listed(): Promise<AdminDiscountCode[]> {
    const response = await asAdmin('GET', '/v1/admin/discount-codes');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminDiscountCode[];
  }

  async function send(payload: object): Promise<SendDiscountEmailsResult> {
    const response = await asAdmin('POST', '/v1/subscriptions/discount/send-email', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as SendDiscountEmailsResult;
  }

  async function campaign(id: string): Promise<Campaign> {
    const response = await asAdmin('GET', `/v1/admin/campaigns/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Campaign;
  }

  async function auditOf(action: string): Promise<AuditEntry[]> {
    const response = await asAdmin('GET', `/v1/admin/audit?action=${action}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items as AuditEntry[];
  }

  function validate(code: string, planId: string, currency = 'NGN') {
    return app.inject({
      method: 'GET',
      url: `/v1/subscriptions/discount/validate?${new URLSearchParams({ code, planId, currency }).toString()}`,
    });
  }

  const unique = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: /^bounce-/ });
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Archive <hello@archive.example>',
    });
    app = testApp.app;
    ({ monthly, annual } = await seedPlans(app));
    adminToken = (await adminWithFactor(testApp)).token;
    enrollingAdmin = (await adminWithoutFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('lets only admins with a second factor through every new admin route', async () => {
    const member = await registerUser(app);
    const id = crypto.randomUUID();
    const routes: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/v1/admin/discount-codes' },
      {
        method: 'POST',
        url: '/v1/admin/discount-codes',
        payload: { code: unique('AUTH'), kind: 'percent', value: 10 },
      },
      { method: 'POST', url: `/v1/admin/discount-codes/${id}/deactivate` },
      { method: 'GET', url: `/v1/admin/campaigns/${id}` },
      {
        method: 'POST',
        url: '/v1/subscriptions/discount/send-email',
        payload: { emails: ['someone@example.com'], code: 'NOPE', dryRun: true },
      },
    ];
    for (const route of routes) {
      const call = (headers: Record<string, string>) =>
        app.inject({
          method: route.method,
          url: route.url,
          headers,
          ...(route.payload && { payload: route.payload }),
        });
      expectErrorEnvelope(await call({}), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(await call(bearer(member.access_token)), 403, 'FORBIDDEN');
      expectErrorEnvelope(await call(bearer(enrollingAdmin)), 403, 'MFA_ENROLLMENT_REQUIRED');
      expect((await call(bearer(adminToken))).statusCode, route.url).toBeLessThan(500);
    }
  });

  it('creates a percent code for every plan, audited', async () => {
    const name = unique('Spring');
    const code = await create({ code: name, kind: 'percent', value: 15 });
    expect(code).toMatchObject({
      code: name,
      kind: 'percent',
      value: 15,
      currency: null,
      planIds: [],
      expiresAt: null,
      maxRedemptions: null,
      redemptionCount: 0,
      deactivatedAt: null,
    });
    const [entry] = (await auditOf('discount.create')).filter((item) => item.targetId === code.id);
    expect(entry).toMatchObject({ action: 'discount.create', targetType: 'discount_code' });
    expect(entry?.after).toMatchObject({ code: name, kind: 'percent', value: 15 });
    expect((await validate(name.toLowerCase(), monthly.id)).json().data).toMatchObject({
      valid: true,
      code: name,
    });
  });

  it('creates a fixed amount in its currency for several plans, and refuses it for another plan or currency', async () => {
    const name = unique('RAND');
    const expiresAt = new Date(testApp.clock.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString();
    const code = await create({
      code: name,
      kind: 'fixed',
      value: 2_000,
      currency: 'ZAR',
      planIds: [monthly.id, annual.id],
      expiresAt,
      maxRedemptions: 50,
    });
    expect(code).toMatchObject({ currency: 'ZAR', value: 2_000, maxRedemptions: 50, expiresAt });
    expect([...code.planIds].sort()).toEqual([monthly.id, annual.id].sort());
    expect((await validate(name, annual.id, 'ZAR')).json().data).toMatchObject({
      valid: true,
      discount: 2_000,
    });
    expect((await validate(name, monthly.id, 'NGN')).json().data).toMatchObject({
      valid: false,
      reason: 'wrong_currency',
    });
    const onlyAnnual = await create({
      code: unique('YEAR'),
      kind: 'percent',
      value: 50,
      planIds: [annual.id],
    });
    expect((await validate(onlyAnnual.code, monthly.id)).json().data).toMatchObject({
      valid: false,
      reason: 'wrong_plan',
    });
  });

  it('refuses a code taken in any case with 409, an unknown plan with 404, and bad fields with 400', async () => {
    const name = unique('Taken');
    await create({ code: name, kind: 'percent', value: 10 });
    expectErrorEnvelope(
      await asAdmin('POST', '/v1/admin/discount-codes', {
        code: name.toUpperCase(),
        kind: 'percent',
        value: 20,
      }),
      409,
      'DISCOUNT_CODE_TAKEN',
    );
    expectErrorEnvelope(
      await asAdmin('POST', '/v1/admin/discount-codes', {
        code: unique('NOPLAN'),
        kind: 'percent',
        value: 20,
        planIds: [crypto.randomUUID()],
      }),
      404,
      'PLAN_NOT_FOUND',
    );
    const invalid = [
      { code: 'ab', kind: 'percent', value: 10 },
      { code: 'has space', kind: 'percent', value: 10 },
      { code: unique('P'), kind: 'percent', value: 101 },
      { code: unique('P'), kind: 'percent', value: 0 },
      { code: unique('P'), kind: 'percent', value: 10, currency: 'NGN' },
      { code: unique('F'), kind: 'fixed', value: 500 },
      {
        code: unique('D'),
        kind: 'percent',
        value: 10,
        startsAt: '2030-01-02T00:00:00Z',
        expiresAt: '2030-01-01T00:00:00Z',
      },
    ];
    for (const payload of invalid) {
      expectErrorEnvelope(
        await asAdmin('POST', '/v1/admin/discount-codes', payload),
        400,
        'VALIDATION_FAILED',
      );
    }
    const racing = unique('Race');
    const answers = await Promise.all(
      [racing, racing.toLowerCase(), racing.toUpperCase()].map((code) =>
        asAdmin('POST', '/v1/admin/discount-codes', { code, kind: 'percent', value: 5 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('lists codes newest first with their redemption counts after a paid checkout used one', async () => {
    const name = unique('Paid');
    const code = await create({ code: name, kind: 'percent', value: 10 });
    testApp.clock.advance(1_000);
    const newer = await create({ code: unique('Newer'), kind: 'percent', value: 10 });
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, {
      planId: monthly.id,
      currency: 'NGN',
      discountCode: name.toLowerCase(),
    });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: member.access_token });
    const codes = await listed();
    const ids = codes.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(code.id));
    expect(codes.find((item) => item.id === code.id)?.redemptionCount).toBe(1);
    expect(codes.find((item) => item.id === newer.id)?.redemptionCount).toBe(0);
  });

  it('lists a code past its end as expired, one with every use taken as used up, and a deactivated one as deactivated', async () => {
    const ending = await create({
      code: unique('Ending'),
      kind: 'percent',
      value: 10,
      expiresAt: new Date(testApp.clock.now().getTime() + 60_000).toISOString(),
    });
    const single = await create({ code: unique('Single'), kind: 'percent', value: 10, maxRedemptions: 1 });
    const stopped = await create({ code: unique('Stopped'), kind: 'percent', value: 10 });
    await asAdmin('POST', `/v1/admin/discount-codes/${stopped.id}/deactivate`);
    const statusOf = async (id: string) => (await listed()).find((item) => item.id === id)?.status;
    expect(await statusOf(ending.id)).toBe('active');
    const member = await registerUser(app);
    await startCheckout(app, member.access_token, {
      planId: monthly.id,
      currency: 'NGN',
      discountCode: single.code,
    });
    expect(await statusOf(single.id)).toBe('used_up');
    testApp.clock.advance(2 * 60_000);
    expect(await statusOf(ending.id)).toBe('expired');
    expect(await statusOf(stopped.id)).toBe('deactivated');
  });

  it('deactivates a code, audited, so validation refuses it as unknown; again changes nothing', async () => {
    const code = await create({ code: unique('Stop'), kind: 'percent', value: 10 });
    const response = await asAdmin('POST', `/v1/admin/discount-codes/${code.id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    const deactivated = response.json().data as AdminDiscountCode;
    expect(deactivated.deactivatedAt).toBe(testApp.clock.now().toISOString());
    expect((await validate(code.code, monthly.id)).json().data).toMatchObject({
      valid: false,
      reason: 'unknown',
    });
    const again = await asAdmin('POST', `/v1/admin/discount-codes/${code.id}/deactivate`);
    expect(again.json().data.deactivatedAt).toBe(deactivated.deactivatedAt);
    expect((await auditOf('discount.deactivate')).filter((entry) => entry.targetId === code.id)).toHaveLength(
      2,
    );
    expectErrorEnvelope(
      await asAdmin('POST', `/v1/admin/discount-codes/${crypto.randomUUID()}/deactivate`),
      404,
      'DISCOUNT_CODE_NOT_FOUND',
    );
    expectErrorEnvelope(
      await asAdmin('POST', '/v1/subscriptions/discount/send-email', {
        emails: ['a@example.com'],
        code: code.code,
      }),
      404,
      'DISCOUNT_CODE_NOT_FOUND',
    );
  });

  it('e-mails a code once per valid address, never twice for the same campaign, and shows each recipient sent', async () => {
    const code = await create({
      code: unique('Mail'),
      kind: 'fixed',
      value: 150_000,
      currency: 'NGN',
      expiresAt: '2030-06-30T12:00:00Z',
    });
    const tag = crypto.randomUUID().slice(0, 8);
    const ada = `ada-${tag}@example.com`;
    const kofi = `kofi-${tag}@example.org`;
    const request = {
      code: code.code.toLowerCase(),
      subject: 'A gift for you',
      message: 'Join us this month.',
      emails: [ada, `  ${ada.toUpperCase()} `, kofi, 'not-an-address', 'x@y', kofi],
    };

    const dry = await send({ ...request, dryRun: true });
    expect(dry).toEqual({
      campaignId: null,
      queued: 2,
      invalid: ['not-an-address', 'x@y'],
      duplicates: 2,
      alreadySent: 0,
    });
    await app.jobWorker.drain();
    expect(mailTo(smtp.received, ada)).toHaveLength(0);

    const first = await send(request);
    expect(first).toMatchObject({
      queued: 2,
      invalid: ['not-an-address', 'x@y'],
      duplicates: 2,
      alreadySent: 0,
    });
    expect(first.campaignId).not.toBeNull();
    expect((await campaign(first.campaignId!)).counts).toEqual({ queued: 2, sent: 0, failed: 0 });
    await app.jobWorker.drain();
    for (const address of [ada, kofi]) {
      const messages = mailTo(smtp.received, address);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.subject).toBe('A gift for you');
      expect(messages[0]?.text).toContain(code.code);
      expect(messages[0]?.text).toContain('Join us this month.');
      expect(messages[0]?.text).toContain('1,500.00 off');
      expect(messages[0]?.text).toContain('2030');
      expect(messages[0]?.text).toContain(`${PUBLIC_URL}/join?code=${code.code}`);
    }

    const zola = `zola-${tag}@example.co.za`;
    const second = await send({ ...request, emails: [kofi, ada, zola] });
    expect(second).toEqual({
      campaignId: first.campaignId,
      queued: 1,
      invalid: [],
      duplicates: 0,
      alreadySent: 2,
    });
    const racing = await Promise.all(
      [1, 2].map(() => send({ ...request, emails: [`race-${tag}@example.com`] })),
    );
    expect(racing.map((result) => result.queued).sort()).toEqual([0, 1]);
    await app.jobWorker.drain();
    expect(mailTo(smtp.received, ada)).toHaveLength(1);
    expect(mailTo(smtp.received, kofi)).toHaveLength(1);
    expect(mailTo(smtp.received, zola)).toHaveLength(1);
    expect(mailTo(smtp.received, `race-${tag}@example.com`)).toHaveLength(1);

    const view = await campaign(first.campaignId!);
    expect(view).toMatchObject({
      code: code.code,
      subject: 'A gift for you',
      message: 'Join us this month.',
    });
    expect(view.counts).toEqual({ queued: 0, sent: 4, failed: 0 });
    expect(view.recipients.map((recipient) => recipient.email).sort()).toEqual(
      [ada, kofi, zola, `race-${tag}@example.com`].sort(),
    );
    for (const recipient of view.recipients) {
      expect(recipient).toMatchObject({ status: 'sent' });
      expect(recipient.sentAt).toBe(testApp.clock.now().toISOString());
    }
    const [entry] = (await auditOf('campaign.send')).filter((item) => item.targetId === first.campaignId);
    expect(entry?.after).toMatchObject({ code: code.code });

    const otherSubject = await send({ ...request, subject: 'Another gift', emails: [ada] });
    expect(otherSubject.campaignId).not.toBe(first.campaignId);
    expect(otherSubject.queued).toBe(1);
  });

  it('marks a recipient the mail server refuses for good as failed', async () => {
    const code = await create({ code: unique('Bounce'), kind: 'percent', value: 20 });
    const bounce = `bounce-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const result = await send({ code: code.code, emails: [bounce] });
    await app.jobWorker.drain();
    const view = await campaign(result.campaignId!);
    expect(view.counts).toEqual({ queued: 0, sent: 0, failed: 1 });
    expect(view.recipients[0]).toMatchObject({ email: bounce, status: 'failed', sentAt: null });
  });

  it('answers 404 for an unknown campaign and refuses more than 5,000 addresses', async () => {
    expectErrorEnvelope(
      await asAdmin('GET', `/v1/admin/campaigns/${crypto.randomUUID()}`),
      404,
      'CAMPAIGN_NOT_FOUND',
    );
    const emails = Array.from({ length: 5_001 }, (_, index) => `many-${index}@example.com`);
    expectErrorEnvelope(
      await asAdmin('POST', '/v1/subscriptions/discount/send-email', { code: 'ANY', emails }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
