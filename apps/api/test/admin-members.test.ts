import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubscription, Session } from '@creators-archive/contract';
import type { AuditEntry } from '@creators-archive/contract/admin/find-audit-entries';
import type { AdminMemberSummary } from '@creators-archive/contract/admin/find-members';
import type { AdminMember } from '@creators-archive/contract/admin/get-member';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import { payments, subscriptions, users } from '../src/db/schema';
import { adminWithFactor } from './admin-helpers';
import { createDesigner } from './factories';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import {
  deliverWebhook,
  mailTo,
  payInSandbox,
  priceOf,
  seedPlans,
  signIn,
  startCheckout,
  verify,
} from './membership-helpers';

const PUBLIC_URL = 'https://archive.example';
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
const REASON = 'Agreed with the member by e-mail';

type Member = Session & { password: string };

/** A word no other test's names or e-mails contain (letters past f, so no UUID has it either). */
const uniqueWord = () =>
  Array.from(randomUUID().replace(/-/g, '').slice(0, 10), (digit) =>
    String.fromCharCode(103 + parseInt(digit, 16)),
  ).join('');

/** An app with a second-factor admin, and the calls every test below makes through it. */
function adminArea(getTestApp: () => TestApp) {
  const app = () => getTestApp().app;
  const db = () => getTestApp().database.db;
  function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
    return app().inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  }

  async function page(token: string, id: string): Promise<AdminMember> {
    const response = await call(token, 'GET', `/v1/admin/members/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminMember;
  }

  async function acted(response: LightMyRequestResponse): Promise<AdminMember> {
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as AdminMember;
  }

  async function auditOf(token: string, action: string, targetId: string): Promise<AuditEntry[]> {
    const response = await call(token, 'GET', `/v1/admin/audit?action=${action}&limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as AuditEntry[]).filter((entry) => entry.targetId === targetId);
  }

  async function paymentStatus(reference: string) {
    const [row] = await db().select().from(payments).where(eq(payments.reference, reference));
    return row?.status;
  }

  /** The member's subscription as their billing page reads it. */
  async function membershipOf(token: string): Promise<MySubscription> {
    const response = await call(token, 'GET', '/v1/subscriptions/me');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MySubscription;
  }

  return {
    app,
    db,
    adminWithFactor: () => adminWithFactor(getTestApp()),
    call,
    page,
    acted,
    auditOf,
    paymentStatus,
    membershipOf,
  };
}

