import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFollowListResponse, ZFollowStateResponse } from '@creators-archive/contract/follows/follow-state';
import { ZGetUserResponse } from '@creators-archive/contract/users/get-user';
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

describe.each(databaseKinds)('following members on %s', (kind) => {
  let testApp: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp(kind);
    adminToken = (await adminWithFactor(testApp)).token;
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
    testApp.app.inject({ method, url, headers: token ? bearer(token) : {} });

  async function follow(token: string, id: string, method: 'POST' | 'DELETE' = 'POST') {
    const response = await call(method, `/v1/users/${id}/follow`, token);
    expect(response.statusCode, response.body).toBe(200);
    return ZFollowStateResponse.parse(response.json()).data;
  }

  async function profile(id: string, token?: string) {
    const response = await call('GET', `/v1/users/${id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return ZGetUserResponse.parse(response.json()).data;
  }

  async function list(id: string, side: 'followers' | 'following', query = '') {
    const response = await call('GET', `/v1/users/${id}/${side}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZFollowListResponse.parse(response.json()).data;
  }

  /** Follows nextCursor to the end; answers the ids in the order they came. */
  async function walk(id: string, side: 'followers' | 'following', limit: number): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(id, side, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(limit);
      seen.push(...page.items.map((card) => card.id));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    return seen;
  }

  async function suspend(id: string, suspended: boolean) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/v1/admin/members/${id}/${suspended ? 'suspend' : 'unsuspend'}`,
      headers: bearer(adminToken),
      payload: { reason: 'Checking that follows leave suspended members out.' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('follows and unfollows, each as often as asked, with the same answer each time', async () => {
    const member = await registerUser(testApp.app);
    const designer = await createDesigner(testApp.database.db, { fullName: 'Amara Okafor' });

    expect(await follow(member.access_token, designer)).toEqual({ following: true, followerCount: 1 });
    expect(await follow(member.access_token, designer)).toEqual({ following: true, followerCount: 1 });
    expect(await follow(member.access_token, designer, 'DELETE')).toEqual({
      following: false,
      followerCount: 0,
    });
    expect(await follow(member.access_token, designer, 'DELETE')).toEqual({
      following: false,
      followerCount: 0,
    });
  });

  it('refuses visitors, oneself, and members who do not exist or are suspended', async () => {
    const member = await registerUser(testApp.app);
    const designer = await createDesigner(testApp.database.db, { fullName: 'Kwame Mensah' });
    for (const method of ['POST', 'DELETE'] as const) {
      expectErrorEnvelope(await call(method, `/v1/users/${designer}/follow`), 401, 'UNAUTHENTICATED');
    }
    const self = await call('POST', `/v1/users/${member.user.id}/follow`, member.access_token);
    expectErrorEnvelope(self, 422, 'CANNOT_FOLLOW_SELF');
    const unknown = await call(
      'POST',
      `/v1/users/00000000-0000-4000-8000-000000000000/follow`,
      member.access_token,
    );
    expectErrorEnvelope(unknown, 404, 'USER_NOT_FOUND');

    await suspend(designer, true);
    expectErrorEnvelope(
      await call('POST', `/v1/users/${designer}/follow`, member.access_token),
      404,
      'USER_NOT_FOUND',
    );
    expectErrorEnvelope(await call('GET', `/v1/users/${designer}/followers`), 404, 'USER_NOT_FOUND');
    await suspend(designer, false);
    expect(await follow(member.access_token, designer)).toEqual({ following: true, followerCount: 1 });
  });

  it('shows the counts on the profile, and followedByMe to the signed-in follower only', async () => {
    const designer = await registerUser(testApp.app);
    const first = await registerUser(testApp.app);
    const second = await registerUser(testApp.app);
    const followed = await createDesigner(testApp.database.db, { fullName: 'Ngozi Eze' });
    await follow(first.access_token, designer.user.id);
    await follow(second.access_token, designer.user.id);
    await follow(designer.access_token, followed);

    expect(await profile(designer.user.id)).toMatchObject({
      followerCount: 2,
      followingCount: 1,
      followedByMe: false,
    });
    expect((await profile(designer.user.id, first.access_token)).followedByMe).toBe(true);
    const stranger = await registerUser(testApp.app);
    expect((await profile(designer.user.id, stranger.access_token)).followedByMe).toBe(false);
    expect(await profile(designer.user.id)).not.toHaveProperty('email');
  });

  it('leaves suspended members out of counts and lists, and back in when it is lifted', async () => {
    const designer = await createDesigner(testApp.database.db, { fullName: 'Tunde Bakare' });
    const staying = await registerUser(testApp.app, { fullName: 'Staying Follower' });
    const leaving = await registerUser(testApp.app, { fullName: 'Suspended Follower' });
    await follow(staying.access_token, designer);
    await follow(leaving.access_token, designer);
    expect((await profile(designer)).followerCount).toBe(2);

    await suspend(leaving.user.id, true);
    expect((await profile(designer)).followerCount).toBe(1);
    expect((await list(designer, 'followers')).items.map((card) => card.id)).toEqual([staying.user.id]);

    // Following someone who is then suspended: they leave the list and the count, not the table.
    const other = await createDesigner(testApp.database.db, { fullName: 'Later Suspended' });
    await follow(staying.access_token, other);
    expect((await profile(staying.user.id)).followingCount).toBe(2);
    await suspend(other, true);
    expect((await profile(staying.user.id)).followingCount).toBe(1);
    expect((await list(staying.user.id, 'following')).items.map((card) => card.id)).toEqual([designer]);

    await suspend(leaving.user.id, false);
    await suspend(other, false);
    expect((await profile(designer)).followerCount).toBe(2);
    expect((await profile(staying.user.id)).followingCount).toBe(2);
  });

  it('lists followers and following newest first, as public cards, in pages without gaps or repeats', async () => {
    const designer = await createDesigner(testApp.database.db, {
      fullName: 'Busola Adeyemi',
      city: 'Lagos',
      country: 'NG',
      disciplines: ['Illustration'],
      verified: true,
    });
    const followers: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const member = await registerUser(testApp.app);
      await follow(member.access_token, designer);
      followers.unshift(member.user.id);
    }
    const all = await list(designer, 'followers', '?limit=50');
    expect(all.items.map((card) => card.id)).toEqual(followers);
    expect(Object.keys(all.items[0]!).sort()).toEqual(
      ['city', 'country', 'disciplines', 'fullName', 'id', 'profilePicture', 'verified'].sort(),
    );
    for (const limit of [1, 2, 3]) expect(await walk(designer, 'followers', limit)).toEqual(followers);

    const follower = await registerUser(testApp.app);
    await follow(follower.access_token, designer);
    const [card] = (await list(follower.user.id, 'following')).items;
    expect(card).toEqual({
      id: designer,
      fullName: 'Busola Adeyemi',
      profilePicture: null,
      city: 'Lagos',
      country: 'NG',
      disciplines: ['Illustration'],
      verified: true,
    });
  });

  it('refuses a cursor it did not make', async () => {
    const designer = await createDesigner(testApp.database.db, { fullName: 'Cursor Check' });
    const response = await call('GET', `/v1/users/${designer}/followers?cursor=not-a-cursor`);
    expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
  });
});
