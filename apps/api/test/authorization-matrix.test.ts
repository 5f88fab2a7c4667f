import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import type { Database } from '../src/db/client';
import { createTransactions } from '../src/db/transactions';
import { creditRefundOn, InvoicesRepository } from '../src/modules/invoices';
import {
  collections,
  creditNotes,
  inquiries,
  invoices,
  paymentMethods,
  payments,
  portfolioItems,
  portfolioMedia,
  studioBookings,
  studios,
  users,
  verificationRequests,
} from '../src/db/schema';
import { ADMIN_PASSWORD, adminWithFactor } from './admin-helpers';
import { createDesigner } from './factories';
import { bearer, buildTestApp, multipart, registerUser, type TestApp } from './helpers';
import { routesOf } from './fuzz/route-capture';
import { jpeg } from './image-fixtures';
import { payInSandbox, seedPlans, signedIn, startCheckout, verify } from './membership-helpers';

// Every route the app registers, seen as it is registered: hidden ones too, which the OpenAPI
// document leaves out.
vi.mock('fastify', async (importOriginal) => {
  const { withRouteCapture } = await import('./fuzz/route-capture');
  return withRouteCapture(await importOriginal<typeof FastifyModule>());
});

/**
 * Who may call what: every route the app serves under /v1, called as each kind of caller, against
 * the status class the row expects. A /v1 route served without a row (any the app registers, the
 * ones the OpenAPI document leaves out too) fails the first test. A row marked `knownBug` prints
 * what it found instead of failing, until the API is fixed.
 *
 * What a cell expects:
 * - 'ok': the caller is let through. A 2xx, or a 4xx about the input or the resource's state
 *   (400, 409, 413, 415, 422...): anything but 401, 403 or 404, and never a 5xx.
 * - 401: not signed in, or the sign-in is not accepted: a suspended member's sign-ins are ended
 *   with the suspension, so their token is refused (UNAUTHENTICATED) wherever it is read.
 * - 403: signed in but refused: not an admin, no subscription, not verified, or a password-only
 *   sign-in that owes its second factor (MFA_REQUIRED).
 * - 404: refused as if the resource did not exist: someone else's booking, card, invoice, or the
 *   caller's own membership when they have none.
 *
 * A row's sample resource belongs to `member`; `otherMember` must never reach it, and no caller
 * but `member` and `admin` may ever be shown `member`'s e-mail address.
 */
type Expected = 'ok' | 401 | 403 | 404;

const callers = [
  'anonymous',
  'adminAal1',
  'suspended',
  'unsubscribed',
  'otherMember',
  'verified',
  'admin',
  'member',
] as const;
/**
 * - anonymous: no token.
 * - member: registered and subscribed, not verified; owns every row's sample resource.
 * - otherMember: a second subscribed, unverified member.
 * - unsubscribed: registered, never paid.
 * - verified: subscribed and verified.
 * - suspended: subscribed, then suspended by an admin (POST /v1/admin/members/:id/suspend); still
 *   sends the token it had from before.
 * - admin: an admin signed in with a second factor (aal2).
 * - adminAal1: an admin with a factor enrolled, signed in with the password only.
 */
type Caller = (typeof callers)[number];
type Expectations = Record<Caller, Expected>;

/** The same answer for every caller. */
const everyone = (expected: Expected): Expectations =>
  Object.fromEntries(callers.map((caller) => [caller, expected])) as Expectations;

/** Nobody is turned away: the route reads no token. */
const PUBLIC = everyone('ok');
/**
 * Public, but a token sent is read: a sign-in owing its second factor is seen as a visitor, and a
 * token whose sign-in was ended (the suspended member's) is refused so the client drops it.
 */
const OPEN: Expectations = { ...PUBLIC, suspended: 401 };
/** Any signed-in account in good standing, whether or not it pays. */
const SIGNED_IN: Expectations = {
  ...PUBLIC,
  anonymous: 401,
  adminAal1: 403,
  suspended: 401,
};
/** Open to a sign-in that still owes its second factor (signing out, the factor routes). */
const SIGNED_IN_PENDING_MFA: Expectations = { ...SIGNED_IN, adminAal1: 'ok' };
/** Admins with a second factor only. */
const ADMIN: Expectations = {
  anonymous: 401,
  adminAal1: 403,
  suspended: 401,
  unsubscribed: 403,
  otherMember: 403,
  verified: 403,
  admin: 'ok',
  member: 403,
};
/** `member`'s own resource behind a member route: everyone else is told it does not exist. */
const OWNER_ONLY: Expectations = {
  ...SIGNED_IN,
  unsubscribed: 404,
  otherMember: 404,
  verified: 404,
  admin: 404,
};

type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One request: the address with sample params, and a JSON body or a raw payload with its headers. */
type Call = {
  url: string;
  body?: object;
  payload?: Buffer | string;
  headers?: Record<string, string>;
};

type Row = {
  method: Method;
  /** The route as registered, `:param` style. */
  path: string;
  /** Built again for every caller, so a row can make a fresh resource for each. */
  call: Call | ((fixture: Fixture, caller: Caller) => Call | Promise<Call>);
  expect: Expectations;
  /** The call changes or ends the caller's own account or sign-in: each caller is a new account. */
  freshAccount?: true;
  /** Answers may show other people's e-mail by design (a development tool). */
  showsOthersMail?: string;
  /** What of an answer only `member` may see: it must be empty (null or absent) for every other caller. */
  ownersOnly?: (body: { data?: Record<string, unknown> }) => unknown;
  /** The request carries its own credential (a refresh token, a signature): its refusals say so. */
  ownCredential?: string;
  /** A real authorization bug the owner is fixing: the row prints it instead of failing. */
  knownBug?: string;
};

/** A signed-in caller. */
type Principal = { token: string; id: string; email: string; password: string };

