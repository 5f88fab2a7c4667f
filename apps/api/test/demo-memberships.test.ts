import { ErrorReason } from '@creators-archive/contract';
import { ZSignInResponse } from '@creators-archive/contract/auth/sign-in';
import { ZGetMySubscriptionResponse } from '@creators-archive/contract/subscriptions/get-my-subscription';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../src/db/schema';
import { seedDemo, type DemoSeed } from '../src/demo/demo';
import { AppError } from '../src/lib/app-error';
import { bearer, buildTestApp, databaseKinds, testPasswords, type TestApp } from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('demo memberships on %s', (kind) => {
  let testApp: TestApp;
  let seeded: DemoSeed;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    const result = await seedDemo(testApp.app.services, {
      dataDir: testApp.dataDir,
      hashPassword: (password) => testPasswords().hash(password),
    });
    if (!result) throw new Error('The demo seed added nothing to an empty database');
    seeded = result;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('a verified demo designer signs in holding a year of Creator Annual that does not renew', async () => {
    const { app, clock } = testApp;
    const { memberEmail, password } = seeded.credentials;
    const signedIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: memberEmail, password },
    });
    expect(signedIn.statusCode).toBe(200);
    const { access_token: accessToken, user } = ZSignInResponse.parse(signedIn.json()).data;
    expect(user).toMatchObject({
      verified: true,
      subscriptionStatus: 'active',
      subscriptionPlan: 'Creator Annual',
    });

    const response = await app.inject({
      method: 'GET',
      url: '/v1/subscriptions/me',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const mine = ZGetMySubscriptionResponse.parse(response.json()).data;
    expect(mine).toMatchObject({
      status: 'active',
      plan: { code: 'creator-annual', name: 'Creator Annual' },
      auto_renew: false,
      renews_with: null,
      cancelled_at: null,
    });
    const start = new Date(mine?.current_period_start ?? '');
    expect(start.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(new Date(mine?.current_period_end ?? '').getTime() - start.getTime()).toBe(365 * DAY_MS);
  });

  it('only the verified designers hold a membership, each priced in their country’s currency', async () => {
    const rows = await testApp.database.db.select().from(subscriptions);
    const verified = seeded.designers.filter((designer) => designer.verified);
    expect(verified.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(verified.map((designer) => designer.id)));

    const currencyOf = (country: string | null) =>
      rows.find((row) => row.userId === verified.find((designer) => designer.country === country)?.id)
        ?.currency;
    expect(currencyOf('Nigeria')).toBe('NGN');
    expect(currencyOf('Ghana')).toBe('GHS');
    expect(currencyOf('Kenya')).toBe('KES');
  });

  it('gives no membership to anyone when one of the members already holds one', async () => {
    const [holder] = seeded.designers.filter((designer) => designer.verified);
    const [without] = seeded.designers.filter((designer) => !designer.verified);
    if (!holder || !without) throw new Error('The demo has verified and unverified designers');
    const [plan] = await testApp.app.services.plans.list();
    if (!plan) throw new Error('The demo has plans');

    const refused = await testApp.app.services.subscriptions
      .giveComplimentary({ userIds: [without.id, holder.id], planId: plan.id, days: 30 })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, reason: ErrorReason.subscriptionStateConflict });

    const rows = await testApp.database.db.select().from(subscriptions);
    expect(rows.some((row) => row.userId === without.id)).toBe(false);
  });
});