describe.each(databaseKinds)('the admin members area on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  let monthly: Plan;
  let annual: Plan;
  let admin: { token: string; id: string };
  const area = adminArea(() => testApp);
  const { app, db } = area;
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    area.call(admin.token, method, url, payload);
  const page = (id: string) => area.page(admin.token, id);
  const auditOf = (action: string, targetId: string) => area.auditOf(admin.token, action, targetId);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Archive <hello@archive.example>',
    });
    ({ monthly, annual } = await seedPlans(app()));
    admin = await area.adminWithFactor();
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  async function subscribedMember(overrides: { fullName?: string } = {}) {
    const member = await registerUser(app(), overrides);
    const started = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
    await payInSandbox(app(), started);
    await verify(app(), started.reference, { token: member.access_token });
    return { member, reference: started.reference };
  }

  /** A member written straight to the table, for the list's filters and order. */
  /** A member made in the database, with a month's subscription on the monthly plan in `membership`'s state. */
  async function memberRow(
    values: Partial<typeof users.$inferInsert> & {
      fullName: string;
      membership?: 'active' | 'cancelled' | 'expired';
    },
  ) {
    const { membership, ...columns } = values;
    const [row] = await db()
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, passwordHash: 'not used', ...columns })
      .returning({ id: users.id });
    if (membership) {
      const start = new Date();
      await db()
        .insert(subscriptions)
        .values({
          userId: row!.id,
          planId: monthly.id,
          status: membership,
          currency: 'NGN',
          amount: priceOf(monthly, 'NGN'),
          currentPeriodStart: start,
          currentPeriodEnd: new Date(start.getTime() + 30 * dayMs),
        });
    }
    return row!.id;
  }

  async function find(query: Record<string, string>) {
    const response = await asAdmin('GET', `/v1/admin/members?${new URLSearchParams(query).toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: AdminMemberSummary[];
      pagination: { limit: number; nextCursor: string | null };
    };
  }
  const idsOf = async (query: Record<string, string>) => (await find(query)).items.map((item) => item.id);

  describe('finding members', () => {
    it('finds a member by any part of their name or e-mail, in any case, and treats % and _ as text', async () => {
      const tag = uniqueWord();
      const ada = await registerUser(app(), {
        fullName: `Adaeze Okonkwo ${tag}`,
        email: `studio.${tag}@lagos-prints.example`,
      });
      const other = await registerUser(app(), { fullName: `Someone Else ${tag}` });

      expect(await idsOf({ q: `OKONKWO ${tag}` })).toEqual([ada.user.id]);
      expect(await idsOf({ q: `studio.${tag}@LAGOS` })).toEqual([ada.user.id]);
      expect((await idsOf({ q: tag })).toSorted()).toEqual([ada.user.id, other.user.id].toSorted());
      expect(await idsOf({ q: '%_' })).toEqual([]);
      expect((await find({ q: tag })).items.find((item) => item.id === ada.user.id)).toMatchObject({
        fullName: `Adaeze Okonkwo ${tag}`,
        email: `studio.${tag}@lagos-prints.example`,
        role: 'member',
        verified: false,
        suspendedAt: null,
        subscriptionStatus: null,
      });
      const tooShort = await asAdmin('GET', '/v1/admin/members?q=a');
      expectErrorEnvelope(tooShort, 400, 'VALIDATION_FAILED');
    });

    it('filters by subscription (none included), badge, suspension and country', async () => {
      const tag = uniqueWord();
      const name = (label: string) => `${label} ${tag}`;
      const active = await memberRow({
        fullName: name('Active'),
        membership: 'active',
        country: 'NG',
      });
      const cancelled = await memberRow({ fullName: name('Cancelled'), membership: 'cancelled' });
      const expired = await memberRow({ fullName: name('Expired'), membership: 'expired' });
      const never = await memberRow({ fullName: name('Never'), verified: true, country: 'GH' });
      const suspended = await memberRow({
        fullName: name('Suspended'),
        suspendedAt: new Date(),
        country: 'NG',
      });
      const sorted = (ids: string[]) => ids.toSorted();

      expect(await idsOf({ q: tag, subscription: 'active' })).toEqual([active]);
      expect(await idsOf({ q: tag, subscription: 'cancelled' })).toEqual([cancelled]);
      expect(await idsOf({ q: tag, subscription: 'expired' })).toEqual([expired]);
      expect(sorted(await idsOf({ q: tag, subscription: 'none' }))).toEqual(sorted([never, suspended]));
      expect(await idsOf({ q: tag, verified: 'true' })).toEqual([never]);
      expect(await idsOf({ q: tag, verified: 'false' })).not.toContain(never);
      expect(await idsOf({ q: tag, suspended: 'true' })).toEqual([suspended]);
      expect(await idsOf({ q: tag, suspended: 'false' })).toHaveLength(4);
      expect(sorted(await idsOf({ q: tag, country: 'NG' }))).toEqual(sorted([active, suspended]));
      expect(await idsOf({ q: tag, country: 'NG', suspended: 'false' })).toEqual([active]);
      expectErrorEnvelope(await asAdmin('GET', '/v1/admin/members?country=ng'), 400, 'VALIDATION_FAILED');
    });

    it('pages newest first by cursor without repeating or skipping anyone, members who joined together included', async () => {
      const tag = uniqueWord();
      const together = new Date(Date.now() - 3 * dayMs);
      const ids = [
        await memberRow({ fullName: `Paged one ${tag}`, createdAt: new Date(Date.now() - dayMs) }),
        await memberRow({ fullName: `Paged two ${tag}`, createdAt: together }),
        await memberRow({ fullName: `Paged three ${tag}`, createdAt: together }),
        await memberRow({ fullName: `Paged four ${tag}`, createdAt: together }),
        await memberRow({ fullName: `Paged five ${tag}`, createdAt: new Date(Date.now() - 9 * dayMs) }),
      ];
      const expected = [ids[0]!, ...[ids[1]!, ids[2]!, ids[3]!].toSorted().reverse(), ids[4]!];

      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result = await find({ q: tag, limit: '2', ...(cursor && { cursor }) });
        expect(result.items.length).toBeLessThanOrEqual(2);
        seen.push(...result.items.map((item) => item.id));
        cursor = result.pagination.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual(expected);
      expect(pages).toBe(3);
      expectErrorEnvelope(
        await asAdmin('GET', '/v1/admin/members?cursor=nonsense'),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe("a member's page", () => {
    it('shows the profile with e-mail and phone, the subscription, payments with whether each is refundable, invoices, verification and bookings', async () => {
      const { member, reference } = await subscribedMember();
      const shown = await page(member.user.id);
      expect(shown.profile).toMatchObject({
        id: member.user.id,
        email: member.user.email,
        phone: null,
        role: 'member',
        suspendedAt: null,
        mfaEnrolled: false,
        portfolioItems: 0,
        subscriptionStatus: 'active',
        subscriptionPlan: monthly.name,
      });
      expect(shown.subscription).toMatchObject({
        status: 'active',
        plan: { id: monthly.id },
        auto_renew: true,
      });
      expect(shown.transactions).toEqual([
        expect.objectContaining({ reference, status: 'success', purpose: 'subscription', refundable: true }),
      ]);
      expect(shown.invoices).toEqual([expect.objectContaining({ status: 'paid', currency: 'NGN' })]);
      expect(shown.verificationRequests).toEqual([]);
      expect(shown.bookings).toEqual([]);

      const newcomer = await registerUser(app());
      expect(await page(newcomer.user.id)).toMatchObject({
        subscription: null,
        transactions: [],
        invoices: [],
      });
      expectErrorEnvelope(await asAdmin('GET', `/v1/admin/members/${randomUUID()}`), 404, 'USER_NOT_FOUND');
      expectErrorEnvelope(await asAdmin('GET', '/v1/admin/members/not-an-id'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('verifying', () => {
    it('gives the badge on the profile and the directory card, e-mails the member, audits it, and revoking takes it back', async () => {
      const tag = uniqueWord();
      const designer = await createDesigner(db(), {
        fullName: `Badge Designer ${tag}`,
        items: [{ title: 'Poster', isCover: true }],
      });
      const email = (await page(designer)).profile.email;
      const card = async () =>
        (
          (await app().inject({ method: 'GET', url: `/v1/designers?q=${tag}` })).json().data.items as {
            id: string;
            verified: boolean;
          }[]
        ).find((entry) => entry.id === designer);

      const verified = await area.acted(await asAdmin('POST', `/v1/admin/members/${designer}/verify`));
      expect(verified.profile.verified).toBe(true);
      expect((await app().inject({ method: 'GET', url: `/v1/users/${designer}` })).json().data.verified).toBe(
        true,
      );
      expect(await card()).toMatchObject({ verified: true });
      await app().jobWorker.drain();
      expect(mailTo(smtp.received, email).map((message) => message.subject)).toEqual([
        'You are now a verified Creators Archive designer',
      ]);
      const [entry] = await auditOf('member.verify', designer);
      expect(entry).toMatchObject({
        actorId: admin.id,
        targetType: 'user',
        before: { verified: false },
        after: { verified: true },
        clientAddress: expect.any(String),
      });

      // Verifying again changes nothing and writes nothing.
      await area.acted(await asAdmin('POST', `/v1/admin/members/${designer}/verify`));
      expect(await auditOf('member.verify', designer)).toHaveLength(1);

      const revoked = await asAdmin('POST', `/v1/admin/members/${designer}/revoke-verification`, {
        reason: 'The portfolio is not theirs',
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect((await page(designer)).profile.verified).toBe(false);
      expect(await card()).toMatchObject({ verified: false });
    });
  });

  describe('suspending', () => {
    it('refuses sign-in, ends every session and its refresh token at once, and hides the member until unsuspended', async () => {
      const member = await registerUser(app());
      const laptop = (await signIn(app(), member.user.email, member.password)).json().data as Session;
      const me = (token: string) =>
        app().inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
      const refresh = (token: string) =>
        app().inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refreshToken: token } });

      const suspended = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/suspend`, { reason: 'Spam in messages' }),
      );
      expect(suspended.profile.suspendedAt).toEqual(expect.any(String));

      expectErrorEnvelope(await signIn(app(), member.user.email, member.password), 403, 'ACCOUNT_SUSPENDED');
      for (const session of [member, laptop]) {
        expect((await me(session.access_token)).statusCode).toBe(401);
        expect([401, 403]).toContain((await refresh(session.refresh_token)).statusCode);
      }
      const [entry] = await auditOf('member.suspend', member.user.id);
      expect(entry).toMatchObject({
        actorId: admin.id,
        before: { suspendedAt: null },
        after: { suspendedAt: suspended.profile.suspendedAt, reason: 'Spam in messages' },
      });

      await area.acted(await asAdmin('POST', `/v1/admin/members/${member.user.id}/unsuspend`));
      expect((await signIn(app(), member.user.email, member.password)).statusCode).toBe(200);
      // The sessions ended by the suspension stay ended.
      expect((await me(member.access_token)).statusCode).toBe(401);
      expect(await auditOf('member.unsuspend', member.user.id)).toEqual([
        expect.objectContaining({ after: { suspendedAt: null } }),
      ]);
    });

    it('takes the member out of the directory and their public profile at once, and back when unsuspended', async () => {
      const tag = uniqueWord();
      const designer = await createDesigner(db(), {
        fullName: `Hidden Designer ${tag}`,
        items: [{ title: 'Poster', isCover: true }],
      });
      const listed = async () =>
        (
          (await app().inject({ method: 'GET', url: `/v1/designers?q=${tag}` })).json().data.items as {
            id: string;
          }[]
        ).map((card) => card.id);
      const profile = () => app().inject({ method: 'GET', url: `/v1/users/${designer}` });
      expect(await listed()).toEqual([designer]);

      await area.acted(await asAdmin('POST', `/v1/admin/members/${designer}/suspend`, { reason: REASON }));
      expect(await listed()).toEqual([]);
      expectErrorEnvelope(await profile(), 404, 'USER_NOT_FOUND');
      expect(await idsOf({ q: tag, suspended: 'true' })).toEqual([designer]);

      await area.acted(await asAdmin('POST', `/v1/admin/members/${designer}/unsuspend`));
      expect(await listed()).toEqual([designer]);
      expect((await profile()).statusCode).toBe(200);
    });

    it('refuses to suspend an admin, and an unknown member is 404', async () => {
      const other = await area.adminWithFactor();
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${other.id}/suspend`, { reason: REASON }),
        403,
        'FORBIDDEN',
      );
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${randomUUID()}/suspend`, { reason: REASON }),
        404,
        'USER_NOT_FOUND',
      );
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${other.id}/suspend`, { reason: ' ' }),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('roles', () => {
    it('makes a member an admin and back, ending the demoted admin’s sessions, each audited', async () => {
      const member = await registerUser(app());
      const promoted = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/role`, { role: 'admin' }),
      );
      expect(promoted.profile.role).toBe('admin');
      const session = (await signIn(app(), member.user.email, member.password)).json().data as Session;

      const demoted = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/role`, { role: 'member' }),
      );
      expect(demoted.profile.role).toBe('member');
      expect(
        (await app().inject({ method: 'GET', url: '/v1/users/me', headers: bearer(session.access_token) }))
          .statusCode,
      ).toBe(401);
      const changes = (await auditOf('member.role', member.user.id)).map((entry) => entry.after);
      expect(changes).toHaveLength(2);
      expect(changes).toEqual(expect.arrayContaining([{ role: 'admin' }, { role: 'member' }]));
    });

    it('never lets an admin change their own role, and an admin demoted since is refused with their old token', async () => {
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${admin.id}/role`, { role: 'member' }),
        409,
        'LAST_ADMIN',
      );
      expect((await page(admin.id)).profile.role).toBe('admin');

      const other = await area.adminWithFactor();
      const member = await registerUser(app());
      // Demoted behind the token's back: the token still says admin.
      await db().update(users).set({ role: 'member' }).where(eq(users.id, other.id));
      expectErrorEnvelope(
        await area.call(other.token, 'POST', `/v1/admin/members/${member.user.id}/verify`),
        403,
        'FORBIDDEN',
      );
      expect((await page(member.user.id)).profile.verified).toBe(false);
    });

    it('leaves one admin when the last two demote each other at the same moment', async () => {
      const first = await area.adminWithFactor();
      const second = await area.adminWithFactor();
      // Only these two are admins while they race; the others are put back afterwards.
      const others = (await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin')))
        .map((row) => row.id)
        .filter((id) => id !== first.id && id !== second.id);
      await db().update(users).set({ role: 'member' }).where(inArray(users.id, others));
      try {
        const answers = await Promise.all([
          area.call(first.token, 'POST', `/v1/admin/members/${second.id}/role`, { role: 'member' }),
          area.call(second.token, 'POST', `/v1/admin/members/${first.id}/role`, { role: 'member' }),
        ]);
        // The loser is refused: 403 when its request got past sign-in before the winner's commit
        // (its role is re-read under the lock), 401 when the demotion had already ended its sign-in.
        const [won, lost] = answers.map((answer) => answer.statusCode).toSorted();
        expect(won).toBe(200);
        expect([401, 403]).toContain(lost);
        const admins = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
      } finally {
        await db().update(users).set({ role: 'admin' }).where(inArray(users.id, others));
      }
    });
  });

  describe('memberships', () => {
    it('extends an active membership by days, keeping its renewal at the new end and the profile right, audited', async () => {
      const { member } = await subscribedMember();
      const before = (await page(member.user.id)).subscription!;
      const extended = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/subscription/extend`, {
          days: 14,
          reason: REASON,
        }),
      );
      const end = new Date(before.current_period_end).getTime() + 14 * dayMs;
      expect(extended.subscription).toMatchObject({ status: 'active', plan: { id: monthly.id } });
      expect(new Date(extended.subscription!.current_period_end).getTime()).toBe(end);
      expect(extended.profile).toMatchObject({
        subscriptionStatus: 'active',
        subscriptionPlan: monthly.name,
      });
      const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
      expect(row!.nextRenewalAt?.getTime()).toBe(end);
      const [entry] = await auditOf('subscription.extend', member.user.id);
      expect(entry).toMatchObject({
        before: { status: 'active', currentPeriodEnd: before.current_period_end },
        after: { status: 'active', days: 14, reason: REASON },
      });
    });

    it('extends a cancelled membership, which stays cancelled; none or an expired one is a conflict', async () => {
      const { member } = await subscribedMember();
      const cancelled = await app().inject({
        method: 'POST',
        url: '/v1/subscriptions/cancel',
        headers: bearer(member.access_token),
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const before = (await page(member.user.id)).subscription!;
      const extended = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/subscription/extend`, {
          days: 3,
          reason: REASON,
        }),
      );
      expect(extended.subscription).toMatchObject({ status: 'cancelled', auto_renew: false });
      expect(new Date(extended.subscription!.current_period_end).getTime()).toBe(
        new Date(before.current_period_end).getTime() + 3 * dayMs,
      );
      expect(extended.profile.subscriptionStatus).toBe('cancelled');

      const newcomer = await registerUser(app());
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${newcomer.user.id}/subscription/extend`, {
          days: 3,
          reason: REASON,
        }),
        409,
        'SUBSCRIPTION_STATE_CONFLICT',
      );
      await db()
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(eq(subscriptions.userId, member.user.id));
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${member.user.id}/subscription/extend`, {
          days: 3,
          reason: REASON,
        }),
        409,
        'SUBSCRIPTION_STATE_CONFLICT',
      );
      expect(await auditOf('subscription.extend', newcomer.user.id)).toEqual([]);
    });

    it('gives a member without a live membership one on a plan for some days, not renewing and paid by nobody', async () => {
      const newcomer = await registerUser(app());
      const comped = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${newcomer.user.id}/subscription/comp`, {
          planId: annual.id,
          days: 30,
          reason: REASON,
        }),
      );
      expect(comped.subscription).toMatchObject({
        status: 'active',
        plan: { id: annual.id },
        auto_renew: false,
        renews_with: null,
      });
      const now = testApp.clock.now().getTime();
      expect(new Date(comped.subscription!.current_period_end).getTime()).toBe(now + 30 * dayMs);
      expect(comped.profile).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: annual.name });
      expect(comped.transactions).toEqual([]);
      expect((await auditOf('subscription.comp', newcomer.user.id))[0]).toMatchObject({
        before: { status: null },
        after: { status: 'active', planId: annual.id, days: 30, reason: REASON },
      });

      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${newcomer.user.id}/subscription/comp`, {
          planId: monthly.id,
          days: 30,
          reason: REASON,
        }),
        409,
        'SUBSCRIPTION_STATE_CONFLICT',
      );

      // An expired membership is replaced.
      await db()
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(eq(subscriptions.userId, newcomer.user.id));
      const again = await area.acted(
        await asAdmin('POST', `/v1/admin/members/${newcomer.user.id}/subscription/comp`, {
          planId: monthly.id,
          days: 7,
          reason: REASON,
        }),
      );
      expect(again.subscription).toMatchObject({ status: 'active', plan: { id: monthly.id } });
      expect(again.profile.subscriptionPlan).toBe(monthly.name);

      const other = await registerUser(app());
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/members/${other.user.id}/subscription/comp`, {
          planId: randomUUID(),
          days: 7,
          reason: REASON,
        }),
        404,
        'PLAN_NOT_FOUND',
      );
    });
  });

  describe('refunds in the sandbox', () => {
    it('refunds a paid membership at once, audited, ending its period and renewals; a refunded, unknown or unpaid payment is not refundable', async () => {
      const { member, reference } = await subscribedMember();
      testApp.clock.advance(5 * minuteMs);
      const refund = await asAdmin('POST', `/v1/admin/payments/${reference}/refund`, { reason: REASON });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json().data).toEqual({ reference, refund: 'processed' });
      expect(await area.paymentStatus(reference)).toBe('refunded');
      // The month it paid for is taken back from now, and nothing renews.
      expect(await area.membershipOf(member.access_token)).toMatchObject({
        status: 'expired',
        auto_renew: false,
        current_period_end: testApp.clock.now().toISOString(),
      });
      const shown = await page(member.user.id);
      expect(shown.transactions).toEqual([expect.objectContaining({ reference, refundable: false })]);
      expect(shown.invoices).toEqual([expect.objectContaining({ status: 'refunded' })]);
      expect(await auditOf('payment.refund', reference)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          targetType: 'payment',
          before: expect.objectContaining({ status: 'success', memberId: member.user.id }),
          after: expect.objectContaining({ status: 'refunded', refund: 'processed', reason: REASON }),
        }),
      ]);

      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/payments/${reference}/refund`, { reason: REASON }),
        409,
        'PAYMENT_REFUNDED',
      );
      expectErrorEnvelope(
        await asAdmin('POST', '/v1/admin/payments/no-such-payment/refund', { reason: REASON }),
        404,
        'PAYMENT_NOT_FOUND',
      );
      const unpaid = await startCheckout(app(), member.access_token, { planId: monthly.id, currency: 'NGN' });
      expectErrorEnvelope(
        await asAdmin('POST', `/v1/admin/payments/${unpaid.reference}/refund`, { reason: REASON }),
        409,
        'PAYMENT_NOT_REFUNDABLE',
      );
      expect(await auditOf('payment.refund', unpaid.reference)).toEqual([]);
    });

    it('takes back a month paid in advance and stops renewals, leaving the month being used', async () => {
      const { member } = await subscribedMember();
      const before = await area.membershipOf(member.access_token);
      const advance = await startCheckout(app(), member.access_token, {
        planId: monthly.id,
        currency: 'NGN',
      });
      await payInSandbox(app(), advance);
      await verify(app(), advance.reference, { token: member.access_token });
      expect(await area.membershipOf(member.access_token)).not.toMatchObject({
        current_period_end: before.current_period_end,
      });

      const refund = await asAdmin('POST', `/v1/admin/payments/${advance.reference}/refund`, {
        reason: REASON,
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(await area.membershipOf(member.access_token)).toMatchObject({
        status: 'cancelled',
        auto_renew: false,
        current_period_start: before.current_period_start,
        current_period_end: before.current_period_end,
      });
      const me = await asAdmin('GET', `/v1/admin/members/${member.user.id}`);
      expect(me.json().data.profile).toMatchObject({ subscriptionStatus: 'cancelled' });
    });
  });
});

