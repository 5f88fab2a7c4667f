import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import type { OutboxMessage } from '@creators-archive/contract/dev/find-outbox';
import {
  accountTokens,
  authSessions,
  jobs,
  mfaFactors,
  portfolioItems,
  profilePictures,
  users,
} from '../src/db/schema';
import { deleteFilesJob } from '../src/modules/portfolio/portfolio.jobs';
import { rotateSigningKey } from '../src/credentials/access-tokens';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

const PUBLIC_URL = 'https://archive.example';
const MINUTE = 60_000;

describe.each(databaseKinds)('account security on %s', (kind) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    testApp = await buildTestApp(kind, { PUBLIC_URL });
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (url: string, payload?: unknown, token?: string) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const del = (url: string, token?: string, payload?: unknown) =>
    app.inject({ method: 'DELETE', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const signIn = (email: string, password: string) => post('/v1/auth/login', { email, password });

  /** Runs queued e-mail jobs and answers the outbox, newest first. */
  async function deliveredMail(): Promise<OutboxMessage[]> {
    await app.services.auth.settled();
    await app.jobWorker.drain();
    return (await get('/v1/dev/outbox')).json().data.items as OutboxMessage[];
  }
  async function mailTo(email: string): Promise<OutboxMessage[]> {
    return (await deliveredMail()).filter((message) => message.to === email);
  }
  function tokenFrom(message: OutboxMessage | undefined, page: string): string {
    const link = message?.links.find((url) => url.startsWith(`${PUBLIC_URL}/${page}?token=`));
    if (!link) throw new Error(`No ${page} link in ${message?.text}`);
    return new URL(link).searchParams.get('token') ?? '';
  }

  function codeFor(secret: string, offsetMs = 0): string {
    return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: testApp.clock.now().getTime() + offsetMs,
    });
  }

  /** Registers, enrolls a factor and verifies it; answers the aal2 session and the secret. */
  async function memberWithFactor() {
    const member = await registerUser(app);
    const enrolled = (await post('/v1/auth/mfa/factors', {}, member.access_token)).json().data;
    const session = await verifyCode(member.access_token, enrolled.id, codeFor(enrolled.totp.secret));
    testApp.clock.advance(30_000);
    return { member, factorId: enrolled.id as string, secret: enrolled.totp.secret as string, session };
  }
  async function verifyCode(token: string, factorId: string, code: string): Promise<Session> {
    const challenge = (await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, token)).json()
      .data;
    const response = await post(
      `/v1/auth/mfa/factors/${factorId}/verify`,
      { challengeId: challenge.id, code },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Session;
  }

  describe('password reset', () => {
    it('answers the same for a registered and an unknown address, and mails only the registered one', async () => {
      const member = await registerUser(app);
      const known = await post('/v1/auth/reset-password', { email: member.user.email.toUpperCase() });
      const unknown = await post('/v1/auth/reset-password', { email: 'nobody-here@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      const messages = await deliveredMail();
      expect(messages.filter((message) => message.to === member.user.email)).toHaveLength(1);
      expect(messages.some((message) => message.to === 'nobody-here@example.com')).toBe(false);
    });

    it('takes no measurably different time for a registered and an unknown address', async () => {
      const member = await registerUser(app);
      const time = async (email: string) => {
        const started = performance.now();
        await post('/v1/auth/reset-password', { email });
        const elapsed = performance.now() - started;
        await app.services.auth.settled();
        return elapsed;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 15; round += 1) {
        known.push(await time(member.user.email));
        unknown.push(await time(`unknown-${round}@example.com`));
      }
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(5);
    });

    it('mails a link built from PUBLIC_URL, never from the Host header, in HTML and text', async () => {
      const member = await registerUser(app);
      await app.inject({
        method: 'POST',
        url: '/v1/auth/reset-password',
        payload: { email: member.user.email },
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      const [message] = await mailTo(member.user.email);
      expect(message?.subject).toBe('Reset your Creators Archive password');
      expect(message?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(message?.html).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(message?.html).toContain('<!doctype html>');
      expect(`${message?.text}${message?.html}`).not.toContain('evil.example');
    });

    it('stores only a hash of a 256-bit token', async () => {
      const member = await registerUser(app);
      await post('/v1/auth/reset-password', { email: member.user.email });
      const token = tokenFrom((await mailTo(member.user.email))[0], 'reset-password');
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await testApp.database.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.userId, member.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).not.toContain(token);
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('sets the new password once, ends every session, and refuses the link again', async () => {
      const member = await registerUser(app);
      const other = (await signIn(member.user.email, member.password)).json().data as Session;
      await post('/v1/auth/reset-password', { email: member.user.email });
      const token = tokenFrom((await mailTo(member.user.email))[0], 'reset-password');

      expectErrorEnvelope(
        await post('/v1/auth/reset-password/confirm', { token, password: 'password' }),
        400,
        'COMMON_PASSWORD',
      );
      const confirmed = await post('/v1/auth/reset-password/confirm', {
        token,
        password: 'a brand new passphrase',
      });
      expect(confirmed.json()).toEqual({ success: true, data: { reset: true } });
      expectErrorEnvelope(
        await post('/v1/auth/reset-password/confirm', { token, password: 'another new passphrase' }),
        400,
        'INVALID_LINK_TOKEN',
      );
      for (const session of [member, other]) {
        expectErrorEnvelope(
          await post('/v1/auth/refresh', { refreshToken: session.refresh_token }),
          401,
          'INVALID_REFRESH_TOKEN',
        );
      }
      expect((await signIn(member.user.email, member.password)).statusCode).toBe(401);
      expect((await signIn(member.user.email, 'a brand new passphrase')).statusCode).toBe(200);
    });

    it('a link expires after 30 minutes', async () => {
      const member = await registerUser(app);
      await post('/v1/auth/reset-password', { email: member.user.email });
      const token = tokenFrom((await mailTo(member.user.email))[0], 'reset-password');
      testApp.clock.advance(30 * MINUTE + 1000);
      expectErrorEnvelope(
        await post('/v1/auth/reset-password/confirm', { token, password: 'a brand new passphrase' }),
        400,
        'INVALID_LINK_TOKEN',
      );
    });

    it('does not bypass multi-factor: signing in afterwards still asks for the code', async () => {
      const { member } = await memberWithFactor();
      await post('/v1/auth/reset-password', { email: member.user.email });
      const token = tokenFrom((await mailTo(member.user.email))[0], 'reset-password');
      await post('/v1/auth/reset-password/confirm', { token, password: 'a brand new passphrase' });
      const session = (await signIn(member.user.email, 'a brand new passphrase')).json().data as Session;
      expect(session).toMatchObject({ aal: 'aal1', mfa_required: true });
      expectErrorEnvelope(await get('/v1/users/me', session.access_token), 403, 'MFA_REQUIRED');
    });

    it('the reset and e-mail confirmation pages send no referrer', async () => {
      for (const url of ['/reset-password?token=abc', '/confirm-email?token=abc']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['referrer-policy']).toBe('no-referrer');
      }
      expect((await get('/login')).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('TOTP multi-factor', () => {
    it('enrolls with an SVG QR code, a secret and an otpauth URI, stored encrypted', async () => {
      const member = await registerUser(app);
      const response = await post('/v1/auth/mfa/factors', {}, member.access_token);
      expect(response.statusCode).toBe(201);
      const factor = response.json().data;
      expect(factor).toMatchObject({
        type: 'totp',
        totp: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) },
      });
      expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(factor.totp.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
      expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Creators%20Archive:.+\?.*secret=/);
      expect(factor.totp.uri).toContain('digits=6');
      expect(factor.totp.uri).toContain('period=30');
      const [row] = await testApp.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id));
      expect(row?.secretEncrypted).not.toContain(factor.totp.secret);
      expect(row?.status).toBe('unverified');
      const listed = (await get('/v1/auth/mfa/factors', member.access_token)).json().data.items;
      expect(listed).toEqual([
        {
          id: factor.id,
          type: 'totp',
          status: 'unverified',
          createdAt: row?.createdAt.toISOString(),
          expiresAt: new Date((row?.createdAt.getTime() ?? 0) + 15 * MINUTE).toISOString(),
        },
      ]);
    });

    it('verify answers a new aal2 session and ends the aal1 one', async () => {
      const member = await registerUser(app);
      const factor = (await post('/v1/auth/mfa/factors', {}, member.access_token)).json().data;
      const session = await verifyCode(member.access_token, factor.id, codeFor(factor.totp.secret));
      expect(session).toMatchObject({ aal: 'aal2', mfa_required: false });
      expect(decodeJwt(session.access_token)).toMatchObject({ aal: 'aal2', mfa_required: false });
      expectErrorEnvelope(
        await post('/v1/auth/refresh', { refreshToken: member.refresh_token }),
        401,
        'INVALID_REFRESH_TOKEN',
      );
      const listed = (await get('/v1/auth/mfa/factors', session.access_token)).json().data.items;
      expect(listed[0].status).toBe('verified');
    });

    it('sign-in with a factor answers aal1 with mfa_required; only MFA routes and sign-out open until verify', async () => {
      const { member, factorId, secret } = await memberWithFactor();
      const pending = (await signIn(member.user.email, member.password)).json().data as Session;
      expect(pending).toMatchObject({ aal: 'aal1', mfa_required: true });
      expectErrorEnvelope(await get('/v1/users/me', pending.access_token), 403, 'MFA_REQUIRED');
      expectErrorEnvelope(await get('/v1/auth/sessions', pending.access_token), 403, 'MFA_REQUIRED');
      expect((await get('/v1/auth/mfa/factors', pending.access_token)).statusCode).toBe(200);
      // A refresh keeps the sign-in at aal1 and still owing its code.
      const refreshed = (await post('/v1/auth/refresh', { refreshToken: pending.refresh_token })).json().data;
      expect(decodeJwt(refreshed.accessToken)).toMatchObject({ aal: 'aal1', mfa_required: true });

      const upgraded = await verifyCode(refreshed.accessToken, factorId, codeFor(secret));
      expect(upgraded.aal).toBe('aal2');
      expect((await get('/v1/users/me', upgraded.access_token)).statusCode).toBe(200);
      const renewed = (await post('/v1/auth/refresh', { refreshToken: upgraded.refresh_token })).json().data;
      expect(decodeJwt(renewed.accessToken)).toMatchObject({ aal: 'aal2', mfa_required: false });
    });

    it('signing out works while the code is owed', async () => {
      const { member } = await memberWithFactor();
      const pending = (await signIn(member.user.email, member.password)).json().data as Session;
      expect((await post('/v1/auth/logout', undefined, pending.access_token)).statusCode).toBe(200);
    });

    it('accepts a code once, refuses a wrong one, and accepts the neighbouring steps only', async () => {
      const { member, factorId, secret } = await memberWithFactor();
      const pending = () => signIn(member.user.email, member.password).then((r) => r.json().data as Session);
      const attempt = async (code: string) => {
        const session = await pending();
        const challenge = (
          await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, session.access_token)
        ).json().data;
        return post(
          `/v1/auth/mfa/factors/${factorId}/verify`,
          { challengeId: challenge.id, code },
          session.access_token,
        );
      };
      const code = codeFor(secret);
      expect((await attempt(code)).statusCode).toBe(200);
      expectErrorEnvelope(await attempt(code), 400, 'INVALID_MFA_CODE');
      expectErrorEnvelope(await attempt(code === '000000' ? '111111' : '000000'), 400, 'INVALID_MFA_CODE');
      expectErrorEnvelope(await attempt(codeFor(secret, 90_000)), 400, 'INVALID_MFA_CODE');
      expect((await attempt(codeFor(secret, 30_000))).statusCode).toBe(200);
      // The step before the last one accepted is now too old, even though it is within the window.
      testApp.clock.advance(30_000);
      expectErrorEnvelope(await attempt(codeFor(secret, -60_000)), 400, 'INVALID_MFA_CODE');
    });

    it('a challenge is used once and expires after 5 minutes', async () => {
      const { member, factorId, secret } = await memberWithFactor();
      const session = (await signIn(member.user.email, member.password)).json().data as Session;
      const challenge = (
        await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, session.access_token)
      ).json().data;
      expect(challenge.expiresAt).toBe(Math.floor(testApp.clock.now().getTime() / 1000) + 300);
      const verify = (code: string) =>
        post(
          `/v1/auth/mfa/factors/${factorId}/verify`,
          { challengeId: challenge.id, code },
          session.access_token,
        );
      expectErrorEnvelope(await verify('000001'), 400, 'INVALID_MFA_CODE');
      expectErrorEnvelope(await verify(codeFor(secret)), 400, 'MFA_CHALLENGE_INVALID');

      const late = (
        await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, session.access_token)
      ).json().data;
      testApp.clock.advance(5 * MINUTE + 1000);
      expectErrorEnvelope(
        await post(
          `/v1/auth/mfa/factors/${factorId}/verify`,
          { challengeId: late.id, code: codeFor(secret) },
          session.access_token,
        ),
        400,
        'MFA_CHALLENGE_INVALID',
      );
    });

    it('adding or removing a factor needs aal2 once one is verified; aal2 can unenroll', async () => {
      const { member, factorId, secret, session } = await memberWithFactor();
      const pending = (await signIn(member.user.email, member.password)).json().data as Session;
      expectErrorEnvelope(await post('/v1/auth/mfa/factors', {}, pending.access_token), 403, 'MFA_REQUIRED');
      expectErrorEnvelope(
        await del(`/v1/auth/mfa/factors/${factorId}`, pending.access_token),
        403,
        'MFA_REQUIRED',
      );
      expect((await post('/v1/auth/mfa/factors', {}, session.access_token)).statusCode).toBe(201);
      expect((await del(`/v1/auth/mfa/factors/${factorId}`, session.access_token)).statusCode).toBe(200);
      void secret;
      const factors = (await get('/v1/auth/mfa/factors', session.access_token)).json().data.items;
      expect(factors.every((factor: { status: string }) => factor.status === 'unverified')).toBe(true);
      expect((await signIn(member.user.email, member.password)).json().data.mfa_required).toBe(false);
    });

    it("another member's factor is not found", async () => {
      const { factorId } = await memberWithFactor();
      const stranger = await registerUser(app);
      expectErrorEnvelope(
        await post(`/v1/auth/mfa/factors/${factorId}/challenge`, undefined, stranger.access_token),
        404,
        'MFA_FACTOR_NOT_FOUND',
      );
      expectErrorEnvelope(
        await del(`/v1/auth/mfa/factors/${factorId}`, stranger.access_token),
        404,
        'MFA_FACTOR_NOT_FOUND',
      );
    });
  });

  describe('sessions', () => {
    it('lists active sign-ins with device, times and the current one', async () => {
      const member = await registerUser(app);
      await app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: member.user.email, password: member.password },
        headers: {
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
        },
      });
      const items = (await get('/v1/auth/sessions', member.access_token)).json().data.items;
      expect(items).toHaveLength(2);
      expect(items.filter((item: { current: boolean }) => item.current)).toHaveLength(1);
      expect(items.map((item: { device: string }) => item.device)).toContain('Chrome on Windows');
      expect(items[0]).toMatchObject({
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        aal: 'aal1',
      });
    });

    it('leaves out sign-ins unused for longer than a refresh token lives', async () => {
      const member = await registerUser(app);
      testApp.clock.advance(31 * 24 * 3_600_000);
      const fresh = (await signIn(member.user.email, member.password)).json().data as Session;
      const items = (await get('/v1/auth/sessions', fresh.access_token)).json().data.items;
      expect(items).toEqual([expect.objectContaining({ current: true })]);
    });

    it('revokes one of my sessions, not someone else’s', async () => {
      const member = await registerUser(app);
      const other = (await signIn(member.user.email, member.password)).json().data as Session;
      const otherId = decodeJwt(other.access_token).sid as string;
      const stranger = await registerUser(app);
      expectErrorEnvelope(
        await del(`/v1/auth/sessions/${otherId}`, stranger.access_token),
        404,
        'SESSION_NOT_FOUND',
      );
      expect((await del(`/v1/auth/sessions/${otherId}`, member.access_token)).statusCode).toBe(200);
      expectErrorEnvelope(
        await post('/v1/auth/refresh', { refreshToken: other.refresh_token }),
        401,
        'INVALID_REFRESH_TOKEN',
      );
      expect((await get('/v1/auth/sessions', member.access_token)).json().data.items).toHaveLength(1);
    });

    it('signs out of all other sessions and keeps this one', async () => {
      const member = await registerUser(app);
      const others = [
        (await signIn(member.user.email, member.password)).json().data as Session,
        (await signIn(member.user.email, member.password)).json().data as Session,
      ];
      const response = await post('/v1/auth/sessions/sign-out-others', undefined, member.access_token);
      expect(response.json()).toEqual({ success: true, data: { signedOut: 2 } });
      for (const other of others) {
        expect((await post('/v1/auth/refresh', { refreshToken: other.refresh_token })).statusCode).toBe(401);
      }
      expect((await post('/v1/auth/refresh', { refreshToken: member.refresh_token })).statusCode).toBe(200);
    });
  });

  describe('password and e-mail', () => {
    it('changes the password with the current one, ends the other sessions and mails a notice', async () => {
      const member = await registerUser(app);
      const other = (await signIn(member.user.email, member.password)).json().data as Session;
      expectErrorEnvelope(
        await post(
          '/v1/users/me/password',
          { currentPassword: 'wrong password', newPassword: 'a fresh passphrase' },
          member.access_token,
        ),
        400,
        'WRONG_PASSWORD',
      );
      const changed = await post(
        '/v1/users/me/password',
        { currentPassword: member.password, newPassword: 'a fresh passphrase' },
        member.access_token,
      );
      expect(changed.json()).toEqual({ success: true, data: { changed: true } });
      expect((await post('/v1/auth/refresh', { refreshToken: other.refresh_token })).statusCode).toBe(401);
      expect((await post('/v1/auth/refresh', { refreshToken: member.refresh_token })).statusCode).toBe(200);
      expect((await signIn(member.user.email, 'a fresh passphrase')).statusCode).toBe(200);
      expect((await mailTo(member.user.email)).map((message) => message.subject)).toContain(
        'Your Creators Archive password was changed',
      );
    });

    it('changes the e-mail only once the link sent to the new address is opened', async () => {
      const member = await registerUser(app);
      const newEmail = `moved-${member.user.id.slice(0, 8)}@example.com`;
      expectErrorEnvelope(
        await post(
          '/v1/users/me/email',
          { email: newEmail, password: 'wrong password' },
          member.access_token,
        ),
        400,
        'WRONG_PASSWORD',
      );
      const taken = await registerUser(app);
      expectErrorEnvelope(
        await post(
          '/v1/users/me/email',
          { email: taken.user.email, password: member.password },
          member.access_token,
        ),
        409,
        'EMAIL_TAKEN',
      );
      expect(
        (
          await post(
            '/v1/users/me/email',
            { email: newEmail, password: member.password },
            member.access_token,
          )
        ).statusCode,
      ).toBe(200);
      expect((await get('/v1/users/me', member.access_token)).json().data.email).toBe(member.user.email);
      const token = tokenFrom((await mailTo(newEmail))[0], 'confirm-email');
      expect((await post('/v1/users/me/email/confirm', { token })).json()).toEqual({
        success: true,
        data: { email: newEmail },
      });
      expectErrorEnvelope(await post('/v1/users/me/email/confirm', { token }), 400, 'INVALID_LINK_TOKEN');
      expect((await get('/v1/users/me', member.access_token)).json().data.email).toBe(newEmail);
      expect((await signIn(newEmail, member.password)).statusCode).toBe(200);
      expect((await signIn(member.user.email, member.password)).statusCode).toBe(401);
      expect((await mailTo(member.user.email)).map((message) => message.subject)).toContain(
        'Your Creators Archive e-mail address was changed',
      );
    });
  });

  describe('profile links', () => {
    it('keeps up to 5 http(s) links, shows them publicly, and names a bad one', async () => {
      const member = await registerUser(app);
      const links = ['https://www.behance.net/ada', 'https://instagram.com/ada.designs'];
      const updated = await app.inject({
        method: 'PATCH',
        url: '/v1/users/me',
        payload: { links },
        headers: bearer(member.access_token),
      });
      expect(updated.json().data.links).toEqual(links);
      expect((await get(`/v1/users/${member.user.id}`)).json().data.links).toEqual(links);

      const bad = await app.inject({
        method: 'PATCH',
        url: '/v1/users/me',
        payload: { links: ['javascript:alert(1)'] },
        headers: bearer(member.access_token),
      });
      expect(expectErrorEnvelope(bad, 400, 'VALIDATION_FAILED').error.details.fields).toHaveProperty(
        'links.0',
      );
      const many = await app.inject({
        method: 'PATCH',
        url: '/v1/users/me',
        payload: { links: Array.from({ length: 6 }, (_, index) => `https://example.com/${index}`) },
        headers: bearer(member.access_token),
      });
      expectErrorEnvelope(many, 400, 'VALIDATION_FAILED');
    });
  });

  describe('deleting the account', () => {
    it('needs the password, removes the identity and its sessions, and refuses the old token at once', async () => {
      const member = await registerUser(app);
      expectErrorEnvelope(
        await del('/v1/users/me', member.access_token, { password: 'wrong' }),
        400,
        'WRONG_PASSWORD',
      );
      const deleted = await del('/v1/users/me', member.access_token, { password: member.password });
      expect(deleted.json()).toEqual({ success: true, data: { deleted: true } });
      const db = testApp.database.db;
      expect(await db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
      expect(await db.select().from(authSessions).where(eq(authSessions.userId, member.user.id))).toEqual([]);
      expect((await signIn(member.user.email, member.password)).statusCode).toBe(401);
      expect((await post('/v1/auth/refresh', { refreshToken: member.refresh_token })).statusCode).toBe(401);
      expectErrorEnvelope(
        await del('/v1/users/me', member.access_token, { password: member.password }),
        401,
        'UNAUTHENTICATED',
      );
      expect((await mailTo(member.user.email)).map((message) => message.subject)).toContain(
        'Your Creators Archive account was deleted',
      );
    });

    it('queues the deletion of the portfolio files and profile pictures', async () => {
      const member = await registerUser(app);
      const db = testApp.database.db;
      await db.insert(portfolioItems).values({
        userId: member.user.id,
        width: 10,
        height: 10,
        originalKey: `originals/${member.user.id}/a.jpg`,
        variants: [
          { format: 'webp', width: 640, height: 640, key: `variants/${member.user.id}/a-640.webp`, bytes: 1 },
        ],
      });
      await db
        .insert(profilePictures)
        .values({ userId: member.user.id, keys: [`avatars/${member.user.id}.webp`] });
      await del('/v1/users/me', member.access_token, { password: member.password });
      expect(await db.select().from(portfolioItems).where(eq(portfolioItems.userId, member.user.id))).toEqual(
        [],
      );
      const queued = await db.select().from(jobs).where(eq(jobs.type, deleteFilesJob.type));
      expect(queued.map((job) => job.payload.keys)).toContainEqual([
        `originals/${member.user.id}/a.jpg`,
        `variants/${member.user.id}/a-640.webp`,
        `avatars/${member.user.id}.webp`,
      ]);
    });

    it('needs a fresh code when a factor is enrolled, and runs the deletion steps of other areas', async () => {
      const { member, secret, session } = await memberWithFactor();
      const seen: string[] = [];
      app.services.account.addDeletionStep('test', async (userId) => {
        seen.push(userId);
      });
      expectErrorEnvelope(
        await del('/v1/users/me', session.access_token, { password: member.password }),
        400,
        'INVALID_MFA_CODE',
      );
      expectErrorEnvelope(
        await del('/v1/users/me', session.access_token, {
          password: member.password,
          code: '000000' === codeFor(secret) ? '111111' : '000000',
        }),
        400,
        'INVALID_MFA_CODE',
      );
      const response = await del('/v1/users/me', session.access_token, {
        password: member.password,
        code: codeFor(secret),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(seen).toEqual([member.user.id]);
    });
  });

  describe('key set', () => {
    it('publishes the public keys only, at both addresses, cached for 10 minutes', async () => {
      for (const url of ['/v1/auth/jwks', '/.well-known/jwks.json']) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=600');
        const { keys } = response.json();
        expect(keys).toHaveLength(1);
        expect(keys[0]).toMatchObject({
          kty: 'EC',
          crv: 'P-256',
          alg: 'ES256',
          use: 'sig',
          kid: expect.any(String),
        });
        expect(keys[0]).not.toHaveProperty('d');
      }
    });

    it('after rotation the new key signs and the old one verifies until its tokens expire', async () => {
      const member = await registerUser(app);
      const oldKid = decodeProtectedHeader(member.access_token).kid;
      await rotateSigningKey(testApp.dataDir, testApp.clock.now());
      await app.services.auth.settled();
      const restarted = await buildTestApp(
        kind,
        { PUBLIC_URL },
        { dataDir: testApp.dataDir, database: testApp.database },
      );
      try {
        restarted.clock.advance(testApp.clock.now().getTime() - restarted.clock.now().getTime());
        const fresh = (
          await restarted.app.inject({
            method: 'POST',
            url: '/v1/auth/login',
            payload: { email: member.user.email, password: member.password },
          })
        ).json().data as Session;
        const newKid = decodeProtectedHeader(fresh.access_token).kid;
        expect(newKid).not.toBe(oldKid);
        const keys = (await restarted.app.inject({ method: 'GET', url: '/v1/auth/jwks' })).json().keys;
        expect(keys.map((key: { kid: string }) => key.kid).sort()).toEqual([oldKid, newKid].sort());
        const me = (token: string) =>
          restarted.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
        expect((await me(member.access_token)).statusCode).toBe(200);
        expect((await me(fresh.access_token)).statusCode).toBe(200);

        // Once every token of the old key has expired, it leaves the key set.
        restarted.clock.advance(16 * MINUTE + 1000);
        const later = (await restarted.app.inject({ method: 'GET', url: '/v1/auth/jwks' })).json().keys;
        expect(later.map((key: { kid: string }) => key.kid)).toEqual([newKid]);
        expect(fs.readdirSync(path.join(testApp.dataDir, 'keys', 'retired'))).toHaveLength(1);
      } finally {
        await restarted.close();
      }
    });

    it('a token past its exp is refused', async () => {
      const member = await registerUser(app);
      testApp.clock.advance(15 * MINUTE + 1000);
      expectErrorEnvelope(await get('/v1/users/me', member.access_token), 401, 'UNAUTHENTICATED');
    });
  });
});
