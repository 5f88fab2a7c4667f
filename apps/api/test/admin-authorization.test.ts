import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../src/db/schema';
import { adminWithFactor, adminWithoutFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { seedPlans } from './membership-helpers';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One admin endpoint: its route as registered, a request to it with sample params and body. */
type Row = {
  method: Method;
  path: string;
  url: string;
  body?: object;
  /** Reached without a token: the signed link in the address is the credential. */
  signedLink?: true;
};

const id = randomUUID();
const reason = { reason: 'A sample reason' };
const plan = {
  code: `sample-${randomUUID().slice(0, 8)}`,
  interval: 'month',
  name: 'Sample',
  description: 'A sample plan',
  prices: [{ currency: 'NGN', amount: 500_000 }],
};

/**
 * Every admin endpoint: every route under /v1/admin, and the admin routes elsewhere. A route added
 * under /v1/admin without a row here fails the first test below.
 */
const table: Row[] = [
  { method: 'GET', path: '/v1/admin/overview', url: '/v1/admin/overview' },
  { method: 'GET', path: '/v1/admin/alerts', url: '/v1/admin/alerts' },
  { method: 'GET', path: '/v1/admin/audit', url: '/v1/admin/audit' },

  { method: 'GET', path: '/v1/admin/members', url: '/v1/admin/members?q=ada' },
  { method: 'GET', path: '/v1/admin/members/:id', url: `/v1/admin/members/${id}` },
  { method: 'POST', path: '/v1/admin/members/:id/verify', url: `/v1/admin/members/${id}/verify` },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/revoke-verification',
    url: `/v1/admin/members/${id}/revoke-verification`,
    body: reason,
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/suspend',
    url: `/v1/admin/members/${id}/suspend`,
    body: reason,
  },
  { method: 'POST', path: '/v1/admin/members/:id/unsuspend', url: `/v1/admin/members/${id}/unsuspend` },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/role',
    url: `/v1/admin/members/${id}/role`,
    body: { role: 'admin' },
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/subscription/extend',
    url: `/v1/admin/members/${id}/subscription/extend`,
    body: { days: 7, ...reason },
  },
  {
    method: 'POST',
    path: '/v1/admin/members/:id/subscription/comp',
    url: `/v1/admin/members/${id}/subscription/comp`,
    body: { planId: id, days: 7, ...reason },
  },
  {
    method: 'POST',
    path: '/v1/admin/payments/:reference/refund',
    url: '/v1/admin/payments/sub-sample-reference/refund',
    body: reason,
  },

  { method: 'GET', path: '/v1/admin/verification-requests', url: '/v1/admin/verification-requests' },
  {
    method: 'GET',
    path: '/v1/admin/verification-requests/:id',
    url: `/v1/admin/verification-requests/${id}`,
  },
  {
    method: 'POST',
    path: '/v1/admin/verification-requests/:id/approve',
    url: `/v1/admin/verification-requests/${id}/approve`,
  },
  {
    method: 'POST',
    path: '/v1/admin/verification-requests/:id/reject',
    url: `/v1/admin/verification-requests/${id}/reject`,
    body: reason,
  },
  {
    method: 'GET',
    path: '/v1/admin/verification-documents/:token',
    url: '/v1/admin/verification-documents/not-a-signed-link',
    signedLink: true,
  },

  { method: 'GET', path: '/v1/admin/discount-codes', url: '/v1/admin/discount-codes' },
  {
    method: 'POST',
    path: '/v1/admin/discount-codes',
    url: '/v1/admin/discount-codes',
    body: { code: `SAMPLE${randomUUID().slice(0, 6)}`, kind: 'percent', value: 10 },
  },
  {
    method: 'POST',
    path: '/v1/admin/discount-codes/:id/deactivate',
    url: `/v1/admin/discount-codes/${id}/deactivate`,
  },
  { method: 'GET', path: '/v1/admin/campaigns/:id', url: `/v1/admin/campaigns/${id}` },
  {
    method: 'POST',
    path: '/v1/subscriptions/discount/send-email',
    url: '/v1/subscriptions/discount/send-email',
    body: { emails: ['someone@example.com'], code: 'NO-SUCH-CODE', dryRun: true },
  },

  { method: 'GET', path: '/v1/admin/plans', url: '/v1/admin/plans' },
  { method: 'POST', path: '/v1/admin/plans', url: '/v1/admin/plans', body: plan },
  {
    method: 'PATCH',
    path: '/v1/admin/plans/:id',
    url: `/v1/admin/plans/${id}`,
    body: { name: 'Renamed' },
  },
  { method: 'POST', path: '/v1/admin/plans/:id/archive', url: `/v1/admin/plans/${id}/archive` },
  { method: 'POST', path: '/v1/admin/plans/:id/restore', url: `/v1/admin/plans/${id}/restore` },

  { method: 'GET', path: '/v1/admin/bookings', url: '/v1/admin/bookings' },
  {
    method: 'POST',
    path: '/v1/admin/bookings/:id/confirm',
    url: `/v1/admin/bookings/${id}/confirm`,
    body: {},
  },
  {
    method: 'POST',
    path: '/v1/admin/bookings/:id/decline',
    url: `/v1/admin/bookings/${id}/decline`,
    body: { note: 'The studio is closed that day' },
  },
];

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The routes the app serves, from its OpenAPI document: `{id}` back to `:id`, HEAD left out. */
function registeredRoutes(app: FastifyInstance): string[] {
  const document = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }
  ).swagger();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => routeKey(method, path.replace(/\{([^}]+)\}/g, ':$1'))),
  );
}

