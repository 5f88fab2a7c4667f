import {
  ZErrorDetails,
  ZErrorEnvelope,
  type ErrorDetails,
  type ErrorEnvelope,
  type HttpMethod,
  type SuccessEnvelope,
} from '@creators-archive/contract';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API as web tests see it: Mock Service Worker answers each request by its method and path,
 * with answers a test declares per endpoint. Every answer is read with the endpoint's response
 * schema (a failure with the error envelope's), so a fake cannot describe a server that does not
 * exist; a request no fake answers fails the test.
 */

/** What a fake needs of a contract endpoint module: its method, its path and its response schemas. */
type Endpoint = { readonly method: HttpMethod; readonly path: string };

type ResponseSchemaName<E> = Extract<keyof E, `Z${string}Response`>;

/** The `data` of a successful answer, as the endpoint's response schema reads it. */
type DataOf<E> = {
  [Name in ResponseSchemaName<E>]: E[Name] extends z.ZodType
    ? z.input<E[Name]> extends { success: true; data: infer Data }
      ? Data
      : never
    : never;
}[ResponseSchemaName<E>];

export type Answer<Data> =
  | { kind: 'envelope'; status: number; body: SuccessEnvelope<Data> | ErrorEnvelope }
  | { kind: 'network-failure' }
  | { kind: 'no-answer' }
  | { kind: 'proxy-page'; status: number; html: string }
  | { kind: 'file'; contentType: string; body: string };

export type ReceivedRequest = {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Headers;
  /** The JSON body parsed, a multipart body as FormData, or undefined without a body. */
  body: unknown;
};

type Responder<Data> = Answer<Data> | ((request: ReceivedRequest) => Answer<Data>);

export type FakeEndpoint = {
  /** The requests this fake answered, in order. */
  readonly requests: ReceivedRequest[];
};

/** A successful answer; 201 for an endpoint that creates. */
export function ok<Data>(data: Data, status = 200): Answer<Data> {
  return { kind: 'envelope', status, body: { success: true, data } };
}

/** An error answer, as the API's error handler shapes it: the HTTP status is the error's code. */
export function fail(status: number, message: string, details: ErrorDetails): Answer<never> {
  return { kind: 'envelope', status, body: { success: false, error: { code: status, message, details } } };
}

/** The request never reached the server: fetch rejects. */
export function networkFailure(): Answer<never> {
  return { kind: 'network-failure' };
}

/** The server is still thinking when the test ends. */
export function noAnswer(): Answer<never> {
  return { kind: 'no-answer' };
}

/** What a proxy in front of the API answers when the API is not there: HTML, not an envelope. */
export function proxyPage(status: number, html: string): Answer<never> {
  return { kind: 'proxy-page', status, html };
}

/** A file, for an endpoint the contract describes as one (an invoice's PDF): no envelope. */
export function file(body: string, contentType: string): Answer<never> {
  return { kind: 'file', contentType, body };
}

const received: ReceivedRequest[] = [];
const problems: string[] = [];

/** Every request the fake API answered since the test began, in order. */
export function receivedRequests(): readonly ReceivedRequest[] {
  return received;
}

/**
 * Answers the endpoint's requests: each answer in turn, the last one for every request after it.
 * An answer may be a function of the request. Answers fixed in advance are checked against the
 * contract here; answers of a function when they are given.
 */
export function fake<E extends Endpoint>(endpoint: E, ...responders: Responder<DataOf<E>>[]): FakeEndpoint {
  const name = `${endpoint.method} ${endpoint.path}`;
  if (responders.length === 0) throw new Error(`fake(${name}) needs at least one answer`);
  for (const responder of responders) {
    if (typeof responder !== 'function') assertInContract(endpoint, responder);
  }
  const requests: ReceivedRequest[] = [];
  const route = methodRoutes[endpoint.method];
  server.use(
    route(`*${endpoint.path}`, async ({ request }) => {
      const entry = await receive(request);
      requests.push(entry);
      const responder = responders[Math.min(requests.length, responders.length) - 1]!;
      const answer = typeof responder === 'function' ? responder(entry) : responder;
      try {
        assertInContract(endpoint, answer);
      } catch (error) {
        problems.push((error as Error).message);
        return HttpResponse.error();
      }
      return respond(answer);
    }),
  );
  return { requests };
}

const methodRoutes = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} satisfies Record<HttpMethod, unknown>;

