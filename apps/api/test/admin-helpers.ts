import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Session } from '@creators-archive/contract';
import { bearer, type TestApp } from './helpers';
import { signedIn } from './membership-helpers';

/** The password every admin made by these helpers signs in with. */
export const ADMIN_PASSWORD = 'a long admin passphrase';

/** An admin as these helpers hand them back: the access token, account id and e-mail. */
export type TestAdmin = { token: string; id: string; email: string };

/**
 * A new admin (made by `ensureAdmin`, as a deploy makes one) signed in with their password only:
 * an aal1 token, which the admin routes refuse until a second factor is enrolled and passed.
 */
export async function adminWithoutFactor(testApp: TestApp): Promise<TestAdmin> {
  const email = `admin-${randomUUID()}@example.com`;
  await testApp.app.services.adminAccount.ensure({ email, password: ADMIN_PASSWORD });
  const session = await signedIn(testApp.app, email, ADMIN_PASSWORD);
  return { token: session.access_token, id: session.user.id, email };
}

/**
 * Challenges a TOTP factor and answers with its code at the test app's fake clock, on the session
 * of `token`: the aal2 access token that comes back.
 */
export async function passFactor(
  testApp: TestApp,
  token: string,
  factorId: string,
  secret: string,
): Promise<string> {
  const { app, clock } = testApp;
  const url = `/v1/auth/mfa/factors/${factorId}`;
  const challenge = await app.inject({ method: 'POST', url: `${url}/challenge`, headers: bearer(token) });
  expect(challenge.statusCode, challenge.body).toBe(200);
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now().getTime() });
  const verified = await app.inject({
    method: 'POST',
    url: `${url}/verify`,
    headers: bearer(token),
    payload: { challengeId: challenge.json().data.id, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return (verified.json().data as Session).access_token;
}

/**
 * A new admin signed in with a second factor, as every admin route needs: made by `ensureAdmin`,
 * signed in with `ADMIN_PASSWORD`, a TOTP factor enrolled (POST /v1/auth/mfa/factors), then
 * challenged and verified with a code at the test app's fake clock. Hands back the aal2 access
 * token, the admin's id and e-mail, and the factor's id and secret, so a test can sign in again
 * later and pass the factor with `passFactor`.
 */
export async function adminWithFactor(
  testApp: TestApp,
): Promise<TestAdmin & { factorId: string; secret: string }> {
  const admin = await adminWithoutFactor(testApp);
  const enrolled = await testApp.app.inject({
    method: 'POST',
    url: '/v1/auth/mfa/factors',
    headers: bearer(admin.token),
    payload: {},
  });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const factor = enrolled.json().data as { id: string; totp: { secret: string } };
  const token = await passFactor(testApp, admin.token, factor.id, factor.totp.secret);
  return { ...admin, token, factorId: factor.id, secret: factor.totp.secret };
}
