import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@creators-archive/contract/dev/find-outbox';
import { ConfigError } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { mfaFactors, users } from '../src/db/schema';
import { ADMIN_PASSWORD, adminWithFactor, passFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  databaseKinds,
  expectErrorEnvelope,
  logCapture,
  registerUser,
  type TestApp,
} from './helpers';
import { signedIn } from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';
const NEW_PASSWORD = 'a fresh admin passphrase after the breach';

/**
 * The account ADMIN_EMAIL names, as start-up brings it in line (main.ts calls
 * `services.adminAccount.ensure` with the configuration). A restart is a new app on the same
 * database and data directory, so the signing key, and with it the old tokens' signatures, stay
 * good: only the ended sign-in can refuse them.
 */
describe.each(databaseKinds)('the ADMIN_EMAIL account at start on %s', (kind) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let log: ReturnType<typeof logCapture>;
  let testApp: TestApp;

  /** Starts (again) on the same database and data directory, logging at info. */
  async function start(): Promise<TestApp> {
    log = logCapture();
    return buildTestApp(kind, { PUBLIC_URL, LOG_LEVEL: 'info' }, { database, dataDir, logDestination: log });
  }
  async function restart(): Promise<TestApp> {
    await testApp.close();
    testApp = await start();
    return testApp;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-admin-account-'));
    testApp = await start();
  });
  afterAll(async () => {
    await testApp.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, token: string) =>
    testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: object, token?: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const refresh = (refreshToken: string) => post('/v1/auth/refresh', { refreshToken });

  /** The link of the newest mail to `email` that leads to `page`. */
  async function linkTokenTo(email: string, page: string): Promise<string> {
    await testApp.app.services.auth.settled();
    await testApp.app.jobWorker.drain();
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data
      .items as OutboxMessage[];
    const link = outbox
      .filter((message) => message.to === email)
      .flatMap((message) => message.links)
      .find((url) => url.startsWith(`${PUBLIC_URL}/${page}?token=`));
    if (!link) throw new Error(`No ${page} link mailed to ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  }

  /** A member who confirmed their address through a password reset link, then signed in again. */
  async function memberWithConfirmedAddress() {
    const registered = await registerUser(testApp.app);
    const email = registered.user.email;
    await post('/v1/auth/reset-password', { email });
    const token = await linkTokenTo(email, 'reset-password');
    const password = 'the member chose this passphrase';
    const reset = await post('/v1/auth/reset-password/confirm', { token, password });
    expect(reset.statusCode, reset.body).toBe(200);
    const session = await signedIn(testApp.app, email, password);
    return { id: registered.user.id, email, password, session };
  }

  const logText = () => log.text();

  it('a session opened before a restart with ADMIN_EMAIL naming its account is dead after the restart', async () => {
    const member = await memberWithConfirmedAddress();
    const { session } = member;
    // Whoever holds the account starts a factor of their own, and asks to move the address.
    const started = await post('/v1/auth/mfa/factors', {}, session.access_token);
    expect(started.statusCode).toBe(201);
    const moved = await testApp.app.inject({
      method: 'POST',
      url: '/v1/users/me/email',
      payload: { email: `elsewhere-${member.id}@example.com`, password: member.password },
      headers: bearer(session.access_token),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const moveToken = await linkTokenTo(`elsewhere-${member.id}@example.com`, 'confirm-email');

    await restart();
    const outcome = await testApp.app.services.adminAccount.ensure({
      email: member.email,
      password: ADMIN_PASSWORD,
    });

    expect(outcome).toEqual({
      action: 'updated',
      userId: member.id,
      promoted: true,
      passwordChanged: true,
      sessionsEnded: 1,
      unverifiedFactorsRemoved: 1,
    });
    expectErrorEnvelope(await get('/v1/users/me', session.access_token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await refresh(session.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    const factors = await database.db.select().from(mfaFactors).where(eq(mfaFactors.userId, member.id));
    expect(factors).toEqual([]);
    expectErrorEnvelope(
      await post('/v1/users/me/email/confirm', { token: moveToken }),
      400,
      'INVALID_LINK_TOKEN',
    );
    expectErrorEnvelope(
      await post('/v1/auth/login', { email: member.email, password: member.password }),
      401,
      'INVALID_CREDENTIALS',
    );
    const admin = await signedIn(testApp.app, member.email, ADMIN_PASSWORD);
    expect(admin.user.role).toBe('admin');

    const said = log.lines().find((line) => String(line.msg).startsWith('ADMIN_EMAIL:'));
    expect(said).toMatchObject({
      userId: member.id,
      promoted: true,
      passwordChanged: true,
      sessionsEnded: 1,
    });
    expect(logText()).not.toContain(ADMIN_PASSWORD);
    expect(logText()).not.toContain(member.password);
  });

  it('rotating ADMIN_PASSWORD kills an existing admin session and keeps its verified factor', async () => {
    const admin = await adminWithFactor(testApp);
    const before = await signedIn(testApp.app, admin.email, ADMIN_PASSWORD);
    expect((await get('/v1/admin/overview', admin.token)).statusCode).toBe(200);

    await restart();
    await testApp.app.services.adminAccount.ensure({ email: admin.email, password: NEW_PASSWORD });

    expectErrorEnvelope(await get('/v1/admin/overview', admin.token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await get('/v1/users/me', admin.token), 401, 'UNAUTHENTICATED');
    expectErrorEnvelope(await refresh(before.refresh_token), 401, 'INVALID_REFRESH_TOKEN');
    const pending = await signedIn(testApp.app, admin.email, NEW_PASSWORD);
    expect(pending).toMatchObject({ aal: 'aal1', mfa_required: true });
    // The next code of the factor: the one it was verified with is spent.
    testApp.clock.advance(60_000);
    const token = await passFactor(testApp, pending.access_token, admin.factorId, admin.secret);
    expect((await get('/v1/admin/overview', token)).statusCode).toBe(200);

    expect(logText()).toContain('admin password changed');
    expect(logText()).not.toContain(NEW_PASSWORD);
    expect(logText()).not.toContain(ADMIN_PASSWORD);
  });

  it('a start with the same ADMIN_EMAIL and ADMIN_PASSWORD ends nothing', async () => {
    const admin = await adminWithFactor(testApp);

    await restart();
    const outcome = await testApp.app.services.adminAccount.ensure({
      email: admin.email,
      password: ADMIN_PASSWORD,
    });

    expect(outcome).toEqual({ action: 'unchanged', userId: admin.id });
    expect((await get('/v1/admin/overview', admin.token)).statusCode).toBe(200);
    expect(logText()).toContain('nothing changed');
    expect(logText()).not.toContain(ADMIN_PASSWORD);
  });

  it('an account whose address was never confirmed is not promoted without ADMIN_PROMOTE_UNCONFIRMED', async () => {
    const squatter = await registerUser(testApp.app);
    const email = squatter.user.email;

    await restart();
    const refused = testApp.app.services.adminAccount.ensure({ email, password: ADMIN_PASSWORD });
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(/ADMIN_EMAIL: .*ADMIN_PROMOTE_UNCONFIRMED=1/);

    const [row] = await database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row?.role).toBe('member');
    expect((await get('/v1/users/me', squatter.access_token)).json().data.role).toBe('member');
    expect((await signedIn(testApp.app, email, squatter.password)).user.role).toBe('member');
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 50, msg: expect.stringContaining('ADMIN_PROMOTE_UNCONFIRMED') }),
    );
    expect(logText()).not.toContain(ADMIN_PASSWORD);

    // Said explicitly, the same account is promoted, and whoever held it is signed out.
    await testApp.app.services.adminAccount.ensure({
      email,
      password: ADMIN_PASSWORD,
      promoteUnconfirmed: true,
    });
    expectErrorEnvelope(await get('/v1/users/me', squatter.access_token), 401, 'UNAUTHENTICATED');
    expect((await signedIn(testApp.app, email, ADMIN_PASSWORD)).user.role).toBe('admin');
    expect(logText()).not.toContain(ADMIN_PASSWORD);
  });

  it('a new ADMIN_EMAIL account is created with its address confirmed', async () => {
    const email = `new-admin-${Date.now()}@example.com`;
    const outcome = await testApp.app.services.adminAccount.ensure({ email, password: ADMIN_PASSWORD });
    expect(outcome.action).toBe('created');
    const [row] = await database.db.select().from(users).where(eq(users.id, outcome.userId));
    expect(row).toMatchObject({ role: 'admin', emailConfirmedAt: expect.any(Date) });
    expect(logText()).toContain('admin account created');
    expect(logText()).not.toContain(ADMIN_PASSWORD);
  });
});
