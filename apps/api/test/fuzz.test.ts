import fc from 'fast-check';
import type * as FastifyModule from 'fastify';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as signInEndpoint from '@creators-archive/contract/auth/sign-in';
import * as findDesigners from '@creators-archive/contract/directory/find-designers';
import * as createItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import * as findPlans from '@creators-archive/contract/subscriptions/find-plans';
import * as getUser from '@creators-archive/contract/users/get-user';
import * as updateMe from '@creators-archive/contract/users/update-me';
import { ADMIN_PASSWORD, adminWithFactor, passFactor } from './admin-helpers';
import { bearer, buildTestApp, databaseKinds, multipart, registerUser, type TestApp } from './helpers';
import { png } from './image-fixtures';
import { signIn } from './membership-helpers';
import { jsonSchemaOf, validValue } from './fuzz/arbitraries';
import { routesOf } from './fuzz/route-capture';
import { endpointsOf, problemWith, requestArbitrary, type Endpoint, type FuzzRequest } from './fuzz/requests';

vi.mock('fastify', async (importOriginal) => {
  const { withRouteCapture } = await import('./fuzz/route-capture');
  return withRouteCapture(await importOriginal<typeof FastifyModule>());
});

/**
 * Property-based fuzzing of every JSON endpoint, from the Zod schemas each route is registered
 * with (docs/decisions/1350): valid and invalid bodies, queries, path parameters and headers, as
 * an anonymous visitor, a member, an admin with a second factor and a caller with a forged token.
 * No answer may be a 5xx; a success matches the endpoint's declared response schema; an error is
 * the envelope with a reason from the contract's catalogue.
 *
 * `FUZZ_PROFILE=full` (npm run test:fuzz) sends at least 10,000 requests with a new seed each run;
 * otherwise a small pass with a fixed seed runs inside npm test. `FUZZ_SEED=<n>` replays a run.
 *
 * Routes with side effects, and how the run stays sane with them:
 * - sign-out, ending sessions: fuzzed; the member and the admin sign in again when it happened.
 * - deleting the account, changing the password: fuzzed, but the generated passwords are never the
 *   member's own, so they are refused; succeeding would end the run.
 * - the admin's member actions (suspend, role): fuzzed on another member, never on the fuzzing one.
 * - deletions: fuzzed last, so the rows the other routes reach exist while they are fuzzed.
 * - e-mail (contact, password reset, campaigns): fuzzed; it goes to the outbox, never out.
 * - the two multipart uploads: fuzzed with JSON and broken bodies here; with real files in
 *   upload-fuzz.test.ts, as they have no body schema to generate from.
 */
const full = process.env.FUZZ_PROFILE === 'full';
const seed = Number(process.env.FUZZ_SEED ?? (full ? Date.now() % 2_147_483_647 : 20_261_124));
const runsPerEndpoint = full ? 160 : 20;

/** Per-endpoint seeds derived from the endpoint's name, so a new endpoint does not shift the others. */
function seedFor(endpoint: Endpoint): number {
  let hash = seed;
  for (const character of `${endpoint.method} ${endpoint.url}`) {
    hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  }
  return hash;
}

/**
 * Deletions go last, so that the rows the other endpoints reach (the member's item) still exist
 * while they are fuzzed.
 */
