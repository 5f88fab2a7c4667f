// Calls to the API as a browser or an app makes them, each from a client address of its own.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Secret, TOTP } from 'otpauth';
import { newClientAddress } from './cluster';

export type Answer<T = unknown> = { status: number; headers: Headers; body: T };

export type Call = {
  method?: string;
  body?: unknown;
  token?: string;
  address?: string;
  headers?: Record<string, string>;
};

/** What every call sends: a client address of its own, the token, any headers it names. */
function headersFor(options: Call): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? newClientAddress(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return headers;
}

/** `body` written as JSON, its type named in `headers`; nothing when there is no body. */
function asJson(body: unknown, headers: Record<string, string>): string | undefined {
  if (body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

/** One request; JSON bodies are parsed, anything else is left as text. */
export async function call<T = { data: unknown }>(
  base: string,
  url: string,
  options: Call = {},
): Promise<Answer<T>> {
  const headers = headersFor(options);
  const body = options.body instanceof FormData ? options.body : asJson(options.body, headers);
  const response = await fetch(`${base}${url}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: (json ? JSON.parse(text) : text) as T };
}

/**
 * One request on a connection opened for it and closed once it is answered; answers the status.
 * `fetch` keeps one pool of kept-alive connections for the whole process, and a request it sends
 * with `Connection: close` still goes out on a connection an earlier call left idle: a connection
 * nginx closes, unanswered, when a reload stops the worker that held it idle.
 */
export function callOnNewConnection(
  base: string,
  url: string,
  options: Call & { body?: Record<string, unknown> } = {},
): Promise<number> {
  const headers = headersFor(options);
  const body = asJson(options.body, headers);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${url}`,
      { method: options.method ?? 'GET', headers: { ...headers, connection: 'close' }, agent: false },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body);
  });
}

export type Session = { access_token: string; refresh_token: string; user: { id: string; email: string } };

export const password = 'a long and private passphrase';

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** The answer's body, or an error naming `what` when the status is not `status`. */
function expected<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Registers a member and answers their session. */
export async function register(base: string, label: string): Promise<Session> {
  const email = uniqueEmail(label);
  const answer = await call<{ data: Session }>(base, '/v1/users/register', {
    method: 'POST',
    body: { email, password, fullName: `Cluster ${label}` },
  });
  return expected(answer, 201, `Registering ${email}`).data;
}

/**
 * Signs in with a password, enrols a TOTP factor and passes it with a code at this moment, all on
 * `base`: the aal2 access token that admin routes need.
 */
export async function signInWithNewFactor(base: string, email: string, secret: string): Promise<string> {
  const signIn = await call<{ data: Session }>(base, '/v1/auth/login', {
    method: 'POST',
    body: { email, password: secret },
  });
  const token = expected(signIn, 200, `Signing in ${email}`).data.access_token;
  const enrolled = await call<{ data: { id: string; totp: { secret: string } } }>(
    base,
    '/v1/auth/mfa/factors',
    {
      method: 'POST',
      token,
      body: {},
    },
  );
  const factor = expected(enrolled, 201, 'Enrolling a factor').data;
  const url = `/v1/auth/mfa/factors/${factor.id}`;
  const challenge = await call<{ data: { id: string } }>(base, `${url}/challenge`, { method: 'POST', token });
  const code = new TOTP({ secret: Secret.fromBase32(factor.totp.secret) }).generate();
  const verified = await call<{ data: Session }>(base, `${url}/verify`, {
    method: 'POST',
    token,
    body: { challengeId: expected(challenge, 200, 'Challenging the factor').data.id, code },
  });
  return expected(verified, 200, 'Passing the factor').data.access_token;
}
