import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import { users } from '../src/db/schema';
import { adminWithFactor } from './admin-helpers';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { buildWebDist } from './web-build';

describe.each(databaseKinds)('a suspended member on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let app: FastifyInstance;
  let adminToken: string;
  beforeAll(async () => {
    // The pages' heads come from the web app's server build.
    distDir = buildWebDist();
    testApp = await buildTestApp(kind, { WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://archive.example' });
    app = testApp.app;
    adminToken = (await adminWithFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  /** What the admin screens will do: the rule is enforced from the column alone. */
  const setSuspended = (userId: string, suspended: boolean) =>
    testApp.database.db
      .update(users)
      .set({ suspendedAt: suspended ? testApp.clock.now() : null })
      .where(eq(users.id, userId));
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  function signIn(email: string, password: string) {
    return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  }

  /** A member with one ready item, signed in through the API. */
  async function designerWithWork(fullName: string) {
    const member = await registerUser(app, { fullName });
    const itemOwner = await createDesigner(testApp.database.db, { fullName: `${fullName} (work)` });
    const [item] = (await get(`/v1/portfolio?userId=${itemOwner}`)).json().data.items as { id: string }[];
    return { member, itemOwner, itemId: item!.id };
  }

  it('cannot sign in: the right password answers 403 ACCOUNT_SUSPENDED, a wrong one 401 as always', async () => {
    const member = await registerUser(app);
    await setSuspended(member.user.id, true);
    expectErrorEnvelope(await signIn(member.user.email, member.password), 403, 'ACCOUNT_SUSPENDED');
    expectErrorEnvelope(await signIn(member.user.email, 'not the password'), 401, 'INVALID_CREDENTIALS');

    await setSuspended(member.user.id, false);
    expect((await signIn(member.user.email, member.password)).statusCode).toBe(200);
  });

  it('loses every open session at once: signed-in routes and refresh answer 403', async () => {
    const { member, itemId } = await designerWithWork('Chidi Okeke');
    const laptop = (await signIn(member.user.email, member.password)).json().data as Session;
    await setSuspended(member.user.id, true);

    for (const session of [member, laptop]) {
      expectErrorEnvelope(await get('/v1/users/me', session.access_token), 403, 'ACCOUNT_SUSPENDED');
      expectErrorEnvelope(
        await app.inject({
          method: 'POST',
          url: `/v1/portfolio/${itemId}/like`,
          headers: bearer(session.access_token),
        }),
        403,
        'ACCOUNT_SUSPENDED',
      );
    }
    expectErrorEnvelope(
      await app.inject({
        method: 'POST',
        url: '/v1/auth/refresh',
        payload: { refreshToken: laptop.refresh_token },
      }),
      403,
      'ACCOUNT_SUSPENDED',
    );
    // Public pages still answer, as they would any visitor.
    expect((await get(`/v1/portfolio/${itemId}`, member.access_token)).statusCode).toBe(200);

    await setSuspended(member.user.id, false);
    expect((await get('/v1/users/me', member.access_token)).statusCode).toBe(200);
  });

  it('has a profile, portfolio and items that answer as if they did not exist, except to admins', async () => {
    const designerId = await createDesigner(testApp.database.db, {
      fullName: 'Hidden Designer',
      items: [{ title: 'Hidden poster', isCover: true }, { title: 'Hidden book' }],
    });
    const [item] = (await get(`/v1/portfolio?userId=${designerId}`)).json().data.items as { id: string }[];
    const visitor = await registerUser(app);
    await setSuspended(designerId, true);

    expectErrorEnvelope(await get(`/v1/users/${designerId}`), 404, 'USER_NOT_FOUND');
    expectErrorEnvelope(await get(`/v1/users/${designerId}`, visitor.access_token), 404, 'USER_NOT_FOUND');
    expect((await get(`/v1/portfolio?userId=${designerId}`)).json().data).toMatchObject({
      items: [],
      pagination: { total: 0 },
    });
    const everything = (await get('/v1/portfolio?limit=50')).json().data.items as { title: string | null }[];
    expect(everything.map((entry) => entry.title)).not.toContain('Hidden poster');
    expectErrorEnvelope(await get(`/v1/portfolio/${item!.id}`), 404, 'PORTFOLIO_ITEM_NOT_FOUND');
    expectErrorEnvelope(
      await app.inject({
        method: 'POST',
        url: `/v1/portfolio/${item!.id}/like`,
        headers: bearer(visitor.access_token),
      }),
      404,
      'PORTFOLIO_ITEM_NOT_FOUND',
    );

    expect((await get(`/v1/users/${designerId}`, adminToken)).statusCode).toBe(200);
    expect((await get(`/v1/portfolio/${item!.id}`, adminToken)).statusCode).toBe(200);
    expect((await get(`/v1/portfolio?userId=${designerId}`, adminToken)).json().data.items).toHaveLength(2);

    await setSuspended(designerId, false);
    expect((await get(`/v1/users/${designerId}`)).statusCode).toBe(200);
    expect((await get(`/v1/portfolio?userId=${designerId}`)).json().data.items).toHaveLength(2);
  });

  it('leaves the directory, the page meta and the sitemap, and comes back when the suspension ends', async () => {
    const designerId = await createDesigner(testApp.database.db, {
      fullName: 'Makeda Haile',
      items: [{ title: 'Coffee labels', isCover: true }],
    });
    const listed = async () =>
      ((await get('/v1/designers?q=makeda')).json().data.items as { id: string }[]).map((card) => card.id);
    const page = async () => (await get(`/designers/${designerId}`)).body;
    const sitemap = async () => (await get('/sitemap.xml')).body;
    expect(await listed()).toEqual([designerId]);
    expect(await page()).toContain('<title>Makeda Haile — Creators Archive</title>');
    expect(await sitemap()).toContain(`/designers/${designerId}</loc>`);

    await setSuspended(designerId, true);
    expect(await listed()).toEqual([]);
    const hidden = await page();
    expect(hidden).not.toContain('Makeda Haile');
    expect(hidden).not.toContain('Coffee labels');
    expect(hidden).not.toContain('application/ld+json');
    expect(await sitemap()).not.toContain(designerId);

    await setSuspended(designerId, false);
    expect(await listed()).toEqual([designerId]);
    expect(await page()).toContain('<title>Makeda Haile — Creators Archive</title>');
  });
});
