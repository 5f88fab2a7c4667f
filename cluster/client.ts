// Calls to the API as a browser or an app makes them, each from a client address of its own.
import { randomBytes } from 'node:crypto';
import { newClientAddress } from './cluster';

export type Answer<T = unknown> = { status: number; headers: Headers; body: T };

export type Call = {
  method?: string;
  body?: unknown;
  token?: string;
  address?: string;
  headers?: Record<string, string>;
};

/** One request; JSON bodies are parsed, anything else is left as text. */
export async function call<T = { data: unknown }>(
  base: string,
  url: string,
  options: Call = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.address ?? newClientAddress(),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${url}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: (json ? JSON.parse(text) : text) as T };
}

export type Session = { access_token: string; refresh_token: string; user: { id: string; email: string } };

export const password = 'a long and private passphrase';

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Registers a member and answers their session. */
export async function register(base: string, label: string): Promise<Session> {
  const email = uniqueEmail(label);
  const answer = await call<{ data: Session }>(base, '/v1/users/register', {
    method: 'POST',
    body: { email, password, fullName: `Cluster ${label}` },
  });
  if (answer.status !== 201)
    throw new Error(`Registering ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
