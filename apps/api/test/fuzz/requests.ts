import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { ErrorReason, ZErrorDetails, ZErrorEnvelope } from '@creators-archive/contract';
import {
  hostileStrings,
  hostileValue,
  jsonSchemaOf,
  objectValue,
  validValue,
  type JsonSchema,
  type Known,
} from './arbitraries';

/** One endpoint as the server registered it, with the contract's Zod schemas it checks. */
export type Endpoint = {
  method: string;
  /** As Fastify knows it: `/v1/portfolio/:id`. */
  url: string;
  pathParameters: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Response schemas by status code (`200`, `201`, `2xx`). */
  responses: Record<string, z.ZodType>;
};

export type Actor = 'anonymous' | 'member' | 'admin' | 'forged';

/** One generated request, before the actor's token is filled in. */
export type FuzzRequest = {
  actor: Actor;
  forgedToken: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The JSON endpoints among an app's routes: every /v1 route and the well-known key set. */
export function endpointsOf(routes: readonly RouteOptions[]): Endpoint[] {
  const isJsonEndpoint = (url: string) =>
    (url.startsWith('/v1/') && !url.startsWith('/v1/docs') && url !== '/v1/openapi.json') ||
    url === '/.well-known/jwks.json';
  return routes.flatMap((route) => {
    if (!isJsonEndpoint(route.url)) return [];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const responses = Object.fromEntries(
      Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
        (entry): entry is [string, z.ZodType] => isZod(entry[1]),
      ),
    );
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD',
    );
    return methods.map((method) => ({
      method,
      url: route.url,
      pathParameters: [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
      ...(isZod(schema.body) && { body: schema.body }),
      ...(isZod(schema.querystring) && { query: schema.querystring }),
      ...(isZod(schema.params) && { params: schema.params }),
      responses,
    }));
  });
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

/** Header values a client may send: printable Latin-1 only, as HTTP allows. */
const headerText = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom('', ' ', '*', 'x'.repeat(8_000), '\u00ff\u00fe', 'null', 'undefined', '../..'),
);

const acceptLanguage = fc.oneof(
  fc.constantFrom('en', 'fr-FR,fr;q=0.9,en;q=0.8', 'yo-NG', 'sw', '*', 'en;q=abc', 'zz-ZZZZ-x-private'),
  headerText,
);

const idempotencyKey = fc.oneof(
  fc.uuid(),
  fc.constantFrom('short', 'k'.repeat(255), 'k'.repeat(256)),
  headerText,
);

/** Authorization headers that no session issued. */
const forgedAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer ',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    `Bearer ${'x'.repeat(10_000)}`,
    'Basic Zm9vOmJhcg==',
    'bearer',
    'Token abc',
  ),
  headerText.map((text) => `Bearer ${text}`),
);

/** Bodies that are not what any endpoint reads, with the content type they are sent as. */
const rawBodies: fc.Arbitrary<{ contentType?: string; payload: string | Buffer }> = fc.oneof(
  fc.constantFrom<{ contentType?: string; payload: string | Buffer }>(
    { contentType: 'application/json', payload: '{"email": ' },
    { contentType: 'application/json', payload: '{"__proto__": {"polluted": true}}' },
    { contentType: 'application/json', payload: '{"constructor": {"prototype": {"polluted": true}}}' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
    {
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=b&a=c' },
    { contentType: 'multipart/form-data', payload: 'anything' },
    {
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    },
    {
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
    },
    { payload: 'no content type' },
  ),
  fc
    .uint8Array({ maxLength: 64 })
    .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
);

/** Content types that do not match a JSON body. */
const mismatchedContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/JSON',
  'application/vnd.api+json',
  'image/png',
);

function queryStringOf(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return `q=${percentEncode(JSON.stringify(value) ?? '')}`;
  }
  return Object.entries(value)
    .flatMap(([name, entry]) =>
      (Array.isArray(entry) ? entry : [entry]).map(
        (one) =>
          `${percentEncode(name)}=${percentEncode(typeof one === 'string' ? one : JSON.stringify(one))}`,
      ),
    )
    .join('&');
}

const rawQueries = fc.constantFrom(
  '%E0%A4%A',
  'limit=1&limit=2',
  'cursor[]=1',
  'a&a&a',
  '=',
  '&&&',
  '__proto__[x]=1',
  `${'x'.repeat(10_000)}=1`,
  'limit=1e400',
  'limit=-0',
  'limit=0x10',
);

