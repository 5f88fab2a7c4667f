import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry } from '@creators-archive/contract/inquiries/inquiry';
import { startSmtpServer } from '@creators-archive/test-support/smtp-server';
import type { Database } from '../src/db/client';
import { inquiries, portfolioItems, users } from '../src/db/schema';
import { inquiryLimits } from '../src/modules/inquiries';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';

type Designer = { id: string; email: string; token: string };

let addressCounter = 0;
/** A client address no other test sends from, so each test's per-address count starts at zero. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const message = 'We are opening a bakery in Lagos and would love a poster for the launch.';

describe.each(databaseKinds)('hiring inquiries on %s', (kind) => {
  let testApp: TestApp;
  let db: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://archive.example' });
    db = testApp.database.db;
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  /** A member open to `openTo`, with one ready work titled "Poster". */
  async function designer(
    openTo: string[] = ['freelance', 'commissions'],
  ): Promise<Designer & { itemId: string }> {
    const session = await registerUser(testApp.app, { fullName: 'Ada Obi' });
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(session.access_token),
      payload: { openTo },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [item] = await db
      .insert(portfolioItems)
      .values({
        userId: session.user.id,
        title: 'Poster',
        status: 'ready',
        width: 1600,
        height: 1200,
        originalKey: `originals/${session.user.id}`,
        variants: [],
      })
      .returning({ id: portfolioItems.id });
    return { id: session.user.id, email: session.user.email, token: session.access_token, itemId: item!.id };
  }

  async function formToken(designerId: string, address = freshAddress()): Promise<string> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/v1/users/${designerId}/inquiry-form`,
      remoteAddress: address,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { data: { formToken: string } }).data.formToken;
  }

  /** Sends an inquiry the way the form does: a fresh form, filled in for longer than the minimum. */
  async function send(
    designerId: string,
    body: Record<string, unknown> = {},
    options: { address?: string; token?: string; fillMs?: number; formToken?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const address = options.address ?? freshAddress();
    const token = options.formToken ?? (await formToken(designerId, address));
    testApp.clock.advance(options.fillMs ?? 4_000);
    return testApp.app.inject({
      method: 'POST',
      url: `/v1/users/${designerId}/inquiries`,
      remoteAddress: address,
      headers: options.token ? bearer(options.token) : {},
      payload: {
        name: 'Bola Ade',
        email: `bola-${addressCounter}@example.com`,
        kind: 'freelance',
        message,
        formToken: token,
        ...body,
      },
    });
  }

  async function storedFor(designerId: string) {
    return db.select().from(inquiries).where(eq(inquiries.designerId, designerId));
  }

  async function inbox(token: string, query = ''): Promise<{ items: Inquiry[]; nextCursor: string | null }> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/v1/inquiries${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = (
      response.json() as { data: { items: Inquiry[]; pagination: { nextCursor: string | null } } }
    ).data;
    return { items: data.items, nextCursor: data.pagination.nextCursor };
  }

  async function mailSent() {
    await testApp.app.jobWorker.drain();
    return smtp.received;
  }

  it('keeps the inquiry and e-mails the designer with Reply-To the sender, writing nothing to the sender', async () => {
    const ada = await designer();
    const sent = await send(ada.id, {
      email: 'Bola.Ade@Example.com',
      budget: '₦400,000',
      itemId: ada.itemId,
      kind: 'commissions',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ success: true, data: { received: true } });

    const [stored] = await storedFor(ada.id);
    expect(stored).toMatchObject({
      senderName: 'Bola Ade',
      senderEmail: 'bola.ade@example.com',
      kind: 'commissions',
      budget: '₦400,000',
      status: 'new',
      itemId: ada.itemId,
      senderUserId: null,
    });
    // The client address is kept only as a hash.
    expect(stored!.clientAddressHash).not.toContain('198.51.');

    const received = await mailSent();
    const toDesigner = received.filter((mail) => mail.to.includes(ada.email));
    expect(toDesigner).toHaveLength(1);
    expect(toDesigner[0]!.subject).toBe('New inquiry from Bola Ade');
    expect(toDesigner[0]!.raw).toMatch(/^Reply-To: bola\.ade@example\.com\r?$/im);
    expect(toDesigner[0]!.raw).not.toMatch(/^From:.*bola/im);
    expect(toDesigner[0]!.text).toContain('“Poster”');
    expect(toDesigner[0]!.text).toContain('₦400,000');
    expect(toDesigner[0]!.text).toContain('https://archive.example/account/inquiries');
    expect(received.some((mail) => mail.to.includes('bola.ade@example.com'))).toBe(false);
  });

  it('records the signed-in member who sent it', async () => {
    const ada = await designer();
    const member = await registerUser(testApp.app);
    expect((await send(ada.id, {}, { token: member.access_token })).statusCode).toBe(202);
    const [stored] = await storedFor(ada.id);
    expect(stored!.senderUserId).toBe(member.user.id);
  });

  it('refuses fields that break the rules, hostile text included', async () => {
    const ada = await designer(['freelance']);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'Bola\u0000' }, 'name'],
      [{ email: 'not an address' }, 'email'],
      [{ kind: 'internship' }, 'kind'],
      [{ message: 'Hi' }, 'message'],
      [{ message: `A broken \ud800 character in a long enough message` }, 'message'],
      [{ budget: 'x'.repeat(121) }, 'budget'],
      [{ itemId: 'poster' }, 'itemId'],
    ];
    for (const [body, field] of cases) {
      const response = await send(ada.id, body);
      const error = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(error.error.details.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A kind the designer is not open to, and a work that is not theirs.
    const notOpen = expectErrorEnvelope(
      await send(ada.id, { kind: 'commissions' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(notOpen.error.details.fields).toMatchObject({ kind: expect.any(String) });
    const other = await designer();
    const notTheirs = expectErrorEnvelope(
      await send(ada.id, { itemId: other.itemId }),
      400,
      'VALIDATION_FAILED',
    );
    expect(notTheirs.error.details.fields).toMatchObject({ itemId: expect.any(String) });
    expect(await storedFor(ada.id)).toEqual([]);
  });

  it('answers a filled-in honeypot as if heard, and keeps and sends nothing', async () => {
    const ada = await designer();
    const before = (await mailSent()).length;
    const response = await send(ada.id, { website: 'https://spam.example' });
    expect(response.statusCode).toBe(202);
    expect(await storedFor(ada.id)).toEqual([]);
    expect((await mailSent()).length).toBe(before);
  });

  it('drops a form sent faster than a person fills it, and refuses a forged, foreign or stale form', async () => {
    const ada = await designer();
    expect((await send(ada.id, {}, { fillMs: 1_000 })).statusCode).toBe(202);
    expect(await storedFor(ada.id)).toEqual([]);

    const token = await formToken(ada.id);
    const [designerId, , signature] = token.split('.');
    // Claiming the form was given out an hour ago breaks the signature.
    const forged = `${designerId}.${Date.now() - 3_600_000}.${signature}`;
    expectErrorEnvelope(await send(ada.id, {}, { formToken: forged }), 400, 'VALIDATION_FAILED');
    const other = await designer();
    expectErrorEnvelope(
      await send(ada.id, {}, { formToken: await formToken(other.id) }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await send(ada.id, {}, { formToken: token, fillMs: 25 * 60 * 60_000 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await storedFor(ada.id)).toEqual([]);
  });

  it('takes no inquiry for a designer open to nothing, suspended or unknown', async () => {
    const closed = await designer([]);
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: `/v1/users/${closed.id}/inquiry-form` }),
      409,
      'NOT_OPEN_TO_INQUIRIES',
    );

    const suspended = await designer();
    const token = await formToken(suspended.id);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: `/v1/users/${suspended.id}/inquiry-form` }),
      404,
      'USER_NOT_FOUND',
    );
    expectErrorEnvelope(await send(suspended.id, {}, { formToken: token }), 404, 'USER_NOT_FOUND');

    expectErrorEnvelope(
      await testApp.app.inject({ method: 'GET', url: `/v1/users/${crypto.randomUUID()}/inquiry-form` }),
      404,
      'USER_NOT_FOUND',
    );
  });

  it('limits inquiries per client address, per sender address and per designer, with Retry-After', async () => {
    const ada = await designer();
    const address = freshAddress();
    for (let index = 0; index < inquiryLimits.perClientAddress; index += 1) {
      expect((await send(ada.id, { email: `client-${index}@example.com` }, { address })).statusCode).toBe(
        202,
      );
    }
    const perAddress = await send(ada.id, { email: 'client-last@example.com' }, { address });
    expectErrorEnvelope(perAddress, 429, 'RATE_LIMITED');
    expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);

    const bea = await designer();
    for (let index = 0; index < inquiryLimits.perSender; index += 1) {
      expect((await send(bea.id, { email: 'same.sender@example.com' })).statusCode).toBe(202);
    }
    expectErrorEnvelope(await send(bea.id, { email: 'SAME.sender@example.com' }), 429, 'RATE_LIMITED');

    const cara = await designer();
    for (let index = 0; index < inquiryLimits.perDesigner; index += 1) {
      expect((await send(cara.id, { email: `fan-${index}@example.com` })).statusCode).toBe(202);
    }
    expectErrorEnvelope(await send(cara.id, { email: 'one-more@example.com' }), 429, 'RATE_LIMITED');
    expect(await storedFor(cara.id)).toHaveLength(inquiryLimits.perDesigner);

    // A day later each allowance is whole again.
    testApp.clock.advance(24 * 60 * 60_000);
    expect((await send(cara.id, { email: 'next-day@example.com' })).statusCode).toBe(202);
  });

  it('pages the inbox newest first, by status, and only the designer changes an inquiry', async () => {
    const ada = await designer();
    for (let index = 0; index < 5; index += 1) {
      expect((await send(ada.id, { name: `Sender ${index}` })).statusCode).toBe(202);
    }
    const first = await inbox(ada.token, '?limit=2');
    expect(first.items.map((item) => item.senderName)).toEqual(['Sender 4', 'Sender 3']);
    const second = await inbox(ada.token, `?limit=2&cursor=${first.nextCursor}`);
    const third = await inbox(ada.token, `?limit=2&cursor=${second.nextCursor}`);
    expect([...second.items, ...third.items].map((item) => item.senderName)).toEqual([
      'Sender 2',
      'Sender 1',
      'Sender 0',
    ]);
    expect(third.nextCursor).toBeNull();
    expectErrorEnvelope(
      await testApp.app.inject({
        method: 'GET',
        url: '/v1/inquiries?cursor=nonsense',
        headers: bearer(ada.token),
      }),
      400,
      'VALIDATION_FAILED',
    );

    const target = first.items[0]!;
    const other = await registerUser(testApp.app);
    expectErrorEnvelope(
      await testApp.app.inject({
        method: 'PATCH',
        url: `/v1/inquiries/${target.id}`,
        headers: bearer(other.access_token),
        payload: { status: 'archived' },
      }),
      404,
      'INQUIRY_NOT_FOUND',
    );
    expect((await inbox(other.access_token)).items).toEqual([]);

    const replied = await testApp.app.inject({
      method: 'PATCH',
      url: `/v1/inquiries/${target.id}`,
      headers: bearer(ada.token),
      payload: { status: 'replied' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect((replied.json() as { data: Inquiry }).data.status).toBe('replied');
    expect((await inbox(ada.token, '?status=replied')).items.map((item) => item.id)).toEqual([target.id]);
    expect((await inbox(ada.token, '?status=new')).items).toHaveLength(4);
    expectErrorEnvelope(
      await testApp.app.inject({
        method: 'PATCH',
        url: `/v1/inquiries/${target.id}`,
        headers: bearer(ada.token),
        payload: { status: 'read' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('marking spam blocks that sender for that designer only: later messages are answered but dropped', async () => {
    const ada = await designer();
    const bea = await designer();
    expect((await send(ada.id, { email: 'pest@example.com' })).statusCode).toBe(202);
    const [spam] = (await inbox(ada.token)).items;
    const marked = await testApp.app.inject({
      method: 'PATCH',
      url: `/v1/inquiries/${spam!.id}`,
      headers: bearer(ada.token),
      payload: { status: 'spam' },
    });
    expect(marked.statusCode).toBe(200);

    const mailsBefore = (await mailSent()).length;
    expect((await send(ada.id, { email: 'Pest@Example.com' })).statusCode).toBe(202);
    expect(await storedFor(ada.id)).toHaveLength(1);
    expect((await mailSent()).length).toBe(mailsBefore);

    expect((await send(bea.id, { email: 'pest@example.com' })).statusCode).toBe(202);
    expect(await storedFor(bea.id)).toHaveLength(1);
  });
});
