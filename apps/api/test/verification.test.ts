import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@creators-archive/contract';
import type { AuditEntry } from '@creators-archive/contract/admin/find-audit-entries';
import type { VerificationReview } from '@creators-archive/contract/admin/get-verification-request';
import type { MyVerification } from '@creators-archive/contract/verification/get-my-verification';
import type { VerificationRequest } from '@creators-archive/contract/verification/verification-request';
import { directoryEntries, verificationRequests } from '../src/db/schema';
import { VerificationRepository } from '../src/modules/verification/verification.repository';
import { ADMIN_PASSWORD, adminWithFactor, adminWithoutFactor, passFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  type DatabaseKind,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { jpeg, png } from './image-fixtures';
import { startLocalS3, type LocalS3 } from './s3-server';
import { payInSandbox, seedPlans, signedIn, startCheckout, verify } from './membership-helpers';

const dayMs = 24 * 60 * 60 * 1000;
const STATEMENT =
  'I have designed book covers and festival identities in Accra for eight years, and my work is printed.';
const LINKS = JSON.stringify(['https://example.com/work', 'https://behance.net/someone']);

/** A minimal real PDF: one empty page. */
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Member = Session & { password: string };
type Document = { data: Buffer; name: string; type: string };

async function form(fields: Record<string, string>, document?: Document) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (document) {
    body.append(
      'document',
      new Blob([new Uint8Array(document.data)], { type: document.type }),
      document.name,
    );
  }
  const encoded = new Response(body);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

type StorageKind = 'disk' | 's3';
// Every database with files on disk, and the first with S3, whose documents live under `private/`.
const setups: [DatabaseKind, StorageKind][] = [
  ...databaseKinds.map((kind) => [kind, 'disk'] as [DatabaseKind, StorageKind]),
  [databaseKinds[0] as DatabaseKind, 's3'],
];

describe.each(setups)('the vetted program on %s with %s storage', (kind, storageKind) => {
  let s3: LocalS3 | undefined;
  let s3Client: S3Client | undefined;
  let testApp: TestApp;
  let app: FastifyInstance;
  let monthlyPlanId: string;
  let admin: { id: string; email: string; token: string; signInAgain(): Promise<string> };
  let enrollingAdmin: string;

  async function subscribedMember(): Promise<Member> {
    const member = await registerUser(app);
    const started = await startCheckout(app, member.access_token, { planId: monthlyPlanId, currency: 'NGN' });
    await payInSandbox(app, started);
    await verify(app, started.reference, { token: member.access_token });
    return member;
  }

  async function addWorks(member: Member, count: number) {
    for (let index = 0; index < count; index += 1) {
      const body = new FormData();
      body.append('title', `Work ${index + 1}`);
      body.append(
        'images',
        new Blob([new Uint8Array(await jpeg(320, 240, 40 * index))], { type: 'image/jpeg' }),
        'w.jpg',
      );
      const encoded = new Response(body);
      const response = await app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          ...bearer(member.access_token),
        },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await app.jobWorker.drain();
  }

  async function eligibleMember(): Promise<Member> {
    const member = await subscribedMember();
    await addWorks(member, 3);
    return member;
  }

  async function apply(member: Member, document?: Document, fields: Record<string, string> = {}) {
    const body = await form({ statement: STATEMENT, links: LINKS, ...fields }, document);
    return app.inject({
      method: 'POST',
      url: '/v1/verification',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(member.access_token) },
    });
  }

  async function applied(member: Member, document?: Document): Promise<VerificationRequest> {
    const response = await apply(member, document);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as VerificationRequest;
  }

  async function mine(member: Member): Promise<MyVerification> {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/verification/me',
      headers: bearer(member.access_token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MyVerification;
  }

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

  async function review(id: string): Promise<VerificationReview> {
    const response = await asAdmin('GET', `/v1/admin/verification-requests/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as VerificationReview;
  }

  async function mailTo(email: string): Promise<{ subject: string; text: string; to: string }[]> {
    await app.jobWorker.drain();
    const items = (await app.inject({ method: 'GET', url: '/v1/dev/outbox' })).json().data.items as {
      to: string;
      subject: string;
      text: string;
    }[];
    return items.filter((item) => item.to === email);
  }

  async function documentKeyOf(id: string): Promise<string | null> {
    const [row] = await testApp.database.db
      .select({ key: verificationRequests.documentKey })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, id));
    return row?.key ?? null;
  }

  /** Every stored key, public and private, as the store names them. */
  async function allStoredKeys(): Promise<string[]> {
    if (s3Client) {
      const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: 'media-test' }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    }
    const files = (root: string, prefix: string) =>
      fs.existsSync(root)
        ? fs
            .readdirSync(root, { recursive: true })
            .map(String)
            .filter((file) => fs.statSync(path.join(root, file)).isFile())
            .map((file) => `${prefix}${file.split(path.sep).join('/')}`)
        : [];
    return [
      ...files(path.join(testApp.dataDir, 'media'), ''),
      ...files(path.join(testApp.dataDir, 'private'), 'private/'),
    ].sort();
  }
  /** The identity documents in store, by the keys the requests table holds. */
  const privateFiles = async () =>
    (await allStoredKeys())
      .filter((key) => key.startsWith('private/verification/'))
      .map((key) => key.slice('private/'.length));
  const documentStored = async (key: string) => (await privateFiles()).includes(key);

  async function auditOf(query: string): Promise<AuditEntry[]> {
    const response = await asAdmin('GET', `/v1/admin/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items as AuditEntry[];
  }

  beforeAll(async () => {
    if (storageKind === 's3') {
      s3 = await startLocalS3();
      s3Client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.environment.S3_ENDPOINT,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
    }
    testApp = await buildTestApp(kind, s3?.environment ?? {});
    app = testApp.app;
    monthlyPlanId = (await seedPlans(app)).monthly.id;
    const { id, email, token, factorId, secret } = await adminWithFactor(testApp);
    admin = {
      id,
      email,
      token,
      async signInAgain() {
        const again = await signedIn(app, email, ADMIN_PASSWORD);
        this.token = await passFactor(testApp, again.access_token, factorId, secret);
        return this.token;
      },
    };
    enrollingAdmin = (await adminWithoutFactor(testApp)).token;
  });
  afterAll(async () => {
    await testApp.close();
    s3Client?.destroy();
    await s3?.close();
  });

  it('lets only admins with a second factor through every admin route', async () => {
    const member = await registerUser(app);
    const id = crypto.randomUUID();
    const routes: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/v1/admin/audit' },
      { method: 'GET', url: '/v1/admin/verification-requests' },
      { method: 'GET', url: `/v1/admin/verification-requests/${id}` },
      { method: 'POST', url: `/v1/admin/verification-requests/${id}/approve` },
      {
        method: 'POST',
        url: `/v1/admin/verification-requests/${id}/reject`,
        payload: { reason: 'Not yet, sorry.' },
      },
      {
        method: 'POST',
        url: `/v1/admin/members/${id}/revoke-verification`,
        payload: { reason: 'Not yet, sorry.' },
      },
    ];
    for (const route of routes) {
      const call = (headers: Record<string, string>) =>
        app.inject({
          method: route.method,
          url: route.url,
          headers,
          ...(route.payload && { payload: route.payload }),
        });
      expectErrorEnvelope(await call({}), 401, 'UNAUTHENTICATED');
      expectErrorEnvelope(await call(bearer(member.access_token)), 403, 'FORBIDDEN');
      expectErrorEnvelope(await call(bearer(enrollingAdmin)), 403, 'MFA_ENROLLMENT_REQUIRED');
      expect((await call(bearer(admin.token))).statusCode, route.url).not.toBeGreaterThanOrEqual(500);
    }
  });

  it('refuses members without an active subscription, then with too few ready works', async () => {
    const visitor = await registerUser(app);
    expect(await mine(visitor)).toMatchObject({
      canApply: false,
      reason: 'subscription_required',
      readyWorks: 0,
    });
    expectErrorEnvelope(await apply(visitor), 403, 'SUBSCRIPTION_REQUIRED');

    const member = await subscribedMember();
    await addWorks(member, 2);
    const before = await mine(member);
    expect(before).toMatchObject({ canApply: false, reason: 'too_few_works', readyWorks: 2 });
    expect(before.message).toEqual(expect.any(String));
    const refused = expectErrorEnvelope(await apply(member), 422, 'VERIFICATION_NOT_ELIGIBLE');
    expect(refused.error.details.eligibility).toBe('too_few_works');

    await addWorks(member, 1);
    expect(await mine(member)).toMatchObject({ canApply: true, reason: null, message: null, readyWorks: 3 });
  });

  it('reads the document by its bytes: a text file named .pdf is refused, a PNG and a PDF are kept privately', async () => {
    const member = await eligibleMember();
    const text = expectErrorEnvelope(
      await apply(member, {
        data: Buffer.from('just some words, not a passport\n'),
        name: 'passport.pdf',
        type: 'application/pdf',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(text.error.details.fields?.document).toEqual(expect.any(String));
    const badLinks = expectErrorEnvelope(
      await apply(member, undefined, { links: 'not json' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(badLinks.error.details.fields?.links).toEqual(expect.any(String));
    expect((await mine(member)).requests).toEqual([]);

    const pngRequest = await applied(member, { data: await png(60, 40), name: 'id.txt', type: 'text/plain' });
    expect(pngRequest).toMatchObject({ status: 'pending', hasDocument: true, links: JSON.parse(LINKS) });
    const key = await documentKeyOf(pngRequest.id);
    expect(key).toEqual(expect.any(String));
    expect(await documentStored(key as string)).toBe(true);
    // Nothing of it is under the public media folder.
    // Nothing of it is under the public keys /media serves.
    const stored = await allStoredKeys();
    expect(stored.filter((file) => file.includes(path.basename(key as string)))).toEqual([`private/${key}`]);

    const other = await eligibleMember();
    expect(
      await applied(other, { data: MINIMAL_PDF, name: 'id', type: 'application/octet-stream' }),
    ).toMatchObject({
      hasDocument: true,
    });
  });

  it('holds one open request per member, also when two arrive at once, leaving no orphan file', async () => {
    const member = await eligibleMember();
    const before = await privateFiles();
    const document = { data: await png(40, 40, 10), name: 'id.png', type: 'image/png' };
    const [first, second] = await Promise.all([apply(member, document), apply(member, document)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expectErrorEnvelope(first.statusCode === 409 ? first : second, 409, 'REQUEST_OPEN');
    expectErrorEnvelope(await apply(member, document), 409, 'REQUEST_OPEN');
    expect(await mine(member)).toMatchObject({ canApply: false, reason: 'request_open' });
    const stored = (first.statusCode === 201 ? first : second).json().data as VerificationRequest;
    // Only the stored request's file is left; the refused ones' files were deleted.
    expect((await privateFiles()).filter((file) => !before.includes(file))).toEqual([
      await documentKeyOf(stored.id),
    ]);
  });

  it('stores a second pending request of one member not at all: the unique index holds it', async () => {
    const member = await registerUser(app);
    const repository = new VerificationRepository(testApp.database.db);
    const request = {
      userId: member.user.id,
      statement: STATEMENT,
      links: ['https://example.com'],
      documentKey: null,
      documentContentType: null,
      submittedAt: testApp.clock.now(),
    };
    expect(await repository.insert(request)).toMatchObject({ status: 'pending' });
    expect(await repository.insert(request)).toBeUndefined();
    expect(await repository.findByUser(member.user.id)).toHaveLength(1);
  });

  it('refuses a document over 10 MB with 413, storing nothing', async () => {
    const member = await eligibleMember();
    const before = await privateFiles();
    const big = Buffer.concat([await png(20, 20), Buffer.alloc(10 * 1024 * 1024)]);
    expectErrorEnvelope(
      await apply(member, { data: big, name: 'id.png', type: 'image/png' }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(await privateFiles()).toEqual(before);
    expect((await mine(member)).requests).toEqual([]);
  });

  it('lists the queue oldest first in cursor pages, by status', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      testApp.clock.advance(1000);
      ids.push((await applied(await eligibleMember())).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await asAdmin(
        'GET',
        `/v1/admin/verification-requests?status=pending&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().data.items as { id: string; status: string; submittedAt: string }[];
      expect(items.every((item) => item.status === 'pending')).toBe(true);
      seen.push(...items.map((item) => item.id));
      cursor = response.json().data.pagination.nextCursor as string | null;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    const approvedQueue = await asAdmin('GET', '/v1/admin/verification-requests?status=approved');
    expect((approvedQueue.json().data.items as { id: string }[]).some((item) => ids.includes(item.id))).toBe(
      false,
    );
    expectErrorEnvelope(
      await asAdmin('GET', '/v1/admin/verification-requests?cursor=nope'),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(
      await asAdmin('GET', `/v1/admin/verification-requests/${crypto.randomUUID()}`),
      404,
      'VERIFICATION_REQUEST_NOT_FOUND',
    );
  });

  it('serves the document only through a fresh signed link, never under /media', async () => {
    const member = await eligibleMember();
    const bytes = await png(80, 50, 90);
    const request = await applied(member, { data: bytes, name: 'id.png', type: 'image/png' });
    const key = (await documentKeyOf(request.id)) as string;
    for (const url of [`/media/${key}`, `/media/private/${key}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // An address that climbs out of /media lands on the web app's pages, never on the file.
    for (const url of [
      `/media/../private/${key}`,
      `/media/%2e%2e/private/${key}`,
      `/media/..%2fprivate/${key}`,
      `/private/${key}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.rawPayload.equals(bytes), url).toBe(false);
      expect(String(response.headers['content-type']), url).not.toMatch(/^image\//);
    }

    const { documentUrl, documentLinkExpiresAt, member: who, portfolio } = await review(request.id);
    expect(who).toMatchObject({ id: member.user.id, email: member.user.email, subscriptionStatus: 'active' });
    expect(who).not.toHaveProperty('passwordHash');
    expect(portfolio).toHaveLength(3);
    expect(documentUrl).toMatch(/^\/v1\/admin\/verification-documents\/.+/);
    expect(new Date(documentLinkExpiresAt as string).getTime() - testApp.clock.now().getTime()).toBe(
      5 * 60_000,
    );

    const opened = await app.inject({ method: 'GET', url: documentUrl as string });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(bytes)).toBe(true);
    expect(opened.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(String(opened.headers['content-security-policy'])).toMatch(/\bsandbox\b/);

    const token = (documentUrl as string).split('/').at(-1) as string;
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    // A signature that already ends in AA would be left as it was, and rightly served.
    const otherEnding = signature.endsWith('AA') ? 'BB' : 'AA';
    const tampered = [
      `${id}.${Number(expiry) + 60_000}.${signature}`,
      `${crypto.randomUUID()}.${expiry}.${signature}`,
      `${id}.${expiry}.${signature.slice(0, -2)}${otherEnding}`,
      'nonsense',
    ];
    for (const forged of tampered) {
      expectErrorEnvelope(
        await app.inject({ method: 'GET', url: `/v1/admin/verification-documents/${forged}` }),
        404,
        'DOCUMENT_LINK_EXPIRED',
      );
    }
    testApp.clock.advance(5 * 60_000 + 1000);
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: documentUrl as string }),
      404,
      'DOCUMENT_LINK_EXPIRED',
    );
    await admin.signInAgain();
  });

  it('approves: the badge reaches the profile and the directory, the member is e-mailed, the document goes, audited', async () => {
    const member = await eligibleMember();
    const request = await applied(member, { data: MINIMAL_PDF, name: 'id.pdf', type: 'application/pdf' });
    const key = (await documentKeyOf(request.id)) as string;
    const { documentUrl } = await review(request.id);
    const pdf = await app.inject({ method: 'GET', url: documentUrl as string });
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="verification-document.pdf"',
    });
    expect(pdf.rawPayload.equals(MINIMAL_PDF)).toBe(true);

    const queue = await asAdmin('GET', '/v1/admin/verification-requests?limit=100');
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json().data.items as { id: string }[]).map((item) => item.id)).toContain(request.id);

    const approved = await asAdmin('POST', `/v1/admin/verification-requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      id: request.id,
      status: 'approved',
      hasDocument: true,
      member: { id: member.user.id },
    });
    expect(approved.json().data.decidedAt).toEqual(expect.any(String));
    expectErrorEnvelope(
      await asAdmin('POST', `/v1/admin/verification-requests/${request.id}/approve`),
      409,
      'REQUEST_NOT_PENDING',
    );
    expectErrorEnvelope(
      await asAdmin('POST', `/v1/admin/verification-requests/${request.id}/reject`, {
        reason: 'Changed my mind.',
      }),
      409,
      'REQUEST_NOT_PENDING',
    );

    const profile = await app.inject({ method: 'GET', url: `/v1/users/${member.user.id}` });
    expect(profile.json().data.verified).toBe(true);
    const [entry] = await testApp.database.db
      .select({ verified: directoryEntries.verified })
      .from(directoryEntries)
      .where(eq(directoryEntries.userId, member.user.id));
    expect(entry?.verified).toBe(true);
    expect(await mine(member)).toMatchObject({ verified: true, canApply: false, reason: 'verified' });
    const again = expectErrorEnvelope(await apply(member), 422, 'VERIFICATION_NOT_ELIGIBLE');
    expect(again.error.details.eligibility).toBe('verified');

    const mail = await mailTo(member.user.email);
    expect(mail.map((message) => message.subject)).toContain(
      'You are now a verified Creators Archive designer',
    );
    expect(await documentKeyOf(request.id)).toBeNull();
    expect(await documentStored(key)).toBe(false);
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: documentUrl as string }),
      404,
      'DOCUMENT_LINK_EXPIRED',
    );

    const [entryOfAudit] = await auditOf(`action=verification.approve&actor=${admin.id}`);
    expect(entryOfAudit).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'verification.approve',
      targetType: 'verification_request',
      targetId: request.id,
      before: { status: 'pending', verified: false },
      after: { status: 'approved', verified: true },
    });
    expect(entryOfAudit?.clientAddress).toEqual(expect.any(String));
  });

  it('withdraws the member’s own pending request only, and deletes its document', async () => {
    const member = await eligibleMember();
    const stranger = await eligibleMember();
    const request = await applied(member, { data: await png(30, 30), name: 'id.png', type: 'image/png' });
    const key = (await documentKeyOf(request.id)) as string;
    const withdraw = (who: Member, id: string) =>
      app.inject({ method: 'DELETE', url: `/v1/verification/${id}`, headers: bearer(who.access_token) });

    expectErrorEnvelope(await withdraw(stranger, request.id), 404, 'VERIFICATION_REQUEST_NOT_FOUND');
    expectErrorEnvelope(await withdraw(member, crypto.randomUUID()), 404, 'VERIFICATION_REQUEST_NOT_FOUND');
    const withdrawn = await withdraw(member, request.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ id: request.id, status: 'withdrawn' });
    expectErrorEnvelope(await withdraw(member, request.id), 409, 'REQUEST_NOT_PENDING');
    await app.jobWorker.drain();
    expect(await documentStored(key)).toBe(false);
    expect(await mine(member)).toMatchObject({ canApply: true });
  });

  it('closes a pending request as approved when an admin verifies the member directly, deleting its document', async () => {
    const member = await eligibleMember();
    const request = await applied(member, { data: await png(30, 30), name: 'id.png', type: 'image/png' });
    const key = (await documentKeyOf(request.id)) as string;

    const verified = await asAdmin('POST', `/v1/admin/members/${member.user.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);

    expect(await mine(member)).toMatchObject({
      verified: true,
      requests: [expect.objectContaining({ id: request.id, status: 'approved' })],
    });
    const queue = await asAdmin('GET', '/v1/admin/verification-requests?status=pending');
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json().data.items as { id: string }[]).map((item) => item.id)).not.toContain(request.id);
    await app.jobWorker.drain();
    expect(await documentStored(key)).toBe(false);
    const entry = (await auditOf('action=member.verify&limit=100')).find(
      (audited) => audited.targetId === member.user.id,
    );
    expect(entry).toMatchObject({ after: { verified: true, closedRequest: request.id } });
  });

  it('deletes the documents of a deleted account', async () => {
    const member = await eligibleMember();
    const request = await applied(member, {
      data: await png(30, 30, 200),
      name: 'id.png',
      type: 'image/png',
    });
    const key = (await documentKeyOf(request.id)) as string;
    expect(await documentStored(key)).toBe(true);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: bearer(member.access_token),
      payload: { password: member.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await app.jobWorker.drain();
    expect(await documentStored(key)).toBe(false);
  });

  it('revokes a badge with a reason, e-mailed and audited; an unknown member is 404', async () => {
    const member = await eligibleMember();
    const request = await applied(member);
    expect((await asAdmin('POST', `/v1/admin/verification-requests/${request.id}/approve`)).statusCode).toBe(
      200,
    );
    expectErrorEnvelope(
      await asAdmin('POST', `/v1/admin/members/${crypto.randomUUID()}/revoke-verification`, {
        reason: 'Work copied from others.',
      }),
      404,
      'USER_NOT_FOUND',
    );
    const revoked = await asAdmin('POST', `/v1/admin/members/${member.user.id}/revoke-verification`, {
      reason: 'Work copied from others.',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toEqual({ userId: member.user.id, verified: false });
    expect(
      (await app.inject({ method: 'GET', url: `/v1/users/${member.user.id}` })).json().data.verified,
    ).toBe(false);
    const [entry] = await testApp.database.db
      .select({ verified: directoryEntries.verified })
      .from(directoryEntries)
      .where(eq(directoryEntries.userId, member.user.id));
    expect(entry?.verified).toBe(false);
    expect((await mailTo(member.user.email)).map((message) => message.subject)).toContain(
      'Your verified badge was removed',
    );
    const [audited] = await auditOf(`action=verification.revoke`);
    expect(audited).toMatchObject({
      targetType: 'user',
      targetId: member.user.id,
      before: { verified: true },
      after: { verified: false, reason: 'Work copied from others.' },
    });
  });

  it('lists the audit log newest first in cursor pages, by actor and by area', async () => {
    const all = await auditOf('action=verification&limit=100');
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((entry) => entry.action.startsWith('verification.'))).toBe(true);
    const times = all.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await auditOf(`actor=${crypto.randomUUID()}`)).toEqual([]);
    expect(await auditOf('action=verif')).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await asAdmin('GET', `/v1/admin/audit?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...(response.json().data.items as AuditEntry[]).map((entry) => entry.id));
      cursor = response.json().data.pagination.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual((await auditOf('limit=100')).map((entry) => entry.id));
    expectErrorEnvelope(await asAdmin('GET', '/v1/admin/audit?cursor=garbage'), 400, 'VALIDATION_FAILED');
  });

  it('keeps the audit log append-only: an update or a delete fails', async () => {
    const db = testApp.database.db;
    await expect(db.execute(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await auditOf('limit=100')).some((entry) => entry.action === 'forged')).toBe(false);
  });

  it('rejects with a reason the member is e-mailed; they may apply again after 30 days', async () => {
    const member = await eligibleMember();
    const request = await applied(member, { data: await png(30, 30), name: 'id.png', type: 'image/png' });
    const key = (await documentKeyOf(request.id)) as string;
    const rejected = await asAdmin('POST', `/v1/admin/verification-requests/${request.id}/reject`, {
      reason: 'Show us more finished client work.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'Show us more finished client work.',
    });
    const decidedAt = new Date(rejected.json().data.decidedAt as string);

    const mail = (await mailTo(member.user.email)).find(
      (message) => message.subject === 'Your application to the vetted program',
    );
    expect(mail?.text).toContain('Show us more finished client work.');
    expect(mail?.text).toContain(
      new Date(decidedAt.getTime() + 30 * dayMs).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    expect(await documentStored(key)).toBe(false);
    const [audited] = await auditOf('action=verification.reject');
    expect(audited).toMatchObject({ targetId: request.id, after: { status: 'rejected' } });

    const canApplyFrom = new Date(decidedAt.getTime() + 30 * dayMs).toISOString();
    expect(await mine(member)).toMatchObject({ canApply: false, reason: 'rejected_recently', canApplyFrom });
    const refused = expectErrorEnvelope(await apply(member), 422, 'VERIFICATION_NOT_ELIGIBLE');
    expect(refused.error.details).toMatchObject({ eligibility: 'rejected_recently', canApplyFrom });

    testApp.clock.advance(29 * dayMs);
    let session = await signedIn(app, member.user.email, member.password);
    expectErrorEnvelope(await apply({ ...member, ...session }), 422, 'VERIFICATION_NOT_ELIGIBLE');
    testApp.clock.advance(dayMs + 1000);
    session = await signedIn(app, member.user.email, member.password);
    expect(await mine({ ...member, ...session })).toMatchObject({ canApply: true, canApplyFrom: null });
    expect((await apply({ ...member, ...session })).statusCode).toBe(201);
    const history = await mine({ ...member, ...session });
    expect(history.requests.map((entry) => entry.status)).toEqual(['pending', 'rejected']);
  });
});
