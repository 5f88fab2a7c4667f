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
