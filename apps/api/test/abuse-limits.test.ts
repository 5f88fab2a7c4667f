import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelaySeconds } from '../src/modules/auth/abuse-limits';
import { Secret, TOTP } from 'otpauth';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { freePort } from '@creators-archive/test-support/free-port';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = await redisAvailable();

/** The address the attacks in these tests come from. */
const attacker = '198.51.100.66';

function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '127.0.0.1',
  deviceToken?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password, ...(deviceToken ? { deviceToken } : {}) },
    remoteAddress: ip,
  });
}

describe.each(databaseKinds)('abuse limits on %s', (kind) => {
  describe('per IP address', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, { RATE_LIMIT_AUTH_MAX: '3' });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const endpoints: [string, (index: number) => unknown][] = [
      ['/v1/auth/login', (index) => ({ email: `ip-${index}@example.com`, password: 'wrong password' })],
      [
        '/v1/users/register',
        (index) => ({
          email: `ip-new-${index}-${randomIp()}@example.com`,
          password: 'a long passphrase',
          fullName: 'A',
        }),
      ],
      ['/v1/auth/refresh', () => ({ refreshToken: 'not-a-token' })],
      ['/v1/auth/reset-password', (index) => ({ email: `ip-${index}@example.com` })],
      ['/v1/auth/reset-password/confirm', () => ({ token: 'not-a-token', password: 'a long passphrase' })],
    ];
    it.each(endpoints)(
      '%s answers 429 with Retry-After past the limit, for that address only',
      async (url, body) => {
        const ip = randomIp();
        for (let index = 0; index < 3; index += 1) {
          const response = await testApp.app.inject({
            method: 'POST',
            url,
            payload: body(index) as object,
            remoteAddress: ip,
          });
          expect(response.statusCode).not.toBe(429);
        }
        const limited = await testApp.app.inject({
          method: 'POST',
          url,
          payload: body(9) as object,
          remoteAddress: ip,
        });
        expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        const elsewhere = await testApp.app.inject({
          method: 'POST',
          url,
          payload: body(10) as object,
          remoteAddress: randomIp(),
        });
        expect(elsewhere.statusCode).not.toBe(429);
      },
    );

    it('MFA verify is limited per address too', async () => {
      const member = await registerUser(testApp.app);
      const ip = randomIp();
      const verify = () =>
        testApp.app.inject({
          method: 'POST',
          url: `/v1/auth/mfa/factors/${crypto.randomUUID()}/verify`,
          payload: { challengeId: crypto.randomUUID(), code: '123456' },
          headers: { authorization: `Bearer ${member.access_token}` },
          remoteAddress: ip,
        });
      for (let index = 0; index < 3; index += 1) expect((await verify()).statusCode).toBe(404);
      expectErrorEnvelope(await verify(), 429, 'RATE_LIMITED');
    });
  });

  describe('per account', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, { RATE_LIMIT_ACCOUNT_MAX: '3' });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('sign-in attempts for one account from one address are limited; other addresses are not', async () => {
      const member = await registerUser(testApp.app);
      const attacker = randomIp();
      for (let index = 0; index < 3; index += 1) {
        expect((await login(testApp.app, member.user.email, 'wrong password', attacker)).statusCode).toBe(
          401,
        );
      }
      const limited = await login(testApp.app, member.user.email, member.password, attacker);
      expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(testApp.app, member.user.email, member.password, randomIp())).statusCode).toBe(200);
      testApp.clock.advance(61_000);
      expect((await login(testApp.app, member.user.email, member.password, attacker)).statusCode).toBe(200);
    });

    it('reset requests for one address are limited, with the same answer whether it exists or not', async () => {
      for (const email of ['limited-unknown@example.com', (await registerUser(testApp.app)).user.email]) {
        for (let index = 0; index < 3; index += 1) {
          const response = await testApp.app.inject({
            method: 'POST',
            url: '/v1/auth/reset-password',
            payload: { email },
            remoteAddress: randomIp(),
          });
          expect(response.statusCode).toBe(200);
        }
        expectErrorEnvelope(
          await testApp.app.inject({
            method: 'POST',
            url: '/v1/auth/reset-password',
            payload: { email },
            remoteAddress: randomIp(),
          }),
          429,
          'RATE_LIMITED',
        );
      }
      await testApp.app.services.auth.settled();
    });
  });

  describe('failed sign-ins', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('after 10 failures in 15 minutes each attempt waits a growing delay, even with the right password', async () => {
      const member = await registerUser(testApp.app);
      for (let index = 0; index < 10; index += 1) {
        expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      }
      // The 11th failure still gets an answer; from then on attempts must wait 1 s, 2 s, 4 s …
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      const slowed = await login(testApp.app, member.user.email, member.password);
      expectErrorEnvelope(slowed, 429, 'LOGIN_SLOWED_DOWN');
      expect(slowed.headers['retry-after']).toBe('1');
      testApp.clock.advance(1_000);
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      expect((await login(testApp.app, member.user.email, member.password)).headers['retry-after']).toBe('2');
      testApp.clock.advance(2_000);
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      expect((await login(testApp.app, member.user.email, member.password)).headers['retry-after']).toBe('4');

      // Another account is not slowed.
      const other = await registerUser(testApp.app);
      expect((await login(testApp.app, other.user.email, other.password)).statusCode).toBe(200);

      // Never locked: once the delay has passed the right password works, and resets the count.
      testApp.clock.advance(4_000);
      expect((await login(testApp.app, member.user.email, member.password)).statusCode).toBe(200);
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      expect((await login(testApp.app, member.user.email, member.password)).statusCode).toBe(200);
    });

    it('the delay is capped at 5 minutes and the count ends with its 15-minute window', async () => {
      expect([10, 11, 12, 13, 19, 30, 1000].map((failures) => loginDelaySeconds(failures, 10))).toEqual([
        0, 1, 2, 4, 256, 300, 300,
      ]);
      const member = await registerUser(testApp.app);
      for (let index = 0; index < 11; index += 1)
        await login(testApp.app, member.user.email, 'wrong password');
      expect((await login(testApp.app, member.user.email, member.password)).statusCode).toBe(429);
      testApp.clock.advance(15 * 60_000 + 1_000);
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      expect((await login(testApp.app, member.user.email, member.password)).statusCode).toBe(200);
    });
  });

  describe('registration', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(kind, {
        REGISTRATION_MAX_PER_HOUR: '2',
        REGISTRATION_GLOBAL_MAX_PER_HOUR: '6',
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    const register = (email: string, ip: string, forwardedFor?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/v1/users/register',
        payload: { email, password: 'a long passphrase', fullName: 'Bulk Asker' },
        remoteAddress: ip,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      });
    const newEmail = () => `${crypto.randomUUID()}@example.com`;

    it('is limited per address per hour, taken addresses and new ones alike, whatever X-Forwarded-For says', async () => {
      const taken = await registerUser(testApp.app);
      const ip = randomIp();
      expect((await register(newEmail(), ip, randomIp())).statusCode).toBe(201);
      expectErrorEnvelope(await register(taken.user.email, ip, randomIp()), 409, 'EMAIL_TAKEN');
      const limited = await register(newEmail(), ip, randomIp());
      expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await register(newEmail(), randomIp())).statusCode).toBe(201);

      testApp.clock.advance(60 * 60_000);
      expect((await register(newEmail(), ip)).statusCode).toBe(201);
    });

    it('is limited in total per hour across many addresses', async () => {
      testApp.clock.advance(60 * 60_000);
      const answers: number[] = [];
      for (let index = 0; index < 7; index += 1)
        answers.push((await register(newEmail(), randomIp())).statusCode);
      expect(answers).toEqual([201, 201, 201, 201, 201, 201, 429]);
      expectErrorEnvelope(await register(newEmail(), randomIp()), 429, 'RATE_LIMITED');
      testApp.clock.advance(60 * 60_000);
      expect((await register(newEmail(), randomIp())).statusCode).toBe(201);
    });
  });

  describe('an attack aimed at one account', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let testApp: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      testApp = await buildTestApp(kind, {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://archive.example',
        LOGIN_SLOWDOWN_ACCOUNT_AFTER: '30',
      });
    });
    afterAll(async () => {
      await testApp.close();
      await smtp.close();
    });

    /** Wrong passwords from one address until it is slowed down. */
    async function attackFrom(email: string, address: string): Promise<void> {
      for (let index = 0; index < 11; index += 1) {
        expect((await login(testApp.app, email, 'Tr0ub4dor&3 guess', address)).statusCode).toBe(401);
      }
      expectErrorEnvelope(
        await login(testApp.app, email, 'another guess', address),
        429,
        'LOGIN_SLOWED_DOWN',
      );
    }
    async function mailTo(email: string) {
      await testApp.app.services.auth.settled();
      await testApp.app.jobWorker.drain();
      return smtp.received.filter((mail) => mail.to.includes(email));
    }

    it('the owner at another address signs in with the right password while the attacker stays slowed', async () => {
      const owner = await registerUser(testApp.app);
      await attackFrom(owner.user.email, attacker);

      const signedIn = await login(testApp.app, owner.user.email, owner.password, '203.0.113.7');
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const slowed = await login(testApp.app, owner.user.email, owner.password, attacker);
      expectErrorEnvelope(slowed, 429, 'LOGIN_SLOWED_DOWN');
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("a device the owner signed in from before gets in even from the attacker's address", async () => {
      const owner = await registerUser(testApp.app);
      const earlier = await login(testApp.app, owner.user.email, owner.password, '203.0.113.8');
      const deviceToken = earlier.json().data.device_token as string;
      expect(deviceToken).toEqual(expect.any(String));
      await attackFrom(owner.user.email, attacker);

      const recognised = await login(testApp.app, owner.user.email, owner.password, attacker, deviceToken);
      expect(recognised.statusCode, recognised.body).toBe(200);
      expect(recognised.json().data.device_token).toEqual(expect.any(String));
      // The token is this account's own: another account's token, or none, leaves the address slowed.
      const other = await registerUser(testApp.app);
      expectErrorEnvelope(
        await login(testApp.app, owner.user.email, owner.password, attacker, other.device_token),
        429,
        'LOGIN_SLOWED_DOWN',
      );
      expectErrorEnvelope(
        await login(testApp.app, owner.user.email, owner.password, attacker),
        429,
        'LOGIN_SLOWED_DOWN',
      );
    });

    it('guesses spread over many addresses slow unrecognised clients past the account ceiling, never a known device', async () => {
      const owner = await registerUser(testApp.app);
      const deviceToken = owner.device_token;
      for (let index = 0; index < 31; index += 1) {
        expect((await login(testApp.app, owner.user.email, 'a guess', randomIp())).statusCode).toBe(401);
      }
      expectErrorEnvelope(
        await login(testApp.app, owner.user.email, owner.password, randomIp()),
        429,
        'LOGIN_SLOWED_DOWN',
      );
      expect(
        (await login(testApp.app, owner.user.email, owner.password, randomIp(), deviceToken)).statusCode,
      ).toBe(200);
    });

    it('the owner is e-mailed once per window, with counts and a time but nothing the guesser sent', async () => {
      const owner = await registerUser(testApp.app);
      await attackFrom(owner.user.email, attacker);
      await attackFrom(owner.user.email, '198.51.100.67');

      const alerts = await mailTo(owner.user.email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.subject).toBe('Failed attempts to sign in to your Creators Archive account');
      expect(alerts[0]?.text).toContain('with a wrong password 10 times within 15 minutes');
      expect(alerts[0]?.text).toContain('https://archive.example/account/settings');
      for (const sent of ['Tr0ub4dor', attacker, 'another guess'])
        expect(alerts[0]?.text).not.toContain(sent);

      testApp.clock.advance(15 * 60_000 + 1_000);
      await attackFrom(owner.user.email, attacker);
      expect(await mailTo(owner.user.email)).toHaveLength(2);
    });
  });

  describe('wrong second-factor codes', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let testApp: TestApp;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      testApp = await buildTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://archive.example' });
    });
    afterAll(async () => {
      await testApp.close();
      await smtp.close();
    });

    const post = (url: string, payload: object | undefined, token: string, ip = '127.0.0.1') =>
      testApp.app.inject({ method: 'POST', url, payload, headers: bearer(token), remoteAddress: ip });
    const codesNow = (secret: string) =>
      [-30_000, 0, 30_000].map((offset) =>
        new TOTP({ secret: Secret.fromBase32(secret) }).generate({
          timestamp: testApp.clock.now().getTime() + offset,
        }),
      );
    /** A code that no step the server accepts right now has. */
    const wrongCode = (secret: string) =>
      ['000000', '111111', '222222', '333333'].find((code) => !codesNow(secret).includes(code)) ?? '';

    async function verify(token: string, factorId: string, code: string, ip: string) {
      const challenge = (
        await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, token, ip)
      ).json().data;
      return post(`/v1/auth/mfa/factors/${factorId}/verify`, { challengeId: challenge.id, code }, token, ip);
    }

    /** A member with a verified factor, signed in again so the session owes its code. */
    async function memberOwingCode() {
      const member = await registerUser(testApp.app);
      const enrolled = (await post('/v1/auth/mfa/factors', {}, member.access_token)).json().data;
      const secret = enrolled.totp.secret as string;
      expect(
        (await verify(member.access_token, enrolled.id, codesNow(secret)[1] ?? '', '127.0.0.1')).statusCode,
      ).toBe(200);
      testApp.clock.advance(30_000);
      const pending = (await login(testApp.app, member.user.email, member.password)).json().data;
      expect(pending.mfa_required).toBe(true);
      return { member, factorId: enrolled.id as string, secret, token: pending.access_token as string };
    }

    it('slow down the client that enters them, not the owner elsewhere, and the owner is e-mailed once', async () => {
      const { member, factorId, secret, token } = await memberOwingCode();
      for (let index = 0; index < 11; index += 1) {
        expectErrorEnvelope(
          await verify(token, factorId, wrongCode(secret), attacker),
          400,
          'INVALID_MFA_CODE',
        );
      }
      const slowed = await verify(token, factorId, codesNow(secret)[1] ?? '', attacker);
      expectErrorEnvelope(slowed, 429, 'MFA_SLOWED_DOWN');
      expect(slowed.headers['retry-after']).toBe('1');

      const owner = await verify(token, factorId, codesNow(secret)[1] ?? '', '203.0.113.7');
      expect(owner.statusCode, owner.body).toBe(200);
      const session = owner.json().data;
      expect(session.aal).toBe('aal2');

      // Codes asked for elsewhere count the same way: deleting the account from the slowed address waits too.
      const deletion = await testApp.app.inject({
        method: 'DELETE',
        url: '/v1/users/me',
        payload: { password: member.password, code: codesNow(secret)[2] },
        headers: bearer(session.access_token),
        remoteAddress: attacker,
      });
      expectErrorEnvelope(deletion, 429, 'MFA_SLOWED_DOWN');

      await testApp.app.jobWorker.drain();
      const alerts = smtp.received.filter((mail) => mail.to.includes(member.user.email));
      expect(alerts.map((mail) => mail.subject)).toEqual([
        'Wrong authenticator codes entered for your Creators Archive account',
      ]);
      expect(alerts[0]?.text).toContain('was entered 10 times within 15 minutes');
      expect(alerts[0]?.text).not.toContain(attacker);
    });
  });

  it('a Redis that does not answer lets sign-in through instead of failing it', async () => {
    const testApp = await buildTestApp(kind, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const member = await registerUser(testApp.app);
      expect((await login(testApp.app, member.user.email, 'wrong password')).statusCode).toBe(401);
      expect((await login(testApp.app, member.user.email, member.password)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  describe.skipIf(!withRedis)('shared through Redis', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      const environment = { REDIS_URL, RATE_LIMIT_ACCOUNT_MAX: '3', RATE_LIMIT_AUTH_MAX: '4' };
      first = await buildTestApp(kind, environment);
      second = await buildTestApp(kind, environment, { database: first.database });
    });
    afterAll(async () => {
      await second.close();
      await first.close();
    });

    it('two processes enforce one per-account limit', async () => {
      const member = await registerUser(first.app);
      const ip = randomIp();
      expect((await login(first.app, member.user.email, 'wrong password', ip)).statusCode).toBe(401);
      expect((await login(second.app, member.user.email, 'wrong password', ip)).statusCode).toBe(401);
      expect((await login(first.app, member.user.email, 'wrong password', ip)).statusCode).toBe(401);
      const limited = await login(second.app, member.user.email, member.password, ip);
      expectErrorEnvelope(limited, 429, 'RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('two processes enforce one per-address limit', async () => {
      const ip = randomIp();
      const attempt = (app: FastifyInstance) => login(app, `${randomIp()}@example.com`, 'wrong password', ip);
      expect((await attempt(first.app)).statusCode).toBe(401);
      expect((await attempt(second.app)).statusCode).toBe(401);
      expect((await attempt(first.app)).statusCode).toBe(401);
      expect((await attempt(second.app)).statusCode).toBe(401);
      expectErrorEnvelope(await attempt(first.app), 429, 'RATE_LIMITED');
    });
  });
});
