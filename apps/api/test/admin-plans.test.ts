import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan } from '@creators-archive/contract/admin/plans';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { auditLog, subscriptions } from '../src/db/schema';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { adminWithFactor } from './admin-helpers';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { seedPlans, startCheckout, verify, visitor } from './membership-helpers';

const secretKey = 'sk_test_plans_0123456789';

/** A plan as the admin's form sends it; each call a code of its own. */
function newPlan(overrides: Record<string, unknown> = {}) {
  return {
    code: `studio-${crypto.randomUUID().slice(0, 8)}`,
    interval: 'month',
    name: 'Studio',
    description: 'For members who book studio time every month.',
    features: ['Two studio hours a month'],
    prices: [
      { currency: 'USD', amount: 2_500 },
      { currency: 'NGN', amount: 900_000 },
    ],
    position: 5,
    ...overrides,
  };
}

describe.each(databaseKinds)('plans run by admins on %s', (kind) => {
  let paystack: FakePaystack;
  let testApp: TestApp;
  let app: FastifyInstance;
  let monthly: Plan;
  let adminToken: string;

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(adminToken), 'x-forwarded-for': '203.0.113.9' },
      ...(payload && { payload }),
    });

  async function create(payload: object = newPlan()): Promise<AdminPlan> {
    const response = await asAdmin('POST', '/v1/admin/plans', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as AdminPlan;
  }

  async function changed(method: 'POST' | 'PATCH', url: string, payload?: object): Promise<AdminPlan> {
    const response = await asAdmin(method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminPlan;
  }

  async function adminList(): Promise<AdminPlan[]> {
    const response = await asAdmin('GET', '/v1/admin/plans');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminPlan[];
  }

  async function publicList(): Promise<Plan[]> {
    const response = await app.inject({ method: 'GET', url: '/v1/subscriptions/plans' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Plan[];
  }

  const auditOf = (planId: string) =>
    testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'plan'), eq(auditLog.targetId, planId)))
      .orderBy(auditLog.createdAt);

  /** A member who paid for `plan` in NGN by card at Paystack. */
  async function subscriber(plan: { id: string }) {
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: plan.id, currency: 'NGN' });
    paystack.settle(started.reference, 'success', 'card');
    const verified = await verify(app, started.reference, { token: member.access_token });
    expect(verified.subscription).toMatchObject({ status: 'active', plan: { id: plan.id } });
    return { member, subscription: verified.subscription! };
  }

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    testApp = await buildTestApp(kind, {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      TRUST_PROXY: '1',
      // The public plan list is kept as in production: each plan change must show through it at once.
      PUBLIC_CACHE_SECONDS: '300',
    });
    paystack.useClock(() => testApp.clock.now());
    app = testApp.app;
    ({ monthly } = await seedPlans(app));
    adminToken = (await adminWithFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
    await paystack.close();
  });

  it('answers 401 to a visitor and 403 to a member on every plan call', async () => {
    const member = await registerUser(app);
    const calls = [
      { method: 'GET', url: '/v1/admin/plans' },
      { method: 'POST', url: '/v1/admin/plans', payload: newPlan() },
      { method: 'PATCH', url: `/v1/admin/plans/${monthly.id}`, payload: { name: 'Taken over' } },
      { method: 'POST', url: `/v1/admin/plans/${monthly.id}/archive` },
      { method: 'POST', url: `/v1/admin/plans/${monthly.id}/restore` },
    ] as const;
    for (const call of calls) {
      expectErrorEnvelope(await app.inject(call), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(
        await app.inject({ ...call, headers: bearer(member.access_token) }),
        403,
        'FORBIDDEN',
      );
    }
    expect((await publicList()).find((plan) => plan.id === monthly.id)?.name).toBe(monthly.name);
  });

  it('creates a plan priced per currency, listed for admins and visitors, and audited with the address', async () => {
    const body = newPlan();
    const plan = await create(body);
    expect(plan).toEqual({
      id: expect.any(String),
      code: body.code,
      name: 'Studio',
      description: body.description,
      interval: 'month',
      // In the order of the currencies, not of the form.
      prices: [
        { currency: 'NGN', amount: 900_000 },
        { currency: 'USD', amount: 2_500 },
      ],
      features: ['Two studio hours a month'],
      position: 5,
      archivedAt: null,
      members: 0,
    });
    expect((await adminList()).find((listed) => listed.id === plan.id)).toEqual(plan);
    expect((await publicList()).find((listed) => listed.id === plan.id)).toMatchObject({ code: body.code });

    const [entry] = await auditOf(plan.id);
    expect(entry).toMatchObject({
      action: 'plan.create',
      before: null,
      after: { code: body.code, prices: plan.prices, archivedAt: null },
      clientAddress: '203.0.113.9',
    });
    expect(entry?.after).not.toHaveProperty('members');
  });

  it('answers 409 PLAN_CODE_TAKEN to a second plan with the same code', async () => {
    const body = newPlan();
    await create(body);
    const again = await asAdmin('POST', '/v1/admin/plans', newPlan({ code: body.code, name: 'Another' }));
    const error = expectErrorEnvelope(again, 409, 'PLAN_CODE_TAKEN');
    expect(error.error.details.fields).toEqual({ code: 'Another plan has this code' });
    expect((await adminList()).filter((plan) => plan.code === body.code)).toHaveLength(1);
  });

  it('refuses a malformed plan with the validation envelope, field by field', async () => {
    const refused = await asAdmin(
      'POST',
      '/v1/admin/plans',
      newPlan({
        code: 'Not A Code',
        name: '',
        prices: [
          { currency: 'USD', amount: 150 },
          { currency: 'NGN', amount: 900_000 },
        ],
      }),
    );
    const fields = expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED').error.details.fields;
    expect(fields).toMatchObject({
      code: expect.any(String),
      name: 'Enter a name',
      'prices.0.amount': 'Charge at least 200 minor units in USD',
    });

    const twice = await asAdmin(
      'POST',
      '/v1/admin/plans',
      newPlan({
        prices: [
          { currency: 'USD', amount: 2_500 },
          { currency: 'USD', amount: 3_000 },
        ],
      }),
    );
    expect(expectErrorEnvelope(twice, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      prices: 'Give each currency one price',
    });
    const unpriced = await asAdmin('POST', '/v1/admin/plans', newPlan({ prices: [] }));
    expect(expectErrorEnvelope(unpriced, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      prices: 'Price the plan in at least one currency',
    });
  });

  it('edits name, description, features, prices and position, never the code or interval, each audited', async () => {
    const plan = await create();
    const edited = await changed('PATCH', `/v1/admin/plans/${plan.id}`, {
      name: 'Studio Plus',
      features: ['Four studio hours a month', 'Priority booking'],
      prices: [{ currency: 'GHS', amount: 30_000 }],
      position: 2,
    });
    expect(edited).toEqual({
      ...plan,
      name: 'Studio Plus',
      features: ['Four studio hours a month', 'Priority booking'],
      prices: [{ currency: 'GHS', amount: 30_000 }],
      position: 2,
    });

    const immutable = await asAdmin('PATCH', `/v1/admin/plans/${plan.id}`, {
      code: 'other',
      interval: 'year',
    });
    expect(expectErrorEnvelope(immutable, 400, 'VALIDATION_FAILED').error.details.fields).toMatchObject({
      code: 'Unknown field',
      interval: 'Unknown field',
    });
    expectErrorEnvelope(await asAdmin('PATCH', `/v1/admin/plans/${plan.id}`, {}), 400, 'VALIDATION_FAILED');
    expectErrorEnvelope(
      await asAdmin('PATCH', `/v1/admin/plans/${crypto.randomUUID()}`, { name: 'Nobody' }),
      404,
      'PLAN_NOT_FOUND',
    );

    const entries = await auditOf(plan.id);
    expect(entries.map((entry) => entry.action)).toEqual(['plan.create', 'plan.update']);
    expect(entries[1]).toMatchObject({
      before: { name: 'Studio', prices: plan.prices, position: 5 },
      after: { name: 'Studio Plus', prices: edited.prices, position: 2, repricedSubscriptions: 0 },
    });
  });

  it('archives a plan: hidden from the public list, refused at checkout, restored once put back on sale', async () => {
    const plan = await create();
    const archived = await changed('POST', `/v1/admin/plans/${plan.id}/archive`);
    expect(archived).toEqual({ ...plan, archivedAt: testApp.clock.now().toISOString() });
    // Archiving again changes nothing and logs nothing.
    expect(await changed('POST', `/v1/admin/plans/${plan.id}/archive`)).toEqual(archived);

    expect((await publicList()).map((listed) => listed.id)).not.toContain(plan.id);
    expect((await adminList()).find((listed) => listed.id === plan.id)).toEqual(archived);

    const member = await registerUser(app);
    const bought = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions/checkout',
      headers: bearer(member.access_token),
      payload: { planId: plan.id, currency: 'NGN' },
    });
    expectErrorEnvelope(bought, 404, 'PLAN_NOT_FOUND');
    const joined = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions/waitlist',
      payload: { ...visitor(), planId: plan.id, currency: 'NGN' },
    });
    expectErrorEnvelope(joined, 404, 'PLAN_NOT_FOUND');

    const restored = await changed('POST', `/v1/admin/plans/${plan.id}/restore`);
    expect(restored).toEqual(plan);
    expect((await publicList()).map((listed) => listed.id)).toContain(plan.id);
    await startCheckout(app, member.access_token, { planId: plan.id, currency: 'NGN' });

    const entries = await auditOf(plan.id);
    expect(entries.map((entry) => entry.action)).toEqual(['plan.create', 'plan.archive', 'plan.restore']);
    expect(entries[1]).toMatchObject({
      before: { archivedAt: null },
      after: { archivedAt: archived.archivedAt },
      clientAddress: '203.0.113.9',
    });
  });

  it('renews at the new price a member whose first payment was asked for before the price changed', async () => {
    const plan = await create(newPlan({ prices: [{ currency: 'NGN', amount: 700_000 }] }));
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: plan.id, currency: 'NGN' });
    expect(started.amount).toBe(700_000);

    await changed('PATCH', `/v1/admin/plans/${plan.id}`, { prices: [{ currency: 'NGN', amount: 800_000 }] });
    paystack.settle(started.reference, 'success', 'card');
    const verified = await verify(app, started.reference, { token: member.access_token });

    expect(verified.subscription).toMatchObject({ status: 'active', plan: { id: plan.id } });
    expect(await app.services.subscriptions.getMine(member.user.id)).toMatchObject({ amount: 800_000 });
  });

  it('keeps members on an archived plan: counted, paying its next period, and renewed by card at its new price', async () => {
    const plan = await create(newPlan({ prices: [{ currency: 'NGN', amount: 700_000 }] }));
    const { member, subscription } = await subscriber(plan);
    expect((await adminList()).find((listed) => listed.id === plan.id)?.members).toBe(1);

    await changed('POST', `/v1/admin/plans/${plan.id}/archive`);
    const repriced = await changed('PATCH', `/v1/admin/plans/${plan.id}`, {
      prices: [{ currency: 'NGN', amount: 800_000 }],
    });
    expect(repriced.members).toBe(1);
    expect((await auditOf(plan.id)).at(-1)?.after).toMatchObject({ repricedSubscriptions: 1 });

    // The member may still pay their own plan's next period, as a pay link asks them to.
    const advance = await startCheckout(app, member.access_token, { planId: plan.id, currency: 'NGN' });
    expect(advance.amount).toBe(800_000);

    const end = new Date(subscription.current_period_end);
    testApp.clock.advance(end.getTime() + 60_000 - testApp.clock.now().getTime());
    await app.services.renewals.runPass();
    const charge = paystack.requests.find(
      (request) =>
        request.path === '/transaction/charge_authorization' &&
        (request.body as { email?: string }).email === member.user.email,
    );
    expect(charge?.body).toMatchObject({ amount: 800_000, currency: 'NGN' });
    expect(await app.services.subscriptions.getMine(member.user.id)).toMatchObject({
      status: 'active',
      plan: { id: plan.id },
      amount: 800_000,
      current_period_start: end.toISOString(),
    });
    const [row] = await testApp.database.db
      .select({ planId: subscriptions.planId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    expect(row?.planId).toBe(plan.id);
  });
});