describe.each(databaseKinds)('refunds through Paystack on %s', (kind) => {
  const secretKey = 'sk_test_admin_refunds_0123456789';
  let paystack: FakePaystack;
  let testApp: TestApp;
  let monthly: Plan;
  let admin: { token: string; id: string };
  const area = adminArea(() => testApp);

  beforeAll(async () => {
    paystack = await startFakePaystack(secretKey);
    testApp = await buildTestApp(kind, {
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: paystack.url,
    });
    paystack.useClock(() => testApp.clock.now());
    ({ monthly } = await seedPlans(testApp.app));
    admin = await area.adminWithFactor();
  });
  afterAll(async () => {
    await testApp.close();
    await paystack.close();
  });

  async function paidMember(): Promise<{ member: Member; reference: string }> {
    const member = await registerUser(area.app());
    const started = await startCheckout(area.app(), member.access_token, {
      planId: monthly.id,
      currency: 'NGN',
    });
    paystack.settle(started.reference, 'success');
    await verify(area.app(), started.reference, { token: member.access_token });
    return { member, reference: started.reference };
  }

  const refund = (reference: string) =>
    area.call(admin.token, 'POST', `/v1/admin/payments/${reference}/refund`, { reason: REASON });

  it('answers 503 and changes nothing while Paystack is down', async () => {
    const { reference } = await paidMember();
    paystack.failNext(500);
    expectErrorEnvelope(await refund(reference), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await area.paymentStatus(reference)).toBe('success');
    expect(await area.auditOf(admin.token, 'payment.refund', reference)).toEqual([]);

    // Nothing is left pending: asked again once Paystack answers, the refund goes through.
    const again = await refund(reference);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual({ reference, refund: 'pending' });
  });

  const refundsAsked = (reference: string) =>
    paystack.requests.filter(
      (request) =>
        request.path === '/refund' && (request.body as { transaction?: string }).transaction === reference,
    ).length;

  it('asks Paystack for the refund once, audits it as pending, and the refund.processed webhook ends the period and renewals', async () => {
    const { member, reference } = await paidMember();
    testApp.clock.advance(5 * minuteMs);
    const answer = await refund(reference);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({ reference, refund: 'pending' });
    expect(paystack.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/refund',
      body: { transaction: reference },
    });
    expect(await area.paymentStatus(reference)).toBe('success');
    expect(await area.auditOf(admin.token, 'payment.refund', reference)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ status: 'success', refund: 'pending' }) }),
    ]);

    // While Paystack processes it, the console offers no second refund; one asked is refused here
    // and never sent.
    expect((await area.page(admin.token, member.user.id)).transactions).toEqual([
      expect.objectContaining({ reference, status: 'success', refundable: false }),
    ]);
    const second = await refund(reference);
    expectErrorEnvelope(second, 409, 'REFUND_PENDING');
    expect(second.json().error.message).toMatch(/already with the payment provider/);
    expect(refundsAsked(reference)).toBe(1);
    expect(await area.membershipOf(member.access_token)).toMatchObject({
      status: 'active',
      auto_renew: true,
    });

    const delivered = await deliverWebhook(
      area.app(),
      secretKey,
      { id: 91_000_001, transaction_reference: reference, status: 'processed' },
      'refund.processed',
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    await area.app().jobWorker.drain();
    expect(await area.paymentStatus(reference)).toBe('refunded');
    expect(await area.membershipOf(member.access_token)).toMatchObject({
      status: 'expired',
      auto_renew: false,
      current_period_end: testApp.clock.now().toISOString(),
    });
    const shown = await area.page(admin.token, member.user.id);
    expect(shown.transactions).toEqual([expect.objectContaining({ reference, refundable: false })]);
    expect(shown.profile).toMatchObject({ subscriptionStatus: 'expired' });

    // Once refunded, a refund is refused with words that say so, and Paystack is not asked.
    const third = await refund(reference);
    expectErrorEnvelope(third, 409, 'PAYMENT_REFUNDED');
    expect(third.json().error.message).toMatch(/refunded in full already/);
    expect(refundsAsked(reference)).toBe(1);
  });

  it('sends one of two refunds asked at the same moment, and answers the other 409', async () => {
    const { reference } = await paidMember();
    const answers = await Promise.all([refund(reference), refund(reference)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expectErrorEnvelope(refused as LightMyRequestResponse, 409, 'REFUND_PENDING');
    expect(refundsAsked(reference)).toBe(1);
    expect(await area.auditOf(admin.token, 'payment.refund', reference)).toHaveLength(1);
  });

  it('lets a refund Paystack reports failed be asked again', async () => {
    const { reference } = await paidMember();
    expect((await refund(reference)).statusCode).toBe(200);
    const failed = await deliverWebhook(
      area.app(),
      secretKey,
      { id: 91_000_002, transaction_reference: reference, status: 'failed' },
      'refund.failed',
    );
    expect(failed.statusCode, failed.body).toBe(200);
    await area.app().jobWorker.drain();
    expect(await area.paymentStatus(reference)).toBe('success');
    // Asked again, it reaches Paystack (which, as its stand-in keeps the first refund, refuses it).
    expectErrorEnvelope(await refund(reference), 409, 'PAYMENT_NOT_REFUNDABLE');
    expect(refundsAsked(reference)).toBe(2);
  });

  it('gives money back without taking time for a partial refund, and ends the period when the rest is refunded', async () => {
    const { member, reference } = await paidMember();
    const paid = await area.membershipOf(member.access_token);
    const processed = (id: number, amount: number) =>
      deliverWebhook(
        area.app(),
        secretKey,
        { id, transaction_reference: reference, status: 'processed', amount },
        'refund.processed',
      );
    const [row] = await area.db().select().from(payments).where(eq(payments.reference, reference));
    const half = Math.floor((row?.amount ?? 0) / 2);

    expect((await processed(91_000_003, half)).statusCode).toBe(200);
    await area.app().jobWorker.drain();
    expect(await area.paymentStatus(reference)).toBe('success');
    expect(await area.membershipOf(member.access_token)).toMatchObject({
      status: 'active',
      auto_renew: true,
      current_period_end: paid.current_period_end,
    });

    testApp.clock.advance(minuteMs);
    expect((await processed(91_000_004, (row?.amount ?? 0) - half)).statusCode).toBe(200);
    await area.app().jobWorker.drain();
    expect(await area.paymentStatus(reference)).toBe('refunded');
    expect(await area.membershipOf(member.access_token)).toMatchObject({
      status: 'expired',
      auto_renew: false,
    });
  });
});
