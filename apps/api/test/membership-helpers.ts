import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';
import type { Plan } from '@creators-archive/contract/subscriptions/find-plans';
import type { MySubscription, Session } from '@creators-archive/contract';
import type { VerifyPaymentResult } from '@creators-archive/contract/subscriptions/verify-payment';
import type { Currency } from '@creators-archive/contract/subscriptions/currencies';
import type { ReceivedMail } from '@creators-archive/test-support/smtp-server';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { demoPlans } from '../src/demo/demo-designers';
import { webhookSignature } from '../src/payments/webhook-signature';
import { bearer } from './helpers';

/** The demo's two plans, monthly then annual, added to a fresh database. */
export async function seedPlans(app: FastifyInstance): Promise<{ monthly: Plan; annual: Plan }> {
  await app.services.plans.addIfNone(demoPlans);
  const [monthly, annual] = (await app.services.plans.list()) as unknown as [Plan, Plan];
  return { monthly, annual };
}

export function priceOf(plan: Plan, currency: Currency): number {
  const price = plan.prices.find((entry) => entry.currency === currency);
  if (!price) throw new Error(`${plan.name} is not sold in ${currency}`);
  return price.amount;
}

export type Started = {
  reference: string;
  authorizationUrl: string;
  amount: number;
  currency: Currency;
  claimToken?: string | null;
};

export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

/** A visitor's registration as the join page sends it. */
export function visitor(overrides: Record<string, string> = {}) {
  return {
    fullName: 'Ama Owusu',
    email: uniqueEmail(),
    password: 'a long and private passphrase',
    ...overrides,
  };
}

/** POST /v1/subscriptions/waitlist; the answer's data once it is 200. */
export async function joinWaitlist(
  app: FastifyInstance,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Started & { claimToken: string | null }> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/subscriptions/waitlist',
    headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Started & { claimToken: string | null } }).data;
}

/** POST /v1/subscriptions/checkout for a signed-in member. */
export async function startCheckout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<Started> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/subscriptions/checkout',
    headers: bearer(token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Started }).data;
}

/**
 * Presses Pay now or Decline on the sandbox's hosted page as a browser does (form-encoded), and
 * answers where the browser was sent: 303 to the callback with `reference` and `trxref`.
 */
export async function payInSandbox(
  app: FastifyInstance,
  checkout: Pick<Started, 'authorizationUrl' | 'reference'>,
  outcome: 'success' | 'failed' = 'success',
  channel: 'card' | 'bank_transfer' | 'ussd' | 'mobile_money' = 'card',
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: new URL(checkout.authorizationUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ outcome, channel }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location));
  expect(location.searchParams.get('reference')).toBe(checkout.reference);
  expect(location.searchParams.get('trxref')).toBe(checkout.reference);
  return location;
}

export function verifyRequest(
  app: FastifyInstance,
  reference: string,
  options: { claim?: string | null; token?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/v1/subscriptions/verify/${reference}`,
    headers: {
      ...(options.claim ? { 'x-checkout-claim': options.claim } : {}),
      ...(options.token ? bearer(options.token) : {}),
    },
  });
}

export async function verify(
  app: FastifyInstance,
  reference: string,
  options: { claim?: string | null; token?: string } = {},
): Promise<VerifyPaymentResult> {
  const response = await verifyRequest(app, reference, options);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: VerifyPaymentResult }).data;
}

export async function mySubscription(app: FastifyInstance, token: string): Promise<MySubscription | null> {
  const response = await app.inject({ method: 'GET', url: '/v1/subscriptions/me', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: MySubscription | null }).data;
}

export async function me(app: FastifyInstance, token: string): Promise<Session['user']> {
  const response = await app.inject({ method: 'GET', url: '/v1/users/me', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Session['user'] }).data;
}

export function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

/** Signs in with e-mail and password, expecting 200: the session. */
export async function signedIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Session }).data;
}

export async function userIdOf(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

/**
 * A Paystack `charge.success` delivery for a reference, signed as Paystack signs it: HMAC-SHA512
 * in hex over the exact bytes, in `x-paystack-signature`. A refund's event names its payment
 * `transaction_reference` instead.
 */
export function deliverWebhook(
  app: FastifyInstance,
  secret: string | undefined,
  data: { id: number; [key: string]: unknown } & ({ reference: string } | { transaction_reference: string }),
  event = 'charge.success',
): Promise<LightMyRequestResponse> {
  const rawBody = Buffer.from(JSON.stringify({ event, data: { status: 'success', ...data } }));
  return app.inject({
    method: 'POST',
    url: '/v1/payments/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(secret !== undefined && { 'x-paystack-signature': webhookSignature(rawBody, secret) }),
    },
    payload: rawBody,
  });
}

/** The PDF attachments of a received message, by file name. */
export function pdfAttachments(message: ReceivedMail): { filename: string; bytes: Buffer }[] {
  const found: { filename: string; bytes: Buffer }[] = [];
  for (const part of message.raw.split(/\r?\n--/)) {
    if (!/^Content-Type: application\/pdf/im.test(part)) continue;
    const filename = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1] ?? '';
    const [, body = ''] = part.split(/\r?\n\r?\n/);
    found.push({ filename, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  }
  return found;
}

/** The text of a PDF's first page as a reader finds it (pdfjs, the reader inside Firefox). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

export function mailTo(received: ReceivedMail[], email: string): ReceivedMail[] {
  return received.filter((message) => message.to.includes(email));
}
