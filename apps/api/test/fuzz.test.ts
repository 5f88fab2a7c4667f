import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReason } from '@creators-archive/contract';
import * as createItem from '@creators-archive/contract/portfolio/create-portfolio-item';
import { bearer, buildTestApp, databaseKinds, multipart, registerUser, type TestApp } from './helpers';
import { png } from './image-fixtures';

/**
 * A small, deterministic fuzz pass over every JSON endpoint the running app has: each field,
 * query parameter and path parameter in turn gets control characters, lone surrogates, huge
 * strings and values of the wrong type, plus seeded random mixes of them, as an anonymous
 * visitor and as a signed-in member. No answer may be a 5xx, and every 4xx must be the error
 * envelope with a reason from the contract's catalogue.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

type Operation = {
  method: string;
  /** The route as Fastify knows it: `/v1/portfolio/:id`. */
  url: string;
  pathParameters: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  /** Documented as needing a bearer token: fuzzed as the member, an anonymous caller only knocks. */
  membersOnly: boolean;
};

const hostileStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'emoji\ud83d',
  '\u0007\u001b[31m\u007f\u0085',
  '\r\n\t',
  '\u202e\u2028\ufeff\uffff',
  '__proto__',
  '9'.repeat(400),
  'x'.repeat(100_000),
];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

const wrongTypes: unknown[] = [0, -1, 1.5, 1e308, true, null, [], ['a', 1], {}, { $gt: '' }, nested(2_000)];

/** Bodies that are not what any endpoint reads, sent with the content type named. */
const rawBodies: [string | undefined, string | Buffer][] = [
  ['application/json', '{"email": '],
  ['application/json', '{"__proto__": {"polluted": true}}'],
  ['application/json', 'null'],
  [
    'application/json',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  ],
  ['application/json; charset=utf-16', '{}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=b'],
  [undefined, 'no content type'],
];

/** Mulberry32: the same sequence for the same seed, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Percent-encodes any string, lone surrogates included (as the bytes a careless encoder writes). */
function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    try {
      encoded += encodeURIComponent(character);
    } catch {
      const unit = character.charCodeAt(0);
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }
  return encoded;
}

/** Every route Fastify has, read from its route tree: `[method, url]`. */
function routeTable(app: FastifyInstance): [string, string][] {
  const routes: [string, string][] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push([method, url]);
  }
  return routes;
}

/** A value the field would accept, so that only the field under test is wrong. */
function plausible(name: string, schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return plausible(name, choice[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(name, schema.items)];
  if (type === 'object') {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausible(key, property)]),
    );
  }
  if (schema.format === 'uuid') return '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
  if (schema.pattern === '^[0-9]{6}$') return '123456';
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/password/i.test(name)) return 'a fuzzing pass phrase';
  if (/phone/i.test(name)) return '+2348031234567';
  if (/website|links/i.test(name)) return 'https://fuzz.example';
  return 'text';
}

/** The JSON endpoints: every /v1 route (and the well-known key set) with its schemas from the OpenAPI document. */
async function jsonOperations(app: FastifyInstance): Promise<Operation[]> {
  type OpenApiOperation = {
    parameters?: { in: string; name: string; schema: JsonSchema }[];
    security?: unknown[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
  };
  const document = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const isJsonEndpoint = (url: string) =>
    (url.startsWith('/v1/') && !url.startsWith('/v1/docs') && url !== '/v1/openapi.json') ||
    url === '/.well-known/jwks.json';
  return routeTable(app)
    .filter(([method, url]) => method !== 'HEAD' && isJsonEndpoint(url))
    .map(([method, url]) => {
      const documented = document.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const parameters = documented?.parameters ?? [];
      return {
        method,
        url,
        pathParameters: [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
        query: Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => [parameter.name, parameter.schema]),
        ),
        body: documented?.requestBody?.content['application/json']?.schema,
        membersOnly: (documented?.security ?? []).length > 0,
      };
    });
}