const actors = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Actor>('member') },
  { weight: 2, arbitrary: fc.constant<Actor>('admin') },
  { weight: 2, arbitrary: fc.constant<Actor>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Actor>('forged') },
);

/** Requests to one endpoint: valid ones, which reach its service, and every kind of wrong one. */
export function requestArbitrary(endpoint: Endpoint, known: Known): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = endpoint.params ? jsonSchemaOf(endpoint.params) : undefined;
  const parameter = (name: string): fc.Arbitrary<string> => {
    const schema: JsonSchema = paramsSchema?.properties?.[name] ?? { type: 'string', format: 'uuid' };
    return fc.oneof(
      { weight: 6, arbitrary: validValue(name, schema, paramsSchema ?? schema, known).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...hostileStrings.filter((text) => text.trim() !== '')) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }) },
      { weight: 1, arbitrary: fc.constant('a'.repeat(500)) },
    );
  };
  const path = fc.tuple(...endpoint.pathParameters.map((name) => parameter(name))).map((values) => {
    let index = 0;
    return endpoint.url.replace(/:\w+/g, () => percentEncode(values[index++] ?? ''));
  });

  const query: fc.Arbitrary<string> = endpoint.query
    ? fc.oneof(
        { weight: 8, arbitrary: objectValue(jsonSchemaOf(endpoint.query), known).map(queryStringOf) },
        { weight: 1, arbitrary: rawQueries },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: hostileValue.map((value) => queryStringOf({ unexpected: value })) },
        { weight: 1, arbitrary: rawQueries },
      );

  type Body = { contentType?: string; payload?: string | Buffer };
  const jsonBody = (value: fc.Arbitrary<unknown>) =>
    fc.oneof(
      {
        weight: 12,
        arbitrary: value.map((body): Body => ({
          contentType: 'application/json',
          payload: JSON.stringify(body),
        })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(value, mismatchedContentType)
          .map(([body, contentType]): Body => ({ contentType, payload: JSON.stringify(body) })),
      },
      { weight: 1, arbitrary: rawBodies },
    );
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body: fc.Arbitrary<Body> = endpoint.body
    ? jsonBody(objectValue(jsonSchemaOf(endpoint.body), known))
    : sendsBody
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant<Body>({}) },
          { weight: 1, arbitrary: jsonBody(hostileValue) },
        )
      : fc.oneof({ weight: 12, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: rawBodies });

  const headers = fc.record(
    {
      'accept-language': acceptLanguage,
      'idempotency-key': idempotencyKey,
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    },
    { requiredKeys: [] },
  );

  return fc
    .record({ actor: actors, forgedToken: forgedAuthorization, path, query, body, headers })
    .map(({ actor, forgedToken, path: url, query: search, body: sent, headers: extra }) => ({
      actor,
      forgedToken,
      method: endpoint.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...extra, ...(sent.contentType !== undefined && { 'content-type': sent.contentType }) },
      ...(sent.payload !== undefined && { payload: sent.payload }),
    }));
}

const catalogue = new Set<string>(Object.values(ErrorReason));

function responseSchemaFor(endpoint: Endpoint, status: number): z.ZodType | undefined {
  return endpoint.responses[String(status)] ?? endpoint.responses[`${String(status)[0]}xx`];
}

/**
 * Why the answer breaks the rules, or undefined when it keeps them: never a 5xx; a success
 * matches the endpoint's declared response schema; an error is the envelope with a reason from
 * the contract's catalogue (and matches a schema the endpoint declares for that status).
 */
export function problemWith(endpoint: Endpoint, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const declared = responseSchemaFor(endpoint, response.statusCode);
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  if (response.statusCode < 400) {
    if (!declared) return undefined;
    if (!isJson) return `answered ${response.statusCode} without JSON`;
    const parsed = declared.safeParse(JSON.parse(response.body));
    return parsed.success
      ? undefined
      : `success does not match its schema: ${parsed.error.message.slice(0, 300)}`;
  }
  if (!isJson) return 'error is not JSON';
  const body: unknown = JSON.parse(response.body);
  const envelope = ZErrorEnvelope.safeParse(body);
  if (!envelope.success || envelope.data.error.code !== response.statusCode)
    return 'error is not the envelope';
  const details = ZErrorDetails.safeParse(envelope.data.error.details);
  if (!details.success || !catalogue.has(details.data.reason)) {
    return `reason ${JSON.stringify(envelope.data.error.details)} is not in the catalogue`;
  }
  if (declared && !declared.safeParse(body).success) return `error does not match its declared schema`;
  return undefined;
}
