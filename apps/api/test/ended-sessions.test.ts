import type { FastifyInstance } from 'fastify';
import {
  SignJWT,
  decodeJwt,
  decodeProtectedHeader,
  exportPKCS8,
  generateKeyPair,
  type CryptoKey,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import { createDesigner } from './factories';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

describe.each(databaseKinds)('tokens of ended sign-ins and deleted accounts on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let signingKey: CryptoKey;
  let itemId: string;
  beforeAll(async () => {
    const keys = await generateKeyPair('ES256', { extractable: true });
    signingKey = keys.privateKey;
    testApp = await buildTestApp(kind, { JWT_PRIVATE_KEY: await exportPKCS8(keys.privateKey) });
    app = testApp.app;
    const designerId = await createDesigner(testApp.database.db, { fullName: 'Amara Obi' });
    const page = await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${designerId}` });
    itemId = page.json().data.items[0].id as string;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const like = (token: string) => request('POST', `/v1/portfolio/${itemId}/like`, token);
  const getMe = (token: string) => request('GET', '/v1/users/me', token);

  it('a deleted account’s token, still within its 15 minutes, answers 401 where it used to fail inside', async () => {
    const member = await registerUser(app);
    expect((await like(member.access_token)).statusCode).toBe(200);
    const deleted = await request('DELETE', '/v1/users/me', member.access_token, {
      password: member.password,
    });
    expect(deleted.statusCode).toBe(200);

    expectErrorEnvelope(await like(member.access_token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await getMe(member.access_token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(
      await request('PATCH', '/v1/users/me', member.access_token, { fullName: 'Ghost' }),
      401,
      'UNAUTHENTICATED',
    );
    expectErrorEnvelope(
      await request('GET', `/v1/portfolio/${itemId}`, member.access_token),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('signing out stops that sign-in’s access token at once, and no other', async () => {
    const member = await registerUser(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: member.user.email, password: member.password },
    });
    const other = signIn.json().data as Session;

    expect((await request('POST', '/v1/auth/logout', member.access_token)).statusCode).toBe(200);
    expectErrorEnvelope(await getMe(member.access_token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await like(member.access_token), 401, 'UNAUTHENTICATED');
    expect((await getMe(other.access_token)).statusCode).toBe(200);
  });

  it('a sign-in ended from another device, or by a password change, stops its access token at once', async () => {
    const member = await registerUser(app);
    const signInAgain = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: member.user.email, password: member.password },
        })
      ).json().data as Session;
    const laptop = await signInAgain();
    const laptopSessionId = decodeJwt(laptop.access_token).sid as string;
    expect(
      (await request('DELETE', `/v1/auth/sessions/${laptopSessionId}`, member.access_token)).statusCode,
    ).toBe(200);
    expectErrorEnvelope(await getMe(laptop.access_token), 401, 'UNAUTHENTICATED');

    const phone = await signInAgain();
    const changed = await request('POST', '/v1/users/me/password', member.access_token, {
      currentPassword: member.password,
      newPassword: 'a fresh passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expectErrorEnvelope(await getMe(phone.access_token), 401, 'UNAUTHENTICATED');
    expect((await getMe(member.access_token)).statusCode).toBe(200);
  });

  describe('a correctly signed token whose ids are not UUIDs', () => {
    async function signedWith(claims: { sub?: string; sid?: string }) {
      const genuine = await registerUser(app);
      const header = decodeProtectedHeader(genuine.access_token);
      return new SignJWT({ ...decodeJwt(genuine.access_token), ...claims })
        .setProtectedHeader({ alg: 'ES256', kid: header.kid })
        .sign(signingKey);
    }

    it.each([
      ['sub', { sub: 'not-a-uuid' }],
      ['sid', { sid: "1' or '1'='1" }],
      ['sub and sid', { sub: '12345', sid: 'x'.repeat(300) }],
    ])('in %s answers 401, not a database error', async (_name, claims) => {
      const token = await signedWith(claims);
      expectErrorEnvelope(await getMe(token), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(await like(token), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(await request('GET', '/v1/portfolio?page=1', token), 401, 'UNAUTHENTICATED');
    });
  });
});