type Fixture = {
  app: FastifyInstance;
  db: Database;
  callers: Record<Exclude<Caller, 'anonymous'>, Principal>;
  monthly: Plan;
  studioId: string;
  /** `member`'s resources. */
  itemId: string;
  invoiceId: string;
  /** A credit note on `member`'s invoice. */
  creditNoteId: string;
  paymentReference: string;
  factorId: string;
  /** Members only admins act on, so the callers above keep their standing. */
  target: (label: string) => Principal;
  /** A code to deactivate, and one that stays active for campaigns. */
  discountCodeId: string;
  campaignCode: string;
  campaignId: string;
  planId: string;
  verificationRequestFor: (label: string) => string;
  bookingFor: (label: string) => string;
  /** A new portfolio item of `member`'s, written as the upload pipeline leaves one. */
  newItem(): Promise<string>;
  /** A new project of `member`'s with two images: its id and theirs, in order. */
  newProject(): Promise<{ itemId: string; mediaIds: string[] }>;
  /** A new resumable upload of `member`'s, started and not a byte sent: its id. */
  newUpload(): Promise<string>;
  /** A new saved card of `member`'s. */
  newCard(): Promise<string>;
  /** A new requested booking of `member`'s. */
  newBooking(userId?: string): Promise<string>;
  /** A new pending verification request of `member`'s (withdrawn ones are not pending). */
  newVerificationRequest(userId?: string): Promise<string>;
  /** A new sign-in of `member`'s: its session id. */
  newSession(): Promise<string>;
  /** A new pending second factor of `member`'s. */
  newFactor(): Promise<string>;
};

const reason = { reason: 'A sample reason' };
/** Every tus request says which version of the protocol it speaks. */
const tus = (headers: Record<string, string> = {}) => ({
  'Tus-Resumable': createUpload.tusVersion,
  ...headers,
});
/** The size of a sample upload: the PATCH row sends only its first bytes, so none is completed. */
const uploadLength = 1000;
/** `Upload-Metadata` with a title, base64 as tus writes a value. */
const tusTitle = `title ${Buffer.from('Matrix').toString('base64')}`;
const dayMs = 24 * 60 * 60 * 1000;
const statement =
  'I have designed print and identity work for ten years, for studios in Lagos, Accra and Nairobi.';

/**
 * One row per served /v1 route. Not here, on purpose:
 * - /metrics: the scraper's bearer token is its own credential, tested in metrics.test.ts.
 * - /.well-known/jwks.json (the same keys as GET /v1/auth/jwks), /media/*, /sitemap.xml,
 *   /robots.txt and the web's pages: not under /v1, public by design (pages.test.ts).
 */
