import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import type { MfaFactor } from '@creators-archive/contract/auth/find-mfa-factors';
import { mfaFactors } from '../src/db/schema';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { signedIn } from './membership-helpers';

const MINUTE = 60_000;

type Enrolled = { id: string; totp: { secret: string } };

/** Only verified factors complete the second step; an unverified one lapses 15 minutes after it was started. */
describe.each(databaseKinds)('unverified second factors on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, token: string, payload: object = {}) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const codeFor = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: testApp.clock.now().getTime() });

  async function enroll(token: string): Promise<Enrolled> {
    const response = await post('/v1/auth/mfa/factors', token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Enrolled;
  }
  const challenge = (token: string, factorId: string) =>
    post(`/v1/auth/mfa/factors/${factorId}/challenge`, token);
  const verify = (token: string, factorId: string, challengeId: string, code: string) =>
    post(`/v1/auth/mfa/factors/${factorId}/verify`, token, { challengeId, code });
  async function pass(token: string, factor: Enrolled): Promise<Session> {
    const started = await challenge(token, factor.id);
    expect(started.statusCode, started.body).toBe(200);
    const verified = await verify(token, factor.id, started.json().data.id, codeFor(factor.totp.secret));
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json().data as Session;
  }
  const listed = async (token: string) =>
    (await testApp.app.inject({ method: 'GET', url: '/v1/auth/mfa/factors', headers: bearer(token) })).json()
      .data.items as MfaFactor[];

  /**
   * Someone with the password starts a factor of their own and leaves it unverified (keeping a
   * challenge of it too); the owner then sets up and verifies theirs.
   */
  async function accountWithPlantedFactor() {
    const member = await registerUser(testApp.app);
    const planted = await enroll(member.access_token);
    const keptChallenge = (await challenge(member.access_token, planted.id)).json().data.id as string;
    const owner = await signedIn(testApp.app, member.user.email, member.password);
    const ownFactor = await enroll(owner.access_token);
    const ownerAal2 = await pass(owner.access_token, ownFactor);
    testApp.clock.advance(30_000);
    return { member, planted, keptChallenge, ownFactor, ownerAal2 };
  }

  it('an unverified factor does not complete the second step at sign-in once the account has a verified one', async () => {
    const { member, planted, keptChallenge } = await accountWithPlantedFactor();
    const pending = await signedIn(testApp.app, member.user.email, member.password);
    expect(pending.mfa_required).toBe(true);

    expectErrorEnvelope(await challenge(pending.access_token, planted.id), 403, 'MFA_REQUIRED');
    expectErrorEnvelope(
      await verify(pending.access_token, planted.id, keptChallenge, codeFor(planted.totp.secret)),
      403,
      'MFA_REQUIRED',
    );
    // Nor from the sign-in that started it, now that the account has a verified factor.
    expectErrorEnvelope(
      await verify(member.access_token, planted.id, keptChallenge, codeFor(planted.totp.secret)),
      403,
      'MFA_REQUIRED',
    );
    const [row] = await testApp.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, planted.id));
    expect(row?.status).toBe('unverified');
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(pending.access_token) }),
      403,
      'MFA_REQUIRED',
    );
  });

  it('the owner sees an unverified factor with the time it lapses, and removes it from an aal2 sign-in', async () => {
    const { planted, ownFactor, ownerAal2 } = await accountWithPlantedFactor();
    const factors = await listed(ownerAal2.access_token);
    const [row] = await testApp.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, planted.id));
    expect(factors).toEqual([
      expect.objectContaining({
        id: planted.id,
        status: 'unverified',
        expiresAt: new Date(row!.createdAt.getTime() + 15 * MINUTE).toISOString(),
      }),
      expect.objectContaining({ id: ownFactor.id, status: 'verified', expiresAt: null }),
    ]);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/v1/auth/mfa/factors/${planted.id}`,
      headers: bearer(ownerAal2.access_token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await listed(ownerAal2.access_token)).map((factor) => factor.id)).toEqual([ownFactor.id]);
  });

  it('an unverified factor lapses 15 minutes after its enrolment started, and is removed', async () => {
    const member = await registerUser(testApp.app);
    const inTime = await enroll(member.access_token);
    testApp.clock.advance(14 * MINUTE);
    const session = await pass(member.access_token, inTime);
    expect(session.aal).toBe('aal2');

    const other = await registerUser(testApp.app);
    const lapsed = await enroll(other.access_token);
    const started = (await challenge(other.access_token, lapsed.id)).json().data.id as string;
    testApp.clock.advance(15 * MINUTE);
    // The access token has lapsed too by now: the sign-in goes on with a refreshed one.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refreshToken: other.refresh_token },
    });
    const token = refreshed.json().data.accessToken as string;
    expectErrorEnvelope(
      await verify(token, lapsed.id, started, codeFor(lapsed.totp.secret)),
      404,
      'MFA_FACTOR_NOT_FOUND',
    );
    expectErrorEnvelope(await challenge(token, lapsed.id), 404, 'MFA_FACTOR_NOT_FOUND');
    expect(await listed(token)).toEqual([]);
    expect(await testApp.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, lapsed.id))).toEqual(
      [],
    );
  });
});