/** The requests the pass sends to one operation. */
function requestsFor(operation: Operation, random: () => number, ownItemId: string): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const anyValue = [...hostileStrings, ...wrongTypes];
  const validPath = (value?: [string, string]) =>
    operation.url.replace(/:(\w+)/g, (_, name: string) =>
      value && value[0] === name ? value[1] : name === 'id' ? ownItemId : 'x',
    );
  const queryOf = (values: Record<string, string | string[]>) =>
    Object.entries(values)
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}=${percentEncode(one)}`),
      )
      .join('&');
  const plausibleBody = operation.body
    ? (plausible('body', operation.body) as Record<string, unknown>)
    : undefined;
  const send = (options: {
    url?: string;
    query?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) => {
    const url = `${options.url ?? validPath()}${options.query ? `?${options.query}` : ''}`;
    requests.push({
      method: operation.method as InjectOptions['method'],
      url,
      ...(options.payload !== undefined && { payload: options.payload as InjectOptions['payload'] }),
      ...(options.headers && { headers: options.headers }),
    });
  };

  send({ payload: plausibleBody });
  for (const name of operation.pathParameters) {
    for (const value of hostileStrings.filter((text) => text.trim() !== '')) {
      send({ url: validPath([name, percentEncode(value)]), payload: plausibleBody });
    }
  }
  for (const name of [...Object.keys(operation.query), 'unexpected']) {
    for (const value of hostileStrings) send({ query: queryOf({ [name]: value }), payload: plausibleBody });
    send({ query: queryOf({ [name]: ['one', 'two'] }), payload: plausibleBody });
    send({ query: `${name}=%E0%A4%A&${name}`, payload: plausibleBody });
  }
  if (plausibleBody) {
    for (const field of Object.keys(plausibleBody)) {
      for (const value of anyValue) send({ payload: { ...plausibleBody, [field]: value } });
    }
    for (const value of ['\u0000', 'x'.repeat(100_000), nested(2_000)]) {
      send({ payload: { ...plausibleBody, unexpected: value } });
    }
  }
  for (const body of wrongTypes)
    send({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  for (const [contentType, body] of rawBodies) {
    send({ payload: body, headers: contentType ? { 'content-type': contentType } : {} });
  }
  for (let round = 0; round < 5; round += 1) {
    const query = Object.fromEntries(
      Object.keys(operation.query).map((name) => [name, String(pick(anyValue))]),
    );
    const payload =
      plausibleBody && Object.fromEntries(Object.keys(plausibleBody).map((field) => [field, pick(anyValue)]));
    send({ query: queryOf(query), payload });
  }
  return requests;
}

/** Multipart bodies for the upload: each text field hostile in turn, and bodies that are not multipart at all. */
function uploadRequests(image: Buffer): InjectOptions[] {
  const boundary = 'fuzzboundary';
  const part = (name: string, value: Buffer | string, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
          (file ? 'Content-Type: image/png\r\n' : '') +
          '\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const form = (parts: Buffer[], end = `--${boundary}--\r\n`) => ({
    method: 'POST' as const,
    url: createItem.path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(end)]),
  });
  const values: (string | Buffer)[] = [...hostileStrings, Buffer.from([0x00, 0xff, 0xfe, 0xed, 0xa0, 0x80])];
  const requests: InjectOptions[] = [];
  for (const field of [...Object.keys(createItem.ZCreatePortfolioItemFields.shape), 'unexpected']) {
    for (const value of values)
      requests.push(form([part(field, value), part(createItem.fileField, image, 'a.png')]));
  }
  requests.push(form([part(createItem.fileField, image, 'a.png')], ''));
  requests.push(form([part(createItem.fileField, image.subarray(0, 40), 'a.png')], `--${boundary}`));
  requests.push(form([part('title', 'no file')]));
  requests.push({ ...form([]), headers: { 'content-type': 'multipart/form-data' } });
  requests.push({ ...form([]), headers: { 'content-type': 'multipart/form-data; boundary=' } });
  return requests;
}

const catalogue = new Set<string>(Object.values(ErrorReason));

/** Why the answer breaks the rule, or undefined when it keeps it. */
function problemWith(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) return 'error is not JSON';
  const body = JSON.parse(response.body) as {
    success?: unknown;
    error?: { code?: unknown; message?: unknown; details?: { reason?: unknown } };
  };
  if (
    body.success !== false ||
    body.error?.code !== response.statusCode ||
    typeof body.error.message !== 'string'
  ) {
    return 'error is not the envelope';
  }
  const reason = body.error.details?.reason;
  if (typeof reason !== 'string' || !catalogue.has(reason))
    return `reason ${String(reason)} is not in the catalogue`;
  return undefined;
}

describe.each(databaseKinds)('a fuzz pass over every JSON endpoint on %s', (kind) => {
  let testApp: TestApp;
  let operations: Operation[];
  let member: { email: string; password: string; token: string };
  let ownItemId: string;
  let image: Buffer;

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { CONTACT_RATE_LIMIT_PER_HOUR: '100000' });
    operations = await jsonOperations(testApp.app);
    const password = 'a pass phrase only this member knows';
    const session = await registerUser(testApp.app, { password });
    member = { email: session.user.email, password, token: session.access_token };
    image = await png(16, 16);
    const body = await multipart({ title: 'Fuzzed' }, { data: image, name: 'a.png', type: 'image/png' });
    const upload = await testApp.app.inject({
      method: 'POST',
      url: createItem.path,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(member.token) },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    ownItemId = (upload.json() as { data: { id: string } }).data.id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Signing out or changing sessions is fair game for the pass: sign in again when it did. */
  async function memberToken(): Promise<string> {
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: bearer(member.token),
    });
    if (me.statusCode === 200) return member.token;
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    member.token = (signIn.json() as { data: { access_token: string } }).data.access_token;
    return member.token;
  }

  it('finds the endpoints in the route table, with their schemas', () => {
    const urls = operations.map((operation) => `${operation.method} ${operation.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /v1/auth/login',
        'PATCH /v1/users/me',
        'GET /v1/designers',
        'POST /v1/contact',
      ]),
    );
    expect(operations.find((operation) => operation.url === '/v1/designers')?.query).toHaveProperty(
      'country',
    );
    expect(
      operations.find((operation) => operation.method === 'PATCH' && operation.url === '/v1/users/me')?.body,
    ).toBeDefined();
  });

  it('answers no request with a 5xx, and every error with the envelope', { timeout: 120_000 }, async () => {
    const random = seededRandom(20_240_917);
    const failures: string[] = [];
    let sent = 0;
    const record = (actor: string, request: InjectOptions, response: LightMyRequestResponse) => {
      sent += 1;
      const problem = problemWith(response);
      if (problem) {
        const payload =
          typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload ?? '');
        failures.push(
          `${actor} ${request.method} ${String(request.url).slice(0, 120)} ${String(payload).slice(0, 120)}: ${problem} ${response.body.slice(0, 200)}`,
        );
      }
    };

    for (const operation of operations) {
      const requests =
        operation.method === createItem.method && operation.url === createItem.path
          ? [...uploadRequests(image), ...requestsFor(operation, random, ownItemId)]
          : requestsFor(operation, random, ownItemId);
      // The full set as whoever gets past the route's sign-in check; a sample as the other.
      const sample = requests.filter((_, index) => index % 10 === 0);
      const token = await memberToken();
      for (const request of operation.membersOnly ? requests : sample) {
        const headers = { ...(request.headers as Record<string, string>), ...bearer(token) };
        record('member', { ...request, headers }, await testApp.app.inject({ ...request, headers }));
      }
      for (const request of operation.membersOnly ? sample : requests) {
        record('anonymous', request, await testApp.app.inject(request));
      }
      for (const authorization of [
        'Bearer ',
        'Bearer a.b.c',
        `Bearer ${'x'.repeat(10_000)}`,
        'Basic Zm9vOmJhcg==',
      ]) {
        const request = {
          method: operation.method as InjectOptions['method'],
          url: operation.url.replace(/:\w+/g, () => ownItemId),
          headers: { authorization },
        };
        record('forged', request, await testApp.app.inject(request));
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3_000);
  });
});