function inRunOrder(endpoints: Endpoint[]): Endpoint[] {
  return [...endpoints].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

describe.each(databaseKinds)('property-based fuzzing of every JSON endpoint on %s', (kind) => {
  let testApp: TestApp;
  let endpoints: Endpoint[];
  const member = { email: '', password: 'a pass phrase only this member knows', token: '' };
  const admin = { email: '', token: '', factorId: '', secret: '' };
  let known: { ids: string[]; emails: string[] };

  beforeAll(async () => {
    testApp = await buildTestApp(kind, {
      CONTACT_RATE_LIMIT_PER_HOUR: '100000',
      // Wrong passwords for the fuzzing member's address are part of the run; the slowdown they
      // earn has tests of its own and would only keep the member from signing in again.
      LOGIN_SLOWDOWN_AFTER: '100000',
      LOGIN_SLOWDOWN_ACCOUNT_AFTER: '100001',
    });
    endpoints = inRunOrder(endpointsOf(routesOf(testApp.app)));
    const session = await registerUser(testApp.app, { password: member.password });
    member.email = session.user.email;
    member.token = session.access_token;
    // Another member for the admin's actions, so that the fuzzing member is never suspended.
    const bystander = await registerUser(testApp.app);
    Object.assign(admin, await adminWithFactor(testApp));

    const image = await png(16, 16);
    const body = await multipart({ title: 'Fuzzed' }, { data: image, name: 'a.png', type: 'image/png' });
    const upload = await testApp.app.inject({
      method: 'POST',
      url: createItem.path,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(member.token) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const plans = await testApp.app.inject({ method: 'GET', url: findPlans.path });
    known = {
      ids: [
        (upload.json() as { data: { id: string } }).data.id,
        bystander.user.id,
        ...(plans.json() as { data: { id: string }[] }).data.map((plan) => plan.id),
      ],
      emails: [member.email, bystander.user.email],
    };
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Signing out, or ending sessions, is fair game for the run: sign in again when it happened. */
  async function keepSignedIn(): Promise<void> {
    const stillValid = async (token: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) }))
        .statusCode === 200;
    if (!(await stillValid(member.token))) {
      const response = await signIn(testApp.app, member.email, member.password);
      expect(response.statusCode, response.body).toBe(200);
      member.token = (response.json() as { data: { access_token: string } }).data.access_token;
    }
    if (!(await stillValid(admin.token))) {
      const response = await signIn(testApp.app, admin.email, ADMIN_PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const aal1 = (response.json() as { data: { access_token: string } }).data.access_token;
      // A TOTP code is accepted once: the next sign-in waits for the next code.
      testApp.clock.advance(30_000);
      admin.token = await passFactor(testApp, aal1, admin.factorId, admin.secret);
    }
  }

  function injectOptions(request: FuzzRequest): InjectOptions {
    const authorization = {
      anonymous: undefined,
      member: `Bearer ${member.token}`,
      admin: `Bearer ${admin.token}`,
      forged: request.forgedToken,
    }[request.actor];
    return {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: { ...request.headers, ...(authorization !== undefined && { authorization }) },
      ...(request.payload !== undefined && { payload: request.payload }),
    };
  }

  it('finds every endpoint with the schemas it was registered with', () => {
    const byName = new Map(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint]));
    expect(byName.get('POST /v1/auth/login')?.body).toBe(signInEndpoint.ZSignInRequest);
    expect(byName.get('PATCH /v1/users/me')?.body).toBe(updateMe.ZUpdateMeRequest);
    expect(byName.get('GET /v1/designers')?.query).toBe(findDesigners.ZFindDesignersRequest);
    expect(byName.get('GET /v1/users/:id')?.params).toBe(getUser.ZGetUserParams);
    expect(byName.get('GET /v1/designers')?.responses['200']).toBe(findDesigners.ZFindDesignersResponse);
    expect(endpoints.length).toBeGreaterThan(60);
  });

  /** A body the endpoint's schema accepts, so that a request is refused for nothing else. */
  function acceptedBody(endpoint: Endpoint): object | undefined {
    if (!endpoint.body) return undefined;
    const schema = jsonSchemaOf(endpoint.body);
    return fc
      .sample(validValue('body', schema, schema, known), { seed, numRuns: 200 })
      .find((candidate): candidate is object => endpoint.body?.safeParse(candidate).success === true);
  }

  it('refuses control characters in every path parameter, as every caller', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints.filter((candidate) => candidate.pathParameters.length > 0)) {
      for (const parameter of endpoint.pathParameters) {
        for (const value of ['%00', 'a%00b', '%1B%5B31m', '%C2%85']) {
          for (const token of [member.token, admin.token]) {
            const response = await testApp.app.inject({
              method: endpoint.method as InjectOptions['method'],
              url: endpoint.url.replace(/:(\w+)/g, (_, name: string) =>
                name === parameter ? value : (known.ids[0] ?? ''),
              ),
              headers: bearer(token),
              ...(endpoint.body && { payload: acceptedBody(endpoint) ?? {} }),
            });
            const problem = problemWith(endpoint, response);
            if (problem)
              failures.push(`${endpoint.method} ${endpoint.url} ${parameter}=${value}: ${problem}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses numbers past what a database integer holds in every numeric body field', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      if (!endpoint.body) continue;
      const schema = jsonSchemaOf(endpoint.body);
      const numeric = Object.entries(schema.properties ?? {}).filter(([, property]) =>
        ['integer', 'number'].some((type) => [property.type].flat().includes(type)),
      );
      for (const [field] of numeric) {
        const candidates = fc.sample(validValue('body', schema, schema, known), { seed, numRuns: 200 });
        for (const value of [2 ** 31, -(2 ** 31) - 1, 2 ** 63]) {
          // A body the contract accepts with this number, if there is one, and the barest such:
          // every optional field left out is one less reference to a row that does not exist.
          const accepts = (candidate: object) => endpoint.body?.safeParse(candidate).success === true;
          const body = candidates
            .map((candidate) => ({ ...(candidate as object), [field]: value }))
            .find(accepts);
          for (const key of Object.keys(body ?? {})) {
            if (key === field || !body) continue;
            const { [key]: _left, ...without } = body as Record<string, unknown>;
            if (accepts(without)) delete (body as Record<string, unknown>)[key];
          }
          if (body === undefined) continue;
          const response = await testApp.app.inject({
            method: endpoint.method as InjectOptions['method'],
            url: endpoint.url.replace(/:\w+/g, () => known.ids[0] ?? ''),
            headers: bearer(admin.token),
            payload: body,
          });
          const problem = problemWith(endpoint, response);
          if (problem) failures.push(`${endpoint.method} ${endpoint.url} ${field}=${value}: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it(
    'answers no request with a 5xx, every success by its schema and every error with the envelope',
    { timeout: full ? 1_800_000 : 120_000 },
    async () => {
      let sent = 0;
      const answered = { success: 0, clientError: 0 };
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        const details = await fc.check(
          fc.asyncProperty(requestArbitrary(endpoint, known), async (request) => {
            const options = injectOptions(request);
            const response = await testApp.app.inject(options);
            sent += 1;
            answered[response.statusCode < 400 ? 'success' : 'clientError'] += 1;
            if (response.statusCode < 300 && request.method !== 'GET') await keepSignedIn();
            const problem = problemWith(endpoint, response);
            if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
          }),
          { seed: seedFor(endpoint), numRuns: runsPerEndpoint, endOnFailure: !full },
        );
        if (details.failed) {
          const [request] = details.counterexample ?? [];
          failures.push(
            `${endpoint.method} ${endpoint.url} (seed ${details.seed}, path ${details.counterexamplePath}): ` +
              `${String(details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance)} ` +
              `after ${JSON.stringify(request && { ...request, payload: String(request.payload ?? '').slice(0, 300) }).slice(0, 600)}`,
          );
        }
      }
      // The figures a full run is judged by, and the seed that replays it.
      process.stdout.write(
        `fuzz on ${kind}: ${sent} requests to ${endpoints.length} endpoints (${answered.success} answered 1xx-3xx, ` +
          `${answered.clientError} 4xx), seed ${seed} (FUZZ_SEED=${seed} replays it)\n`,
      );
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(full ? 10_000 : endpoints.length * runsPerEndpoint);
    },
  );
});