describe('who may call each admin endpoint', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let registered: Set<string>;
  let memberToken: string;
  let adminWithoutFactorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp('pglite');
    app = testApp.app;
    await seedPlans(app);
    registered = new Set(registeredRoutes(app));
    memberToken = (await registerUser(app)).access_token;
    adminWithoutFactorToken = (await adminWithoutFactor(testApp)).token;
    adminToken = (await adminWithFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has a row for every admin route the app serves', () => {
    const rows = new Set(table.map((row) => routeKey(row.method, row.path)));
    const adminRoutes = [...registered].filter((route) => route.split(' ')[1]!.startsWith('/v1/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(adminRoutes.filter((route) => !rows.has(route))).toEqual([]);
  });

  it.for(table)(
    '$method $path: anonymous 401, member 403, admin without a second factor 403, admin passes',
    async (row, context) => {
      if (!registered.has(routeKey(row.method, row.path))) {
        console.warn(`Not served yet, so not checked: ${routeKey(row.method, row.path)}`);
        context.skip();
      }
      const call = (token?: string) =>
        app.inject({
          method: row.method,
          url: row.url,
          headers: token ? bearer(token) : {},
          ...(row.body && { payload: row.body }),
        });

      if (row.signedLink) {
        // Anyone may ask; only a fresh link signed for a request opens anything.
        expectErrorEnvelope(await call(), 404, 'DOCUMENT_LINK_EXPIRED');
        return;
      }
      expectErrorEnvelope(await call(), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(await call(memberToken), 403, 'FORBIDDEN');
      expectErrorEnvelope(await call(adminWithoutFactorToken), 403, 'MFA_ENROLLMENT_REQUIRED');
      const asAdmin = await call(adminToken);
      expect([401, 403], asAdmin.body).not.toContain(asAdmin.statusCode);
    },
  );
});

/** The admin endpoints whose service acts as the admin, reading them again in its transaction. */
const actingRoutes = new Set([
  'POST /v1/admin/members/:id/verify',
  'POST /v1/admin/members/:id/revoke-verification',
  'POST /v1/admin/members/:id/suspend',
  'POST /v1/admin/members/:id/unsuspend',
  'POST /v1/admin/members/:id/role',
  'POST /v1/admin/members/:id/subscription/extend',
  'POST /v1/admin/members/:id/subscription/comp',
  'POST /v1/admin/payments/:reference/refund',
  'POST /v1/admin/verification-requests/:id/approve',
  'POST /v1/admin/verification-requests/:id/reject',
  'POST /v1/admin/discount-codes',
  'POST /v1/admin/discount-codes/:id/deactivate',
  'GET /v1/admin/plans',
  'POST /v1/admin/plans',
  'PATCH /v1/admin/plans/:id',
  'POST /v1/admin/plans/:id/archive',
  'POST /v1/admin/plans/:id/restore',
  'POST /v1/admin/bookings/:id/confirm',
  'POST /v1/admin/bookings/:id/decline',
]);
const actingRows = table.filter((row) => actingRoutes.has(routeKey(row.method, row.path)));

describe.each(databaseKinds)('an admin who is no longer one when their service acts, on %s', (kind) => {
  let testApp: TestApp;
  /** Callers changed in the database after the route let them in and before its handler ran. */
  const changeOnArrival = new Map<string, 'demoted' | 'suspended'>();

  beforeAll(async () => {
    testApp = await buildTestApp(
      kind,
      {},
      {
        routes: (app) =>
          app.addHook('preHandler', async (request) => {
            const change = request.auth && changeOnArrival.get(request.auth.userId);
            if (!change || !request.auth) return;
            await testApp.database.db
              .update(users)
              .set(change === 'demoted' ? { role: 'member' } : { suspendedAt: testApp.clock.now() })
              .where(eq(users.id, request.auth.userId));
          }),
      },
    );
    await seedPlans(testApp.app);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('covers every acting route', () => {
    expect(actingRows.map((row) => routeKey(row.method, row.path)).toSorted()).toEqual(
      [...actingRoutes].toSorted(),
    );
  });

  it.for(
    actingRows.flatMap((row) => (['demoted', 'suspended'] as const).map((change) => ({ ...row, change }))),
  )(
    '$method $path: an admin $change since the route let them in gets 403 FORBIDDEN and nothing is written',
    async (row) => {
      const admin = await adminWithFactor(testApp);
      changeOnArrival.set(admin.id, row.change);
      const answer = await testApp.app.inject({
        method: row.method,
        url: row.url,
        headers: bearer(admin.token),
        ...(row.body && { payload: row.body }),
      });
      expectErrorEnvelope(answer, 403, 'FORBIDDEN');
      const written = await testApp.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
      expect(written).toEqual([]);
    },
  );
});