const table: Row[] = [
  // Health and public reference data.
  { method: 'GET', path: '/v1/health/live', call: { url: '/v1/health/live' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/health/ready', call: { url: '/v1/health/ready' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/health', call: { url: '/v1/health' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/auth/jwks', call: { url: '/v1/auth/jwks' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/openapi.json', call: { url: '/v1/openapi.json' }, expect: PUBLIC },
  // Swagger UI, the document's reader, left out of the document. Its page is the prefix's root,
  // registered for /v1/docs and /v1/docs/ alike; the last is the address it is listed under.
  { method: 'GET', path: '/v1/docs/', call: { url: '/v1/docs/' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/docs/json', call: { url: '/v1/docs/json' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/docs/yaml', call: { url: '/v1/docs/yaml' }, expect: PUBLIC },
  {
    method: 'GET',
    path: '/v1/docs/static/index.html',
    call: { url: '/v1/docs/static/index.html' },
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/docs/static/swagger-initializer.js',
    call: { url: '/v1/docs/static/swagger-initializer.js' },
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/docs/static/*',
    call: { url: '/v1/docs/static/swagger-ui.css' },
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/plans',
    call: { url: '/v1/subscriptions/plans' },
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/discount/validate',
    call: (f) => ({ url: `/v1/subscriptions/discount/validate?code=NOPE&planId=${f.monthly.id}` }),
    expect: PUBLIC,
  },
  { method: 'GET', path: '/v1/designers', call: { url: '/v1/designers?q=test' }, expect: PUBLIC },
  { method: 'GET', path: '/v1/works', call: { url: '/v1/works?q=test' }, expect: PUBLIC },
  {
    method: 'POST',
    path: '/v1/contact',
    call: {
      url: '/v1/contact',
      body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question for you.' },
    },
    expect: PUBLIC,
  },
  // Hiring inquiries: anyone writes to a designer; the inbox is the designer's own.
  {
    method: 'GET',
    path: '/v1/users/:id/inquiry-form',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}/inquiry-form` }),
    expect: OPEN,
  },
  {
    method: 'POST',
    path: '/v1/users/:id/inquiries',
    call: (f) => ({
      url: `/v1/users/${f.callers.member.id}/inquiries`,
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        kind: 'freelance',
        message: 'Would you draw a poster for us?',
        formToken: 'not-a-form',
      },
    }),
    expect: OPEN,
  },
  {
    method: 'GET',
    path: '/v1/users/:id/whatsapp',
    call: async (f) => {
      await f.db.update(users).set({ whatsapp: '+2348031234567' }).where(eq(users.id, f.callers.member.id));
      return { url: `/v1/users/${f.callers.member.id}/whatsapp` };
    },
    expect: OPEN,
  },
  { method: 'GET', path: '/v1/inquiries', call: { url: '/v1/inquiries' }, expect: SIGNED_IN },
  {
    method: 'PATCH',
    path: '/v1/inquiries/:id',
    call: async (f) => {
      const [inquiry] = await f.db
        .insert(inquiries)
        .values({
          designerId: f.callers.member.id,
          senderName: 'Ada',
          senderEmail: 'ada@example.com',
          kind: 'freelance',
          message: 'Would you draw a poster for us?',
          clientAddressHash: 'matrix',
        })
        .returning({ id: inquiries.id });
      return { url: `/v1/inquiries/${inquiry!.id}`, body: { status: 'archived' } };
    },
    expect: OWNER_ONLY,
  },
  {
    method: 'GET',
    path: '/v1/dev/outbox',
    call: { url: '/v1/dev/outbox' },
    expect: PUBLIC,
    showsOthersMail: 'the outbox is a development tool, not served in production',
  },

  // Signing up, in and out.
  {
    method: 'POST',
    path: '/v1/users/register',
    call: () => ({
      url: '/v1/users/register',
      body: {
        email: `matrix-${randomUUID()}@example.com`,
        password: 'correct horse battery staple',
        fullName: 'Matrix Visitor',
      },
    }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/auth/login',
    call: (f) => ({
      url: '/v1/auth/login',
      body: { email: f.target('login').email, password: MEMBER_PASSWORD },
    }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/auth/refresh',
    call: { url: '/v1/auth/refresh', body: { refreshToken: 'not-a-refresh-token' } },
    ownCredential: 'the refresh token: a wrong one is 401 INVALID_REFRESH_TOKEN to everyone',
    expect: {
      anonymous: 401,
      adminAal1: 401,
      suspended: 401,
      unsubscribed: 401,
      otherMember: 401,
      verified: 401,
      admin: 401,
      member: 401,
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/reset-password',
    call: { url: '/v1/auth/reset-password', body: { email: 'nobody@example.com' } },
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/auth/reset-password/confirm',
    call: {
      url: '/v1/auth/reset-password/confirm',
      body: { token: 'not-a-reset-token', password: 'another long passphrase' },
    },
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/users/me/email/confirm',
    call: { url: '/v1/users/me/email/confirm', body: { token: 'not-an-email-token' } },
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/auth/logout',
    call: { url: '/v1/auth/logout', body: {} },
    expect: SIGNED_IN_PENDING_MFA,
    freshAccount: true,
  },
  { method: 'GET', path: '/v1/auth/sessions', call: { url: '/v1/auth/sessions' }, expect: SIGNED_IN },
  {
    method: 'DELETE',
    path: '/v1/auth/sessions/:id',
    call: async (f) => ({ url: `/v1/auth/sessions/${await f.newSession()}` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'POST',
    path: '/v1/auth/sessions/sign-out-others',
    call: { url: '/v1/auth/sessions/sign-out-others' },
    expect: SIGNED_IN,
    freshAccount: true,
  },

  // Second factors.
  {
    method: 'POST',
    path: '/v1/auth/mfa/factors',
    call: { url: '/v1/auth/mfa/factors', body: {} },
    // Open to a sign-in owing its code, but one that has a factor passes it before adding another.
    expect: SIGNED_IN,
    freshAccount: true,
  },
  {
    method: 'GET',
    path: '/v1/auth/mfa/factors',
    call: { url: '/v1/auth/mfa/factors' },
    expect: SIGNED_IN_PENDING_MFA,
  },
  {
    method: 'POST',
    path: '/v1/auth/mfa/factors/:id/challenge',
    call: (f) => ({ url: `/v1/auth/mfa/factors/${f.factorId}/challenge` }),
    expect: { ...OWNER_ONLY, adminAal1: 404 },
  },
  {
    method: 'POST',
    path: '/v1/auth/mfa/factors/:id/verify',
    call: (f) => ({
      url: `/v1/auth/mfa/factors/${f.factorId}/verify`,
      body: { challengeId: randomUUID(), code: '000000' },
    }),
    expect: { ...OWNER_ONLY, adminAal1: 404 },
  },
  {
    method: 'DELETE',
    path: '/v1/auth/mfa/factors/:id',
    call: async (f) => ({ url: `/v1/auth/mfa/factors/${await f.newFactor()}` }),
    expect: { ...OWNER_ONLY, adminAal1: 404 },
  },

  // The account.
  { method: 'GET', path: '/v1/users/me', call: { url: '/v1/users/me' }, expect: SIGNED_IN },
  {
    method: 'PATCH',
    path: '/v1/users/me',
    call: { url: '/v1/users/me', body: { bio: 'Designs things.' } },
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/v1/users/me/password',
    call: (_f, caller) => ({
      url: '/v1/users/me/password',
      body: { currentPassword: passwordOf(caller), newPassword: 'a brand new long passphrase' },
    }),
    expect: SIGNED_IN,
    freshAccount: true,
  },
  {
    method: 'POST',
    path: '/v1/users/me/email',
    call: (_f, caller) => ({
      url: '/v1/users/me/email',
      body: { email: `moved-${randomUUID()}@example.com`, password: passwordOf(caller) },
    }),
    expect: SIGNED_IN,
    freshAccount: true,
  },
  {
    method: 'DELETE',
    path: '/v1/users/me',
    call: (_f, caller) => ({ url: '/v1/users/me', body: { password: passwordOf(caller) } }),
    expect: SIGNED_IN,
    freshAccount: true,
  },
  {
    method: 'GET',
    path: '/v1/users/:id',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}` }),
    expect: OPEN,
  },

  // Following: members follow anyone but themselves (422 for `member`, who is the target); the
  // lists are public; the feed and its suggestions are the signed-in member's own.
  {
    method: 'POST',
    path: '/v1/users/:id/follow',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}/follow` }),
    expect: SIGNED_IN,
  },
  {
    method: 'DELETE',
    path: '/v1/users/:id/follow',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}/follow` }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/v1/users/:id/followers',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}/followers` }),
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/users/:id/following',
    call: (f) => ({ url: `/v1/users/${f.callers.member.id}/following` }),
    expect: PUBLIC,
  },
  { method: 'GET', path: '/v1/feed', call: { url: '/v1/feed' }, expect: SIGNED_IN },
  { method: 'GET', path: '/v1/feed/suggestions', call: { url: '/v1/feed/suggestions' }, expect: SIGNED_IN },
  // The notification stream: a member asks for a ticket; the stream reads no token, only a ticket.
  {
    method: 'POST',
    path: '/v1/notifications/stream-ticket',
    call: { url: '/v1/notifications/stream-ticket' },
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/v1/notifications/stream',
    call: { url: '/v1/notifications/stream?ticket=made-up' },
    expect: everyone(401),
  },
  // Notifications: the signed-in member's own; a member's ids are ignored for anyone else. The
  // unsubscribe link's signed token is its only credential, so it reads no sign-in.
  { method: 'GET', path: '/v1/notifications', call: { url: '/v1/notifications' }, expect: SIGNED_IN },
  {
    method: 'POST',
    path: '/v1/notifications/read',
    call: { url: '/v1/notifications/read', body: { all: true } },
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/v1/notifications/preferences',
    call: { url: '/v1/notifications/preferences' },
    expect: SIGNED_IN,
  },
  {
    method: 'PUT',
    path: '/v1/notifications/preferences',
    call: {
      url: '/v1/notifications/preferences',
      body: { follower: 'digest', like: 'digest', collection_save: 'digest' },
    },
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/v1/notifications/unsubscribe',
    call: { url: '/v1/notifications/unsubscribe?token=made-up' },
    expect: PUBLIC,
  },
  {
    method: 'POST',
    path: '/v1/notifications/unsubscribe',
    call: { url: '/v1/notifications/unsubscribe?token=made-up' },
    expect: PUBLIC,
  },

  // Collections: a member's own; a private one is not found by anyone else, admins included.
  {
    method: 'POST',
    path: '/v1/collections',
    call: { url: '/v1/collections', body: { name: 'Matrix', visibility: 'public' } },
    expect: SIGNED_IN,
  },
  { method: 'GET', path: '/v1/collections', call: { url: '/v1/collections' }, expect: SIGNED_IN },
  {
    method: 'GET',
    path: '/v1/collections/:id',
    call: async (f) => ({ url: `/v1/collections/${await newCollection(f)}` }),
    expect: { ...everyone(404), suspended: 401, member: 'ok' },
  },
  {
    method: 'PATCH',
    path: '/v1/collections/:id',
    call: async (f) => ({ url: `/v1/collections/${await newCollection(f)}`, body: { name: 'Renamed' } }),
    expect: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/v1/collections/:id',
    call: async (f) => ({ url: `/v1/collections/${await newCollection(f)}` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'POST',
    path: '/v1/collections/:id/items',
    call: async (f) => {
      const designer = await createDesigner(f.db, { fullName: 'Matrix Designer' });
      const [work] = await f.db
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(eq(portfolioItems.userId, designer));
      return { url: `/v1/collections/${await newCollection(f)}/items`, body: { itemId: work!.id } };
    },
    expect: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/v1/collections/:id/items/:itemId',
    call: async (f) => ({ url: `/v1/collections/${await newCollection(f)}/items/${f.itemId}` }),
    expect: OWNER_ONLY,
  },

  // The portfolio: public to read; only the owner (or an admin) changes an item.
  {
    method: 'POST',
    path: '/v1/portfolio',
    call: async () => {
      const body = await multipart(
        { title: 'Matrix' },
        { data: await jpeg(160, 120), name: 'a.jpg', type: 'image/jpeg' },
      );
      return { url: '/v1/portfolio', payload: body.payload, headers: body.headers };
    },
    expect: SIGNED_IN,
  },
  { method: 'GET', path: '/v1/portfolio', call: { url: '/v1/portfolio' }, expect: OPEN },
  { method: 'GET', path: '/v1/portfolio/stats', call: { url: '/v1/portfolio/stats' }, expect: SIGNED_IN },
  { method: 'GET', path: '/v1/analytics', call: { url: '/v1/analytics?days=30' }, expect: SIGNED_IN },
  {
    method: 'GET',
    path: '/v1/portfolio/:id',
    call: (f) => ({ url: `/v1/portfolio/${f.itemId}` }),
    expect: OPEN,
  },
  {
    method: 'POST',
    path: '/v1/portfolio/:id/like',
    call: (f) => ({ url: `/v1/portfolio/${f.itemId}/like` }),
    expect: SIGNED_IN,
  },
  {
    method: 'PATCH',
    path: '/v1/portfolio/:id',
    call: (f) => ({ url: `/v1/portfolio/${f.itemId}`, body: { title: 'Renamed' } }),
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'POST',
    path: '/v1/portfolio/:id/set-cover',
    call: (f) => ({ url: `/v1/portfolio/${f.itemId}/set-cover` }),
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'POST',
    path: '/v1/portfolio/:id/set-profile-picture',
    call: (f) => ({ url: `/v1/portfolio/${f.itemId}/set-profile-picture` }),
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'DELETE',
    path: '/v1/portfolio/:id',
    call: async (f) => ({ url: `/v1/portfolio/${await f.newItem()}` }),
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },

  // A project's images: only the owner (or an admin) changes them.
  {
    method: 'POST',
    path: '/v1/portfolio/:id/media',
    call: async (f) => {
      const body = await multipart({}, { data: await jpeg(160, 120), name: 'a.jpg', type: 'image/jpeg' });
      const { itemId } = await f.newProject();
      return { url: `/v1/portfolio/${itemId}/media`, payload: body.payload, headers: body.headers };
    },
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'PATCH',
    path: '/v1/portfolio/:id/media/:mediaId',
    call: async (f) => {
      const { itemId, mediaIds } = await f.newProject();
      return { url: `/v1/portfolio/${itemId}/media/${mediaIds[1]}`, body: { caption: 'Matrix' } };
    },
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'DELETE',
    path: '/v1/portfolio/:id/media/:mediaId',
    call: async (f) => {
      const { itemId, mediaIds } = await f.newProject();
      return { url: `/v1/portfolio/${itemId}/media/${mediaIds[1]}` };
    },
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },
  {
    method: 'PUT',
    path: '/v1/portfolio/:id/media/order',
    call: async (f) => {
      const { itemId, mediaIds } = await f.newProject();
      return { url: `/v1/portfolio/${itemId}/media/order`, body: { mediaIds: [...mediaIds].reverse() } };
    },
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, verified: 403 },
  },

  // Resumable uploads (tus): started by the callers of POST /v1/portfolio; an upload is its owner's
  // alone, and to anyone else, an admin too, there is no such upload.
  {
    method: 'POST',
    path: '/v1/portfolio/uploads',
    call: {
      url: '/v1/portfolio/uploads',
      headers: tus({ 'Upload-Length': String(uploadLength), 'Upload-Metadata': tusTitle }),
    },
    expect: SIGNED_IN,
  },
  {
    method: 'HEAD',
    path: '/v1/portfolio/uploads/:id',
    call: async (f) => ({ url: `/v1/portfolio/uploads/${await f.newUpload()}`, headers: tus() }),
    expect: OWNER_ONLY,
  },
  {
    method: 'PATCH',
    path: '/v1/portfolio/uploads/:id',
    call: async (f) => ({
      url: `/v1/portfolio/uploads/${await f.newUpload()}`,
      headers: tus({ 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
      payload: Buffer.alloc(uploadLength / 10),
    }),
    expect: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/v1/portfolio/uploads/:id',
    call: async (f) => ({ url: `/v1/portfolio/uploads/${await f.newUpload()}`, headers: tus() }),
    expect: OWNER_ONLY,
  },

  // Membership and payments.
  {
    method: 'POST',
    path: '/v1/subscriptions/waitlist',
    call: (f) => ({
      url: '/v1/subscriptions/waitlist',
      body: {
        fullName: 'Ama Owusu',
        email: `waitlist-${randomUUID()}@example.com`,
        password: 'a long and private passphrase',
        planId: f.monthly.id,
        currency: 'NGN',
      },
    }),
    expect: OPEN,
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/checkout',
    call: (f) => ({ url: '/v1/subscriptions/checkout', body: { planId: f.monthly.id, currency: 'NGN' } }),
    expect: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/verify/:ref',
    // Anyone may ask after a payment; only its payer is shown the membership it bought.
    call: (f) => ({ url: `/v1/subscriptions/verify/${f.paymentReference}` }),
    expect: OPEN,
    ownersOnly: (body) => body.data?.subscription,
  },
  { method: 'GET', path: '/v1/subscriptions/me', call: { url: '/v1/subscriptions/me' }, expect: SIGNED_IN },
  {
    method: 'GET',
    path: '/v1/subscriptions/transactions',
    call: { url: '/v1/subscriptions/transactions' },
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/cancel',
    call: { url: '/v1/subscriptions/cancel', body: {} },
    expect: { ...SIGNED_IN, unsubscribed: 404, admin: 404 },
    freshAccount: true,
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/reactivate',
    call: { url: '/v1/subscriptions/reactivate', body: {} },
    expect: { ...SIGNED_IN, unsubscribed: 404, admin: 404 },
    freshAccount: true,
  },
  { method: 'GET', path: '/v1/invoices', call: { url: '/v1/invoices' }, expect: SIGNED_IN },
  {
    method: 'GET',
    path: '/v1/invoices/:id/pdf',
    call: (f) => ({ url: `/v1/invoices/${f.invoiceId}/pdf` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'GET',
    path: '/v1/invoices/credit-notes/:id/pdf',
    call: (f) => ({ url: `/v1/invoices/credit-notes/${f.creditNoteId}/pdf` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'GET',
    path: '/v1/invoices/billing-details',
    call: { url: '/v1/invoices/billing-details' },
    expect: SIGNED_IN,
  },
  {
    method: 'PUT',
    path: '/v1/invoices/billing-details',
    call: { url: '/v1/invoices/billing-details', body: { name: 'Studio', address: null, taxNumber: null } },
    expect: SIGNED_IN,
  },
  { method: 'GET', path: '/v1/payment-methods', call: { url: '/v1/payment-methods' }, expect: SIGNED_IN },
  {
    method: 'POST',
    path: '/v1/payment-methods',
    call: { url: '/v1/payment-methods', body: { currency: 'NGN' } },
    expect: SIGNED_IN,
  },
  {
    method: 'PUT',
    path: '/v1/payment-methods/:id/default',
    call: async (f) => ({ url: `/v1/payment-methods/${await f.newCard()}/default` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/v1/payment-methods/:id',
    call: async (f) => ({ url: `/v1/payment-methods/${await f.newCard()}` }),
    expect: OWNER_ONLY,
  },
  {
    method: 'POST',
    path: '/v1/payments/sandbox/renewals',
    // The sandbox's stand-in for the renewal schedule, not served in production.
    call: { url: '/v1/payments/sandbox/renewals', body: {} },
    expect: PUBLIC,
  },
  {
    method: 'GET',
    path: '/v1/payments/sandbox/checkout/:reference',
    // The sandbox's hosted payment page: the reference in the address is the credential.
    call: { url: '/v1/payments/sandbox/checkout/no-such-reference', headers: { accept: 'text/html' } },
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/v1/payments/sandbox/checkout/:reference',
    call: {
      url: '/v1/payments/sandbox/checkout/no-such-reference',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'outcome=success&channel=card',
    },
    expect: everyone(404),
  },
  {
    method: 'POST',
    path: '/v1/payments/webhooks/paystack',
    call: { url: '/v1/payments/webhooks/paystack', body: { event: 'charge.success', data: {} } },
    ownCredential: "the provider's signature: unsigned, it is refused whoever sends it",
    expect: {
      anonymous: 401,
      adminAal1: 401,
      suspended: 401,
      unsubscribed: 401,
      otherMember: 401,
      verified: 401,
      admin: 401,
      member: 401,
    },
  },

  // The vetted program.
  { method: 'GET', path: '/v1/verification/me', call: { url: '/v1/verification/me' }, expect: SIGNED_IN },
  {
    method: 'POST',
    path: '/v1/verification',
    call: async () => {
      const body = await multipart({ statement, links: JSON.stringify(['https://example.com/work']) });
      return { url: '/v1/verification', payload: body.payload, headers: body.headers };
    },
    // Applying needs a subscription.
    expect: { ...SIGNED_IN, unsubscribed: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/v1/verification/:id',
    call: async (f) => ({ url: `/v1/verification/${await f.newVerificationRequest()}` }),
    expect: OWNER_ONLY,
  },

  // TFB Studios: verified members see and book; members cancel their own bookings.
  {
    method: 'GET',
    path: '/v1/studios',
    call: { url: '/v1/studios' },
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, admin: 403, member: 403 },
  },
  {
    method: 'POST',
    path: '/v1/studios/:id/bookings',
    call: (f) => ({
      url: `/v1/studios/${f.studioId}/bookings`,
      body: {
        date: new Date(Date.now() + 5 * dayMs).toISOString().slice(0, 10),
        startTime: '10:00',
        hours: 2,
        purpose: 'Shooting a lookbook',
      },
    }),
    expect: { ...SIGNED_IN, unsubscribed: 403, otherMember: 403, admin: 403, member: 403 },
  },
  {
    method: 'GET',
    path: '/v1/studios/bookings/me',
    call: { url: '/v1/studios/bookings/me' },
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/v1/studios/bookings/:id/cancel',
    call: async (f) => ({ url: `/v1/studios/bookings/${await f.newBooking()}/cancel` }),
    expect: OWNER_ONLY,
  },

  // Admin: the console.
  { method: 'GET', path: '/v1/admin/overview', call: { url: '/v1/admin/overview' }, expect: ADMIN },
  { method: 'GET', path: '/v1/admin/alerts', call: { url: '/v1/admin/alerts' }, expect: ADMIN },
  { method: 'GET', path: '/v1/admin/audit', call: { url: '/v1/admin/audit' }, expect: ADMIN },
  { method: 'GET', path: '/v1/admin/members', call: { url: '/v1/admin/members?q=member' }, expect: ADMIN },
  {
    method: 'GET',
    path: '/v1/admin/members/:id',
    call: (f) => ({ url: `/v1/admin/members/${f.callers.member.id}` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/verify',
    call: (f) => ({ url: `/v1/admin/members/${f.target('verify').id}/verify` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/revoke-verification',
    call: (f) => ({ url: `/v1/admin/members/${f.target('revoke').id}/revoke-verification`, body: reason }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/suspend',
    call: (f) => ({ url: `/v1/admin/members/${f.target('suspend').id}/suspend`, body: reason }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/unsuspend',
    call: (f) => ({ url: `/v1/admin/members/${f.target('unsuspend').id}/unsuspend` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/role',
    call: (f) => ({ url: `/v1/admin/members/${f.target('role').id}/role`, body: { role: 'admin' } }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/subscription/extend',
    call: (f) => ({
      url: `/v1/admin/members/${f.target('extend').id}/subscription/extend`,
      body: { days: 7, ...reason },
    }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/subscription/comp',
    call: (f) => ({
      url: `/v1/admin/members/${f.target('comp').id}/subscription/comp`,
      body: { planId: f.monthly.id, days: 7, ...reason },
    }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/payments/:reference/refund',
    call: async (f) => ({
      url: `/v1/admin/payments/${await referenceOf(f, f.target('refund').id)}/refund`,
      body: reason,
    }),
    expect: ADMIN,
  },
  {
    method: 'GET',
    path: '/v1/admin/verification-requests',
    call: { url: '/v1/admin/verification-requests' },
    expect: ADMIN,
  },
  {
    method: 'GET',
    path: '/v1/admin/verification-requests/:id',
    call: (f) => ({ url: `/v1/admin/verification-requests/${f.verificationRequestFor('review')}` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/verification-requests/:id/approve',
    call: (f) => ({ url: `/v1/admin/verification-requests/${f.verificationRequestFor('approve')}/approve` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/verification-requests/:id/reject',
    call: (f) => ({
      url: `/v1/admin/verification-requests/${f.verificationRequestFor('reject')}/reject`,
      body: { reason: 'The links do not show your own work yet.' },
    }),
    expect: ADMIN,
  },
  {
    method: 'GET',
    path: '/v1/admin/verification-documents/:token',
    // Opened from the review page without a token: only a fresh link signed for a request opens it.
    call: { url: '/v1/admin/verification-documents/not-a-signed-link' },
    expect: everyone(404),
  },
  {
    method: 'GET',
    path: '/v1/admin/discount-codes',
    call: { url: '/v1/admin/discount-codes' },
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/discount-codes',
    call: () => ({
      url: '/v1/admin/discount-codes',
      body: { code: `MATRIX${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'percent', value: 10 },
    }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/discount-codes/:id/deactivate',
    call: (f) => ({ url: `/v1/admin/discount-codes/${f.discountCodeId}/deactivate` }),
    expect: ADMIN,
  },
  {
    method: 'GET',
    path: '/v1/admin/campaigns/:id',
    call: (f) => ({ url: `/v1/admin/campaigns/${f.campaignId}` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/subscriptions/discount/send-email',
    call: (f) => ({
      url: '/v1/subscriptions/discount/send-email',
      body: { emails: [f.target('campaign').email], code: f.campaignCode, dryRun: true },
    }),
    expect: ADMIN,
  },
  { method: 'GET', path: '/v1/admin/plans', call: { url: '/v1/admin/plans' }, expect: ADMIN },
  {
    method: 'POST',
    path: '/v1/admin/plans',
    call: () => ({ url: '/v1/admin/plans', body: samplePlan() }),
    expect: ADMIN,
  },
  {
    method: 'PATCH',
    path: '/v1/admin/plans/:id',
    call: (f) => ({ url: `/v1/admin/plans/${f.planId}`, body: { name: 'Renamed' } }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/plans/:id/archive',
    call: (f) => ({ url: `/v1/admin/plans/${f.planId}/archive` }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/plans/:id/restore',
    call: (f) => ({ url: `/v1/admin/plans/${f.planId}/restore` }),
    expect: ADMIN,
  },
  { method: 'GET', path: '/v1/admin/bookings', call: { url: '/v1/admin/bookings' }, expect: ADMIN },
  {
    method: 'POST',
    path: '/v1/admin/bookings/:id/confirm',
    call: (f) => ({ url: `/v1/admin/bookings/${f.bookingFor('confirm')}/confirm`, body: {} }),
    expect: ADMIN,
  },
  {
    method: 'POST',
    path: '/v1/admin/bookings/:id/decline',
    call: (f) => ({
      url: `/v1/admin/bookings/${f.bookingFor('decline')}/decline`,
      body: { note: 'The studio is closed that day' },
    }),
    expect: ADMIN,
  },
];

/** A new private collection of `member`'s. */
async function newCollection(f: Fixture): Promise<string> {
  const now = new Date();
  const [row] = await f.db
    .insert(collections)
    .values({
      userId: f.callers.member.id,
      name: 'Matrix',
      visibility: 'private',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: collections.id });
  return row!.id;
}

function samplePlan() {
  return {
    code: `matrix-${randomUUID().slice(0, 8)}`,
    interval: 'month',
    name: 'Matrix',
    description: 'A sample plan',
    prices: [{ currency: 'NGN', amount: 500_000 }],
  };
}

const MEMBER_PASSWORD = 'correct horse battery staple';
const passwordOf = (caller: Caller) =>
  caller === 'admin' || caller === 'adminAal1' ? ADMIN_PASSWORD : MEMBER_PASSWORD;

async function referenceOf(f: Fixture, userId: string): Promise<string> {
  const [row] = await f.db
    .select({ reference: payments.reference })
    .from(payments)
    .where(eq(payments.userId, userId));
  if (!row) throw new Error('The target has no payment');
  return row.reference;
}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * The routes the app serves under /v1, each method as registered. A HEAD answered by a GET's own
 * handler is that GET's: the one Fastify adds beside every GET, or one registered with its GET
 * (as @fastify/static does). A HEAD route with a handler of its own needs a row of its own.
 */
function servedRoutes(routes: RouteOptions[]): string[] {
  const methodsOf = (route: RouteOptions) => [route.method].flat();
  const getHandlers = new Set(
    routes.filter((route) => methodsOf(route).includes('GET')).map((route) => route.handler),
  );
  const served = routes
    .filter((route) => route.url.startsWith('/v1/'))
    .flatMap((route) =>
      methodsOf(route)
        .filter((method) => method !== 'HEAD' || !getHandlers.has(route.handler))
        .map((method) => routeKey(method, route.url)),
    );
  return [...new Set(served)];
}

/** The reason a refusal must carry, for the callers whose refusal has only one cause. */
const reasonFor: Partial<Record<Caller, Partial<Record<Expected, string>>>> = {
  anonymous: { 401: 'UNAUTHENTICATED' },
  suspended: { 401: 'UNAUTHENTICATED' },
  adminAal1: { 403: 'MFA_REQUIRED' },
};

function statusClass(status: number): Expected | number {
  if (status === 401 || status === 403 || status === 404) return status;
  if (status >= 200 && status < 500) return 'ok';
  return status;
}

describe('who may call every /v1 endpoint', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let fixture: Fixture;
  let served: string[];
  let monthly: Plan;

  const db = () => testApp.database.db;

  async function subscribed(): Promise<Principal> {
    const registered = await registerUser(app, { password: MEMBER_PASSWORD });
    const started = await startCheckout(app, registered.access_token, {
      planId: monthly.id,
      currency: 'NGN',
    });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: registered.access_token });
    return {
      token: registered.access_token,
      id: registered.user.id,
      email: registered.user.email,
      password: MEMBER_PASSWORD,
    };
  }

  async function admin(): Promise<Principal & { factorId: string; secret: string }> {
    const made = await adminWithFactor(testApp);
    return { ...made, password: ADMIN_PASSWORD };
  }

  /** A new account of the caller's kind, signed in as that kind signs in. */
  async function principal(caller: Exclude<Caller, 'anonymous'>, suspender?: Principal): Promise<Principal> {
    switch (caller) {
      case 'member':
      case 'otherMember':
        return subscribed();
      case 'unsubscribed': {
        const registered = await registerUser(app, { password: MEMBER_PASSWORD });
        return {
          token: registered.access_token,
          id: registered.user.id,
          email: registered.user.email,
          password: MEMBER_PASSWORD,
        };
      }
      case 'verified': {
        const member = await subscribed();
        await db().update(users).set({ verified: true }).where(eq(users.id, member.id));
        return member;
      }
      case 'suspended': {
        const member = await subscribed();
        const by = suspender ?? fixture.callers.admin;
        const response = await app.inject({
          method: 'POST',
          url: `/v1/admin/members/${member.id}/suspend`,
          headers: bearer(by.token),
          payload: reason,
        });
        expect(response.statusCode, response.body).toBe(200);
        return member;
      }
      case 'admin':
        return admin();
      case 'adminAal1': {
        const enrolled = await admin();
        const session = await signedIn(app, enrolled.email, ADMIN_PASSWORD);
        expect(session).toMatchObject({ mfa_required: true });
        return { ...enrolled, token: session.access_token };
      }
    }
  }

  beforeAll(async () => {
    // Each caller of every upload row opens an upload of its own and leaves it open: the cap on
    // open uploads per member is the quota tests' to check, not this table's.
    testApp = await buildTestApp('pglite', { PORTFOLIO_OPEN_UPLOADS_MAX: '1000' });
    app = testApp.app;
    ({ monthly } = await seedPlans(app));
    served = servedRoutes(routesOf(app));

    const adminCaller = await admin();
    const [member, otherMember, unsubscribed, verified, adminAal1] = await Promise.all([
      principal('member'),
      principal('otherMember'),
      principal('unsubscribed'),
      principal('verified'),
      principal('adminAal1'),
    ]);
    const suspended = await principal('suspended', adminCaller);

    const [studio] = await db()
      .insert(studios)
      .values({
        name: 'Matrix Studio',
        city: 'Lagos',
        country: 'NG',
        timeZone: 'Africa/Lagos',
        openingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '08:00', closes: '20:00' })),
        description: 'A room with light.',
        memberPerk: '10% off',
        contactEmail: 'bookings@studio.example',
      })
      .returning({ id: studios.id });
    const studioId = studio!.id;

    let bookingHour = 0;
    const newBooking = async (userId = member.id) => {
      bookingHour += 1;
      const startsAt = new Date(testApp.clock.now().getTime() + 10 * dayMs + bookingHour * 3_600_000);
      const [row] = await db()
        .insert(studioBookings)
        .values({
          studioId,
          userId,
          localDate: startsAt.toISOString().slice(0, 10),
          startTime: '10:00',
          hours: 1,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          purpose: 'Shooting a lookbook',
        })
        .returning({ id: studioBookings.id });
      return row!.id;
    };
    const newVerificationRequest = async (userId = member.id) => {
      // One pending request each: the one nobody could withdraw is still there for the next caller.
      const [pending] = await db()
        .select({ id: verificationRequests.id })
        .from(verificationRequests)
        .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'pending')));
      if (pending) return pending.id;
      const [row] = await db()
        .insert(verificationRequests)
        .values({ userId, statement, links: ['https://example.com/work'] })
        .returning({ id: verificationRequests.id });
      return row!.id;
    };
    const newCard = async () => {
      const [row] = await db()
        .insert(paymentMethods)
        .values({
          userId: member.id,
          authorizationCode: `AUTH_${randomUUID()}`,
          signature: `SIG_${randomUUID()}`,
          brand: 'visa',
          last4: '4081',
          expMonth: '12',
          expYear: '2030',
        })
        .returning({ id: paymentMethods.id });
      return row!.id;
    };
    let position = 100;
    const newItem = async () => {
      position += 1;
      const key = `public/test/${randomUUID()}`;
      const [row] = await db()
        .insert(portfolioItems)
        .values({
          userId: member.id,
          status: 'ready',
          position,
          width: 320,
          height: 240,
          thumbhash: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
          originalKey: `originals/${randomUUID()}`,
          variants: [{ format: 'webp', width: 320, height: 240, key: `${key}-320.webp`, bytes: 12000 }],
        })
        .returning({ id: portfolioItems.id });
      return row!.id;
    };
    const newProject = async () => {
      const itemId = await newItem();
      const images = await db()
        .insert(portfolioMedia)
        .values(
          [0, 1].map((position) => ({
            itemId,
            userId: member.id,
            position,
            status: 'ready' as const,
            width: 320,
            height: 240,
            originalKey: `originals/${randomUUID()}`,
          })),
        )
        .returning({ id: portfolioMedia.id });
      return { itemId, mediaIds: images.map((image) => image.id) };
    };
    const newUpload = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/portfolio/uploads',
        headers: { ...tus({ 'Upload-Length': String(uploadLength) }), ...bearer(member.token) },
      });
      expect(response.statusCode, response.body).toBe(201);
      return String(response.headers.location).split('/').pop() ?? fail('No upload address');
    };
    /** An item uploaded and processed, whose original the profile picture is cut from. */
    const uploadItem = async () => {
      const body = await multipart({}, { data: await jpeg(160, 120), name: 'work.jpg', type: 'image/jpeg' });
      const response = await app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(member.token) },
      });
      expect(response.statusCode, response.body).toBe(201);
      await app.jobWorker.drain();
      return (response.json().data as { id: string }).id;
    };
    const newSession = async () => {
      const session = await signedIn(app, member.email, MEMBER_PASSWORD);
      const sessions = await app.inject({
        method: 'GET',
        url: '/v1/auth/sessions',
        headers: bearer(session.access_token),
      });
      expect(sessions.statusCode, sessions.body).toBe(200);
      const items = sessions.json().data.items as { id: string; current: boolean }[];
      const current = items.find((item) => item.current);
      if (!current) throw new Error('No current session');
      return current.id;
    };
    const newFactor = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/auth/mfa/factors',
        headers: bearer(member.token),
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json().data as { id: string }).id;
    };

    const adminCall = async (url: string, payload?: object, method: Method = 'POST') => {
      const response = await app.inject({ method, url, headers: bearer(adminCaller.token), payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data as Record<string, unknown>;
    };

    // The targets of admin actions, each in the state its action needs; paying members where the
    // action is about their membership or payment.
    const paying = ['verify', 'revoke', 'extend', 'comp', 'refund'];
    const registered = ['login', 'suspend', 'unsuspend', 'role', 'campaign'];
    const targets = new Map<string, Principal>(
      await Promise.all(
        [...paying, ...registered].map(
          async (name) => [name, await principal(paying.includes(name) ? 'member' : 'unsubscribed')] as const,
        ),
      ),
    );
    await db()
      .update(users)
      .set({ verified: true })
      .where(eq(users.id, targets.get('revoke')!.id));
    await adminCall(`/v1/admin/members/${targets.get('unsuspend')!.id}/suspend`, reason);
    const requests = new Map<string, string>(
      await Promise.all(
        ['review', 'approve', 'reject'].map(
          async (name) => [name, await newVerificationRequest((await subscribed()).id)] as const,
        ),
      ),
    );
    const bookings = new Map<string, string>();
    for (const name of ['confirm', 'decline']) bookings.set(name, await newBooking(verified.id));

    const code = await adminCall('/v1/admin/discount-codes', {
      code: `MATRIX${randomUUID().slice(0, 6).toUpperCase()}`,
      kind: 'percent',
      value: 10,
    });
    const toDeactivate = await adminCall('/v1/admin/discount-codes', {
      code: `MATRIX${randomUUID().slice(0, 6).toUpperCase()}`,
      kind: 'percent',
      value: 10,
    });
    const campaign = await adminCall('/v1/subscriptions/discount/send-email', {
      emails: [targets.get('campaign')!.email],
      code: code.code,
    });
    const plan = await adminCall('/v1/admin/plans', samplePlan());

    const itemId = await uploadItem();
    const [invoice] = await db()
      .select({ id: invoices.id, reference: invoices.paymentReference })
      .from(invoices)
      .where(eq(invoices.userId, member.id));
    if (!invoice) throw new Error('The member has no invoice');
    const credit = createTransactions(db()).over((scope) => ({
      invoices: new InvoicesRepository(scope.db),
      jobs: app.jobs.queueOn(scope),
    }));
    await credit((bound) =>
      creditRefundOn(bound, { paymentReference: invoice.reference, amount: 100, issuedAt: new Date() }),
    );
    const [creditNote] = await db()
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    if (!creditNote) throw new Error('The member has no credit note');
    const factorId = await newFactor();

    fixture = {
      app,
      db: db(),
      callers: { member, otherMember, unsubscribed, verified, suspended, admin: adminCaller, adminAal1 },
      monthly,
      studioId,
      itemId,
      invoiceId: invoice.id,
      creditNoteId: creditNote.id,
      paymentReference: invoice.reference,
      factorId,
      target: (name) => targets.get(name) ?? fail(`No target ${name}`),
      verificationRequestFor: (name) => requests.get(name) ?? fail(`No request ${name}`),
      bookingFor: (name) => bookings.get(name) ?? fail(`No booking ${name}`),
      discountCodeId: String(toDeactivate.id),
      campaignCode: String(code.code),
      campaignId: String(campaign.campaignId),
      planId: String(plan.id),
      newItem,
      newProject,
      newUpload,
      newCard,
      newBooking,
      newVerificationRequest,
      newSession,
      newFactor,
    };
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has a row for every /v1 route the app serves, and no row for a route it does not', () => {
    const rows = table.map((row) => routeKey(row.method, row.path));
    expect(rows.length).toBe(new Set(rows).size);
    expect(served.filter((route) => !rows.includes(route))).toEqual([]);
    expect(rows.filter((route) => !served.includes(route))).toEqual([]);
  });

  it.for(table)('$method $path', async (row) => {
    const mismatches: string[] = [];
    // New accounts for a row that changes or ends the caller's own, made side by side.
    const fresh = row.freshAccount
      ? Object.fromEntries(
          await Promise.all(
            callers
              .filter((caller) => caller !== 'anonymous')
              .map(async (caller) => [caller, await principal(caller)] as const),
          ),
        )
      : undefined;
    for (const caller of callers) {
      const who = caller === 'anonymous' ? undefined : (fresh?.[caller] ?? fixture.callers[caller]);
      const call = typeof row.call === 'function' ? await row.call(fixture, caller) : row.call;
      const response = await send(row.method, call, who?.token);
      const expected = row.expect[caller];
      const got = statusClass(response.statusCode);
      const problem = check(caller, expected, got, response, row);
      if (problem) mismatches.push(`${caller}: ${problem}`);
    }
    if (row.knownBug) {
      console.warn(`Known authorization bug, ${routeKey(row.method, row.path)}: ${row.knownBug}`);
      if (mismatches.length > 0) console.warn(mismatches.join('\n'));
      return;
    }
    expect(mismatches.join('\n'), 'callers answered otherwise than the row expects').toBe('');
  });

  function send(method: Method, call: Call, token?: string): Promise<LightMyRequestResponse> {
    return app.inject({
      method,
      url: call.url,
      headers: { ...call.headers, ...(token ? bearer(token) : {}) },
      ...(call.body !== undefined && { payload: call.body }),
      ...(call.payload !== undefined && { payload: call.payload }),
    });
  }

  function check(
    caller: Caller,
    expected: Expected,
    got: Expected | number,
    response: LightMyRequestResponse,
    row: Row,
  ): string | undefined {
    const said = `${response.statusCode} ${response.body.slice(0, 200)}`;
    if (got !== expected) return `expected ${expected}, got ${said}`;
    // A HEAD answer has no body to carry a reason: its status is all it says.
    const wanted = row.ownCredential || row.method === 'HEAD' ? undefined : reasonFor[caller]?.[expected];
    if (wanted) {
      const actual = (response.json() as { error?: { details?: { reason?: string } } }).error?.details
        ?.reason;
      if (actual !== wanted) return `expected ${expected} ${wanted}, got ${said}`;
    }
    if (
      caller !== 'member' &&
      caller !== 'admin' &&
      !row.showsOthersMail &&
      response.body.includes(fixture.callers.member.email)
    ) {
      return `was shown member's e-mail: ${said}`;
    }
    if (row.ownersOnly && expected === 'ok') {
      const shown = row.ownersOnly(response.json() as { data?: Record<string, unknown> }) ?? null;
      if (caller === 'member' && shown === null) return `was not shown its own data: ${said}`;
      if (caller !== 'member' && shown !== null) return `was shown what only member may see: ${said}`;
    }
    return undefined;
  }
});

function fail(message: string): never {
  throw new Error(message);
}
