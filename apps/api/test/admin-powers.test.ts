import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems, users } from '../src/db/schema';
import { adminWithFactor, adminWithoutFactor, type TestAdmin } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

/**
 * An admin acts as one, on admin routes and on member routes alike, only from a sign-in that
 * passed a second factor, and only while the database still has them as an admin in good standing.
 */
describe.each(databaseKinds)('admin powers on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A member with a phone number and one item of work. */
  async function memberWithWork() {
    const member = await registerUser(testApp.app, { phone: '+234 801 234 5678' });
    const [item] = await testApp.database.db
      .insert(portfolioItems)
      .values({
        userId: member.user.id,
        width: 320,
        height: 240,
        originalKey: `originals/${randomUUID()}`,
        variants: [],
      })
      .returning({ id: portfolioItems.id });
    return { member, itemId: item!.id };
  }

  const call = (admin: TestAdmin, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({ method, url, payload, headers: bearer(admin.token) });

  /** What the admin may do to the member's work and read of their contact details, as status codes and fields. */
  async function powersOf(admin: TestAdmin) {
    const { member, itemId } = await memberWithWork();
    const profile = (await call(admin, 'GET', `/v1/users/${member.user.id}`)).json().data;
    return {
      seesContact: { email: profile.email, phone: profile.phone },
      edits: (await call(admin, 'PATCH', `/v1/portfolio/${itemId}`, { title: 'Renamed by an admin' }))
        .statusCode,
      deletes: (await call(admin, 'DELETE', `/v1/portfolio/${itemId}`)).statusCode,
      member,
    };
  }

  it('an admin at aal2 edits and deletes a member’s work and reads their e-mail and phone', async () => {
    const powers = await powersOf(await adminWithFactor(testApp));
    expect(powers).toMatchObject({
      seesContact: { email: powers.member.user.email, phone: powers.member.user.phone },
      edits: 200,
      deletes: 200,
    });
  });

  it('an admin without a second factor (aal1) gets no admin powers on member routes', async () => {
    const admin = await adminWithoutFactor(testApp);
    const powers = await powersOf(admin);
    expect(powers).toMatchObject({
      seesContact: { email: undefined, phone: undefined },
      edits: 403,
      deletes: 403,
    });
  });

  it('an admin without a second factor does not see a suspended member nor their work', async () => {
    const admin = await adminWithoutFactor(testApp);
    const { member, itemId } = await memberWithWork();
    await testApp.database.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, member.user.id));
    expectErrorEnvelope(await call(admin, 'GET', `/v1/users/${member.user.id}`), 404, 'USER_NOT_FOUND');
    expectErrorEnvelope(await call(admin, 'GET', `/v1/portfolio/${itemId}`), 404, 'PORTFOLIO_ITEM_NOT_FOUND');
    const aal2 = await adminWithFactor(testApp);
    expect((await call(aal2, 'GET', `/v1/users/${member.user.id}`)).statusCode).toBe(200);
    expect((await call(aal2, 'GET', `/v1/portfolio/${itemId}`)).statusCode).toBe(200);
  });

  it('an admin demoted in the database loses admin powers on the next request with the same access token', async () => {
    const admin = await adminWithFactor(testApp);
    expect((await call(admin, 'GET', '/v1/admin/overview')).statusCode).toBe(200);
    await testApp.database.db.update(users).set({ role: 'member' }).where(eq(users.id, admin.id));

    expectErrorEnvelope(await call(admin, 'GET', '/v1/admin/overview'), 403, 'FORBIDDEN');
    const powers = await powersOf(admin);
    expect(powers).toMatchObject({
      seesContact: { email: undefined, phone: undefined },
      edits: 403,
      deletes: 403,
    });
  });

  it('an admin suspended in the database loses admin powers on the next request with the same access token', async () => {
    const admin = await adminWithFactor(testApp);
    const { member, itemId } = await memberWithWork();
    await testApp.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, admin.id));

    expectErrorEnvelope(await call(admin, 'GET', '/v1/admin/overview'), 403, 'ACCOUNT_SUSPENDED');
    expectErrorEnvelope(
      await call(admin, 'PATCH', `/v1/portfolio/${itemId}`, { title: 'Renamed' }),
      403,
      'ACCOUNT_SUSPENDED',
    );
    // On a public route a suspended admin is just another visitor.
    const profile = (await call(admin, 'GET', `/v1/users/${member.user.id}`)).json().data;
    expect(profile.email).toBeUndefined();
    expect(profile.phone).toBeUndefined();
  });
});