/** What no fake answers is a request the test did not expect: it fails the test. */
const unexpected = http.all('*', ({ request }) => {
  problems.push(`No fake answers ${request.method} ${pathOf(request.url)}`);
  return HttpResponse.error();
});

const server = setupServer(unexpected);

export function startFakeApi(): void {
  server.listen({ onUnhandledRequest: 'error' });
}

/** Forgets the test's fakes and what they received; throws what went wrong during the test. */
export function resetFakeApi(): void {
  server.resetHandlers();
  received.length = 0;
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(found.join('\n'));
}

export function stopFakeApi(): void {
  server.close();
}

function assertInContract(endpoint: Endpoint, answer: Answer<unknown>): void {
  const name = `${endpoint.method} ${endpoint.path}`;
  if (answer.kind === 'file' && responseSchemasOf(endpoint).length > 0) {
    throw new Error(`The contract gives ${name} a JSON answer, not a file`);
  }
  if (answer.kind !== 'envelope') return;
  if (answer.body.success) {
    const schemas = responseSchemasOf(endpoint);
    if (schemas.length === 0) throw new Error(`The contract gives ${name} no response schema to answer with`);
    const results = schemas.map((schema) => schema.safeParse(answer.body));
    if (!results.some((result) => result.success)) {
      throw new Error(
        `The fake answer to ${name} is not what the contract describes: ${issuesOf(results[0])}`,
      );
    }
    return;
  }
  const envelope = ZErrorEnvelope.safeParse(answer.body);
  const details = ZErrorDetails.safeParse(answer.body.error.details);
  if (!envelope.success || !details.success) {
    throw new Error(
      `The fake error from ${name} is not an API error: ${issuesOf(envelope.success ? details : envelope)}`,
    );
  }
  if (answer.status !== answer.body.error.code) {
    throw new Error(
      `The fake error from ${name} has status ${answer.status} but code ${answer.body.error.code}`,
    );
  }
}

type Schema = { safeParse: (value: unknown) => ParseResult };
type ParseResult = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

function responseSchemasOf(endpoint: Endpoint): Schema[] {
  return Object.entries(endpoint as Record<string, unknown>)
    .filter(([name]) => /^Z\w*Response$/.test(name))
    .map(([, schema]) => schema as Schema);
}

function issuesOf(result: ParseResult | undefined): string {
  return (result?.error?.issues ?? [])
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

async function receive(request: Request): Promise<ReceivedRequest> {
  const entry: ReceivedRequest = {
    method: request.method,
    url: pathOf(request.url),
    headers: request.headers,
    body: undefined,
  };
  // Recorded before the body is read, so the order is the order requests arrived in.
  received.push(entry);
  entry.body = await bodyOf(request.clone());
  return entry;
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (text === '') return undefined;
  return type.startsWith('application/json') ? (JSON.parse(text) as unknown) : text;
}

async function respond(answer: Answer<unknown>): Promise<Response> {
  switch (answer.kind) {
    case 'envelope':
      return HttpResponse.json(answer.body, { status: answer.status });
    case 'network-failure':
      return HttpResponse.error();
    case 'proxy-page':
      return new HttpResponse(answer.html, {
        status: answer.status,
        headers: { 'Content-Type': 'text/html' },
      });
    case 'file':
      return new HttpResponse(answer.body, { status: 200, headers: { 'Content-Type': answer.contentType } });
    case 'no-answer':
      await delay('infinite');
      return HttpResponse.error();
  }
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
