import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, User } from '@creators-archive/contract';
import type { AdminMemberSummary } from '@creators-archive/contract/admin/find-members';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { adminWithFactor, type TestAdmin } from './admin-helpers';
import { bearer, buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { payInSandbox, seedPlans, signedIn, startCheckout, verify } from './membership-helpers';

describe.each(databaseKinds)('the membership a profile shows on %s', (kind) => {
  let testApp: TestApp;
  let monthly: Plan;
  let admin: TestAdmin;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    ({ monthly } = await seedPlans(testApp.app));
    admin = await adminWithFactor(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function read<T>(token: string, url: string): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  }

  it('is the subscription’s own: after a plan is renamed, every answer about the member shows the new name', async () => {
    const { app } = testApp;
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: member.access_token });

    const name = `${monthly.name} Plus`;
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/v1/admin/plans/${monthly.id}`,
      headers: bearer(admin.token),
      payload: { name },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const subscription = await read<MySubscription>(member.access_token, '/v1/subscriptions/me');
    expect(subscription).toMatchObject({ status: 'active', plan: { name } });
    const me = await read<User>(member.access_token, '/v1/users/me');
    expect(me).toMatchObject({ subscriptionStatus: subscription.status, subscriptionPlan: name });

    const session = await signedIn(app, member.user.email, member.password);
    expect(session.user).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: name });
    const page = await read<AdminMember>(admin.token, `/v1/admin/members/${member.user.id}`);
    expect(page.profile).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: name });
    const list = await read<{ items: AdminMemberSummary[] }>(
      admin.token,
      `/v1/admin/members?subscription=active&q=${encodeURIComponent(member.user.email)}`,
    );
    expect(list.items).toEqual([
      expect.objectContaining({ id: member.user.id, subscriptionStatus: 'active', subscriptionPlan: name }),
    ]);
  });

  /**
   * What the member, the member's profile and the admin's member page say of the membership, side
   * by side: each reads the subscription itself, so they cannot disagree.
   */
  async function answersAbout(member: { userId: string; token: string }) {
    const subscription = await read<MySubscription | null>(member.token, '/v1/subscriptions/me');
    const me = await read<User>(member.token, '/v1/users/me');
    const page = await read<AdminMember>(admin.token, `/v1/admin/members/${member.userId}`);
    return { subscription, me, page };
  }

  async function expectAgreement(
    member: { userId: string; token: string },
    expected: { status: MySubscription['status']; planName: string; amount: number; autoRenew: boolean },
  ) {
    const { subscription, me, page } = await answersAbout(member);
    expect(subscription).toMatchObject({
      status: expected.status,
      plan: { name: expected.planName },
      amount: expected.amount,
      auto_renew: expected.autoRenew,
    });
    expect(page.subscription).toEqual(subscription);
    for (const profile of [me, page.profile]) {
      expect(profile).toMatchObject({
        subscriptionStatus: expected.status,
        subscriptionPlan: expected.planName,
      });
    }
  }

  it('agrees on /users/me, /subscriptions/me and the admin member page through rename, reprice, cancel, expiry and comp', async () => {
    const { app } = testApp;
    const { plan } = await newPlan();
    const registered = await registerUser(app);
    const member = { userId: registered.user.id, token: registered.access_token };
    const started = await startCheckout(app, member.token, { planId: plan.id, currency: 'NGN' });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: member.token });
    await expectAgreement(member, {
      status: 'active',
      planName: plan.name,
      amount: 500_000,
      autoRenew: true,
    });

    const renamed = `${plan.name} Renamed`;
    await changePlan(plan.id, { name: renamed });
    await expectAgreement(member, { status: 'active', planName: renamed, amount: 500_000, autoRenew: true });

    await changePlan(plan.id, { prices: [{ currency: 'NGN', amount: 650_000 }] });
    await expectAgreement(member, { status: 'active', planName: renamed, amount: 650_000, autoRenew: true });

    const cancelled = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions/cancel',
      headers: bearer(member.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectAgreement(member, {
      status: 'cancelled',
      planName: renamed,
      amount: 650_000,
      autoRenew: false,
    });

    const { subscription } = await answersAbout(member);
    await app.services.renewals.runPass(new Date(Date.parse(subscription!.current_period_end) + 60_000));
    await expectAgreement(member, {
      status: 'expired',
      planName: renamed,
      amount: 650_000,
      autoRenew: false,
    });

    const comped = await app.inject({
      method: 'POST',
      url: `/v1/admin/members/${member.userId}/subscription/comp`,
      headers: bearer(admin.token),
      payload: { planId: plan.id, days: 30, reason: 'Judged the spring portfolio review' },
    });
    expect(comped.statusCode, comped.body).toBe(200);
    await expectAgreement(member, { status: 'active', planName: renamed, amount: 650_000, autoRenew: false });
  });

  /** A plan of this test's own, sold in naira, so changing it touches no other test's members. */
  async function newPlan(): Promise<{ plan: Plan }> {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/v1/admin/plans',
      headers: bearer(admin.token),
      payload: {
        code: 'agreement',
        name: 'Agreement',
        description: 'A plan whose every change the member and the console must agree on.',
        interval: 'month',
        prices: [{ currency: 'NGN', amount: 500_000 }],
        features: ['Everything the monthly plan has'],
        position: 9,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { plan: created.json().data as Plan };
  }

  async function changePlan(id: string, changes: object) {
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/v1/admin/plans/${id}`,
      headers: bearer(admin.token),
      payload: changes,
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  it('shows no membership for a member who never subscribed, and lists them as such', async () => {
    const member = await registerUser(testApp.app);
    expect(await read<User>(member.access_token, '/v1/users/me')).toMatchObject({
      subscriptionStatus: null,
      subscriptionPlan: null,
    });
    const list = await read<{ items: AdminMemberSummary[] }>(
      admin.token,
      `/v1/admin/members?subscription=none&q=${encodeURIComponent(member.user.email)}`,
    );
    expect(list.items.map((item) => item.id)).toEqual([member.user.id]);
  });
});
