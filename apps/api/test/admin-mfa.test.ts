import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

/** An admin-only call, as the admin routes will declare theirs. */
const ADMIN_ROUTE = '/v1/test/admin-only';
const ADMIN_PASSWORD = 'a long admin passphrase';

describe.each(databaseKinds)('admins without a second factor on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp(
      kind,
      {},
      {
        routes: (instance) =>
          instance.get(ADMIN_ROUTE, { config: { auth: 'admin' } }, async () => ({
            success: true,
            data: { admin: true },
          })),
      },
    );
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload: object | undefined, token: string) =>
    app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const adminCall = (token: string) =>
    app.inject({ method: 'GET', url: ADMIN_ROUTE, headers: bearer(token) });
  const signIn = async (email: string, password: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Session;
  };
  const codeFor = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: testApp.clock.now().getTime() });

  it('are asked to enrol, refused admin calls until they have, and let in with a verified factor', async () => {
    const email = `admin-${crypto.randomUUID()}@example.com`;
    await app.services.adminAccount.ensure({ email, password: ADMIN_PASSWORD });
    const session = await signIn(email, ADMIN_PASSWORD);
    expect(session).toMatchObject({ aal: 'aal1', mfa_required: false, mfa_enrollment_required: true });
    expectErrorEnvelope(await adminCall(session.access_token), 403, 'MFA_ENROLLMENT_REQUIRED');

    // The enrolment calls stay open to them.
    const enrolled = await post('/v1/auth/mfa/factors', {}, session.access_token);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const factor = enrolled.json().data as { id: string; totp: { secret: string } };
    const challenge = await post(
      `/v1/auth/mfa/factors/${factor.id}/challenge`,
      undefined,
      session.access_token,
    );
    expect(challenge.statusCode).toBe(200);
    const verified = await post(
      `/v1/auth/mfa/factors/${factor.id}/verify`,
      { challengeId: challenge.json().data.id, code: codeFor(factor.totp.secret) },
      session.access_token,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const strong = verified.json().data as Session;
    expect(strong).toMatchObject({ aal: 'aal2', mfa_enrollment_required: false });
    expect((await adminCall(strong.access_token)).json()).toEqual({ success: true, data: { admin: true } });

    // Their next sign-in owes the code instead.
    expect(await signIn(email, ADMIN_PASSWORD)).toMatchObject({
      mfa_required: true,
      mfa_enrollment_required: false,
    });
  });

  it('members are never asked to enrol and are refused admin calls as before', async () => {
    const member = await registerUser(app);
    expect(member.mfa_enrollment_required).toBe(false);
    const session = await signIn(member.user.email, member.password);
    expect(session.mfa_enrollment_required).toBe(false);
    expectErrorEnvelope(await adminCall(session.access_token), 403, 'FORBIDDEN');
  });
});
