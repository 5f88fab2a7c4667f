import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '@creators-archive/contract/admin/get-overview';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import {
  auditLog,
  payments,
  studioBookings,
  studios,
  subscriptions,
  users,
  verificationRequests,
  type PaymentRow,
} from '../src/db/schema';
import { adminWithFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { seedPlans } from './membership-helpers';

const minute = 60_000;
const day = 24 * 60 * minute;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

describe.each(databaseKinds)('the admin overview on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let monthly: Plan;
  let annual: Plan;
  let adminToken: string;
  let now: Date;
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
  const db = () => testApp.database.db;

  async function member(name: string, createdAt: Date): Promise<string> {
    const [row] = await db()
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, passwordHash: 'x', fullName: name, createdAt })
      .returning({ id: users.id });
    return row!.id;
  }

  async function payment(
    fields: Pick<PaymentRow, 'status' | 'currency' | 'amount' | 'createdAt'> &
      Partial<Pick<PaymentRow, 'paidAt' | 'userId' | 'purpose'>>,
  ): Promise<void> {
    await db()
      .insert(payments)
      .values({
        reference: `ref-${randomUUID()}`,
        purpose: 'subscription',
        email: 'payer@example.com',
        planId: monthly.id,
        amountBefore: fields.amount,
        ...fields,
      });
  }

  async function subscription(userId: string, planId: string, status: 'active' | 'cancelled' | 'expired') {
    await db()
      .insert(subscriptions)
      .values({
        userId,
        planId,
        status,
        currency: 'NGN',
        amount: 500_000,
        currentPeriodStart: ago(day),
        currentPeriodEnd: new Date(now.getTime() + 29 * day),
      });
  }

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    app = testApp.app;
    ({ monthly, annual } = await seedPlans(app));
    adminToken = (await adminWithFactor(testApp)).token;
    now = testApp.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

    // Members: one joined five minutes ago, two two days ago, two ten days ago, four forty days ago.
    const newest = await member('Newest Member', ago(5 * minute));
    const twoDays = [await member('Ada Two', ago(2 * day)), await member('Bola Two', ago(2 * day))];
    const tenDays = [await member('Chi Ten', ago(10 * day)), await member('Dayo Ten', ago(10 * day))];
    const fortyDays: string[] = [];
    for (const name of ['Efe', 'Femi', 'Gbenga', 'Halima']) fortyDays.push(await member(name, ago(40 * day)));

    await subscription(twoDays[0]!, monthly.id, 'active');
    await subscription(twoDays[1]!, monthly.id, 'active');
    await subscription(tenDays[0]!, monthly.id, 'active');
    await subscription(tenDays[1]!, annual.id, 'active');
    await subscription(fortyDays[0]!, monthly.id, 'cancelled');
    await subscription(fortyDays[1]!, annual.id, 'expired');

    // Revenue this month: NGN 5,000 + 7,000 and USD 25 paid today; a refunded payment, a card
    // check and last month's payment do not count.
    await payment({
      status: 'success',
      currency: 'NGN',
      amount: 500_000,
      createdAt: ago(30 * minute),
      paidAt: now,
    });
    await payment({
      status: 'success',
      currency: 'NGN',
      amount: 700_000,
      createdAt: ago(40 * minute),
      paidAt: now,
    });
    await payment({
      status: 'success',
      currency: 'USD',
      amount: 2_500,
      createdAt: ago(50 * minute),
      paidAt: now,
    });
    await payment({
      status: 'refunded',
      currency: 'NGN',
      amount: 999_900,
      createdAt: ago(60 * minute),
      paidAt: now,
    });
    await payment({
      status: 'success',
      purpose: 'card_check',
      currency: 'USD',
      amount: 200,
      createdAt: ago(70 * minute),
      paidAt: now,
    });
    const lastMonth = new Date(monthStart.getTime() - day);
    await payment({
      status: 'success',
      currency: 'NGN',
      amount: 10_000_000,
      createdAt: lastMonth,
      paidAt: lastMonth,
    });
    // Failed: two in the last 30 days, one before.
    await payment({ status: 'failed', currency: 'NGN', amount: 500_000, createdAt: ago(3 * day) });
    await payment({ status: 'failed', currency: 'KES', amount: 50_000, createdAt: ago(20 * day) });
    await payment({ status: 'failed', currency: 'NGN', amount: 500_000, createdAt: ago(45 * day) });
    // The newest payment, for the activity list.
    await payment({
      status: 'success',
      currency: 'GHS',
      amount: 1_000,
      createdAt: ago(4 * minute),
      paidAt: ago(4 * minute),
      userId: newest,
    });

    await db()
      .insert(verificationRequests)
      .values([
        { userId: fortyDays[2]!, statement: 'x'.repeat(60), status: 'pending', submittedAt: ago(3 * minute) },
        { userId: fortyDays[3]!, statement: 'x'.repeat(60), status: 'pending', submittedAt: ago(3 * day) },
        { userId: tenDays[0]!, statement: 'x'.repeat(60), status: 'approved', submittedAt: ago(9 * day) },
      ]);

    const [studio] = await db()
      .insert(studios)
      .values({
        name: 'Lagos Light Studio',
        city: 'Lagos',
        country: 'NG',
        timeZone: 'Africa/Lagos',
        description: 'A daylight studio.',
        memberPerk: '10% off',
        contactEmail: 'studio@example.com',
      })
      .returning({ id: studios.id });
    const booking = (userId: string, status: 'requested' | 'confirmed', createdAt: Date) => ({
      studioId: studio!.id,
      userId,
      localDate: '2030-01-15',
      startTime: '10:00',
      hours: 2,
      startsAt: new Date('2030-01-15T09:00:00Z'),
      endsAt: new Date('2030-01-15T11:00:00Z'),
      purpose: 'A shoot',
      status,
      createdAt,
    });
    await db()
      .insert(studioBookings)
      .values([
        booking(twoDays[0]!, 'requested', ago(2 * minute)),
        booking(twoDays[1]!, 'requested', ago(2 * day)),
        booking(tenDays[0]!, 'confirmed', ago(5 * day)),
      ]);

    await db()
      .insert(auditLog)
      .values({
        actorId: randomUUID(),
        actorEmail: 'boss@example.com',
        action: 'member.suspend',
        targetType: 'user',
        targetId: tenDays[1]!,
        clientAddress: null,
        createdAt: ago(minute),
      });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function overview(headers: Record<string, string> = {}): Promise<Overview> {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/admin/overview',
      headers: { ...bearer(adminToken), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().data as Overview;
  }

  it('counts members, subscriptions per plan, this month’s revenue less refunds, failures and open queues', async () => {
    const figures = await overview();
    expect(figures.members).toEqual({ total: 9, newLast7Days: 3, newLast30Days: 5 });
    expect(figures.activeSubscriptions).toEqual([
      { planId: monthly.id, planName: monthly.name, count: 3 },
      { planId: annual.id, planName: annual.name, count: 1 },
    ]);
    expect(figures.revenueThisMonth).toEqual([
      { currency: 'NGN', amount: 1_200_000 },
      // Paid four minutes ago: this month unless the month began within them.
      ...(ago(4 * minute).getUTCMonth() === now.getUTCMonth() ? [{ currency: 'GHS', amount: 1_000 }] : []),
      { currency: 'USD', amount: 2_500 },
    ]);
    expect(figures.failedPayments).toBe(2);
    expect(figures.pendingVerifications).toBe(2);
    expect(figures.openBookings).toBe(2);
  });

  it('gives 90 days of sign-ups and revenue, oldest first, days without activity included', async () => {
    const { daily } = await overview();
    expect(daily).toHaveLength(90);
    expect(daily[0]?.date).toBe(isoDay(ago(89 * day)));
    expect(daily.at(-1)?.date).toBe(isoDay(now));
    expect(daily.map((entry) => entry.date)).toEqual(daily.map((entry) => entry.date).toSorted());

    // Last month's payment is paid the day before this month began: ten days ago on the 10th.
    const lastMonthsDay = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)));
    expect(daily.find((entry) => entry.date === isoDay(ago(10 * day)))).toEqual({
      date: isoDay(ago(10 * day)),
      signups: 2,
      revenue: lastMonthsDay === isoDay(ago(10 * day)) ? [{ currency: 'NGN', amount: 10_000_000 }] : [],
    });
    const today = daily.at(-1)!;
    expect(today.revenue.filter((total) => total.currency !== 'GHS')).toEqual([
      { currency: 'NGN', amount: 1_200_000 },
      { currency: 'USD', amount: 2_500 },
    ]);
    expect(daily.reduce((sum, entry) => sum + entry.signups, 0)).toBe(9);
    // Sixty days ago nothing happened, whatever the date: last month's payment is within 31 days.
    expect(daily.find((entry) => entry.date === isoDay(ago(60 * day)))).toMatchObject({
      signups: 0,
      revenue: [],
    });
  });

  it('lists the latest activity of every kind, newest first', async () => {
    const { recentActivity } = await overview();
    expect(recentActivity).toHaveLength(15);
    expect(recentActivity.slice(0, 5).map((entry) => entry.kind)).toEqual([
      'admin',
      'booking',
      'verification',
      'payment',
      'signup',
    ]);
    const times = recentActivity.map((entry) => Date.parse(entry.at));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(recentActivity[0]).toMatchObject({
      summary: 'boss@example.com: member.suspend',
      memberId: expect.any(String),
    });
    expect(recentActivity[1]?.summary).toBe('Ada Two asked for Lagos Light Studio on 2030-01-15 at 10:00');
    expect(recentActivity[3]?.summary).toBe('Newest Member paid GHS 10.00');
    expect(recentActivity[4]).toMatchObject({
      summary: 'Newest Member joined',
      at: ago(5 * minute).toISOString(),
    });
    // A card check is refunded at once: no one's activity.
    expect(recentActivity.map((entry) => entry.summary).join('\n')).not.toContain('USD 2.00');
  });

  it('words the activity in the language the request asks for', async () => {
    const english = await overview({ 'accept-language': 'en' });
    const { recentActivity } = await overview({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(recentActivity.map((entry) => [entry.kind, entry.at, entry.memberId])).toEqual(
      english.recentActivity.map((entry) => [entry.kind, entry.at, entry.memberId]),
    );
    expect(recentActivity.slice(0, 5).map((entry) => entry.summary)).toEqual([
      'boss@example.com\u00a0: member.suspend',
      'Ada Two a demandé Lagos Light Studio le 2030-01-15 à 10:00',
      'Gbenga a postulé au Programme vérifié',
      'Newest Member a payé 10,00\u00a0GHS',
      'Newest Member a rejoint Creators Archive',
    ]);
    const summaries = recentActivity.map((entry) => entry.summary);
    expect(summaries).toContain('Remboursement de 9\u202f999,00\u00a0NGN à payer@example.com');
    expect(summaries).toContain('Ada Two a rejoint Creators Archive');
    expect(summaries.join('\n')).not.toMatch(/joined|paid|asked for|applied/);
  });

  it('counts today’s members and payments at once, and earlier days’ changes within a minute', async () => {
    const usd = (figures: Overview) =>
      figures.revenueThisMonth.find((total) => total.currency === 'USD')?.amount ?? 0;
    const signupsOn = (figures: Overview, date: string) =>
      figures.daily.find((entry) => entry.date === date)?.signups;
    const before = await overview();
    const current = testApp.clock.now();
    await member('Joined Just Now', current);
    await payment({ status: 'success', currency: 'USD', amount: 300, createdAt: current, paidAt: current });

    const today = await overview();
    expect(today.members.total).toBe(before.members.total + 1);
    expect(usd(today)).toBe(usd(before) + 300);
    expect(today.daily.at(-1)?.signups).toBe((before.daily.at(-1)?.signups ?? 0) + 1);

    const threeDaysAgo = new Date(current.getTime() - 3 * day);
    await member('Counted Within A Minute', threeDaysAgo);
    const withinTheMinute = await overview();
    expect(withinTheMinute.members.total).toBe(today.members.total);
    expect(signupsOn(withinTheMinute, isoDay(threeDaysAgo))).toBe(signupsOn(today, isoDay(threeDaysAgo)));

    testApp.clock.advance(61_000);
    const aMinuteLater = await overview();
    expect(aMinuteLater.members.total).toBe(today.members.total + 1);
    expect(signupsOn(aMinuteLater, isoDay(threeDaysAgo))).toBe(signupsOn(today, isoDay(threeDaysAgo))! + 1);
    expect(usd(aMinuteLater)).toBe(usd(today));
  });

  it('answers 401 to a visitor and 403 to a member', async () => {
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/v1/admin/overview' }),
      401,
      'UNAUTHENTICATED',
    );
    const signedIn = await registerUser(app);
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/v1/admin/overview', headers: bearer(signedIn.access_token) }),
      403,
      'FORBIDDEN',
    );
  });
});
