import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { ZErrorEnvelope } from '@creators-archive/contract';
import { jobs, portfolioItems } from '../src/db/schema';
import { variantsJob } from '../src/modules/portfolio/portfolio.jobs';
import { buildTestApp, databaseKinds, logCapture, registerUser, type TestApp } from './helpers';
import { jpeg, truncatedJpeg } from './image-fixtures';
import { signIn } from './membership-helpers';

const hourMs = 60 * 60 * 1000;

/** `Upload-Metadata` as tus writes it: each key, a space, its value in base64. */
function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

describe.each(databaseKinds)('resumable portfolio uploads (tus) on %s', (kind) => {
  let testApp: TestApp;
  let origin: string;
  let port: number;
  let image: Buffer;
  const log = logCapture();

  beforeAll(async () => {
    testApp = await buildTestApp(kind, { LOG_LEVEL: 'warn' }, { logDestination: log });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    image = await jpeg(1600, 1200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const uploadsDir = () => path.join(testApp.dataDir, 'uploads');

  function tus(token: string | undefined, headers: Record<string, string> = {}) {
    return {
      'Tus-Resumable': createUpload.tusVersion,
      ...(token && { Authorization: `Bearer ${token}` }),
      ...headers,
    };
  }

  async function start(token: string, length: number, fields: Record<string, string> = { title: 'Dunes' }) {
    const response = await fetch(`${origin}${createUpload.path}`, {
      method: 'POST',
      headers: tus(token, { 'Upload-Length': String(length), 'Upload-Metadata': tusMetadata(fields) }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/v1\/portfolio\/uploads\/[0-9a-f-]{36}$/);
    return { url: `${origin}${location}`, id: location.split('/').pop() ?? '' };
  }

  function head(url: string, token: string) {
    return fetch(url, { method: 'HEAD', headers: tus(token) });
  }

  function patch(url: string, token: string, offset: number, bytes: Buffer) {
    return fetch(url, {
      method: 'PATCH',
      headers: tus(token, {
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: new Uint8Array(bytes),
    });
  }

  /**
   * A PATCH that promises every remaining byte but sends only `bytes`, then loses its connection
   * (the socket is destroyed, as when a phone leaves the network) once the server has them on disk.
   */
  async function patchCutShort(
    upload: { url: string; id: string },
    token: string,
    total: number,
    bytes: Buffer,
  ) {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    socket.on('error', () => {});
    const target = new URL(upload.url);
    socket.write(
      [
        `PATCH ${target.pathname} HTTP/1.1`,
        `Host: ${target.host}`,
        `Authorization: Bearer ${token}`,
        `Tus-Resumable: ${createUpload.tusVersion}`,
        'Upload-Offset: 0',
        'Content-Type: application/offset+octet-stream',
        `Content-Length: ${total}`,
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(bytes);
    const partial = path.join(uploadsDir(), upload.id);
    for (let waited = 0; fs.statSync(partial).size < bytes.length; waited += 20) {
      if (waited > 10_000) throw new Error('The server never received the first bytes');
      await sleep(20);
    }
    socket.destroy();
  }

  async function itemsOf(userId: string) {
    return testApp.database.db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId));
  }

  async function expectEnvelope(response: Response, status: number, reason: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('tus-resumable')).toBe(createUpload.tusVersion);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ZErrorEnvelope.parse(await response.json());
    expect(body.error).toMatchObject({ code: status, details: { reason } });
    return body;
  }

  it('an upload cut in the middle resumes from the last byte received and makes one portfolio item', async () => {
    const member = await registerUser(testApp.app);
    const token = member.access_token;
    const upload = await start(token, image.length, {
      title: 'Dunes at dawn',
      tags: '["sand"]',
      filename: 'dunes.jpg',
    });
    const half = Math.floor(image.length / 2);

    await patchCutShort(upload, token, image.length, image.subarray(0, half));
    // A dropped connection is the network's doing, not a failure of the server's.
    await sleep(100);
    expect(log.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);

    const afterCut = await head(upload.url, token);
    expect(afterCut.status).toBe(200);
    expect(afterCut.headers.get('upload-offset')).toBe(String(half));
    expect(afterCut.headers.get('upload-length')).toBe(String(image.length));
    expect(await itemsOf(member.user.id)).toEqual([]);

    const rest = await patch(upload.url, token, half, image.subarray(half));
    expect(rest.status, await rest.clone().text()).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(image.length));
    expect(rest.headers.get(createUpload.itemIdHeader)).toBe(upload.id);

    const items = await itemsOf(member.user.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: upload.id,
      title: 'Dunes at dawn',
      tags: ['sand'],
      status: 'processing',
      originalBytes: image.length,
    });
    // The original kept is the image, byte for byte, put together from the two requests.
    const original = path.join(testApp.dataDir, 'media', items[0]?.originalKey ?? '');
    expect(fs.readFileSync(original).equals(image)).toBe(true);
    const queued = await testApp.database.db.select().from(jobs).where(eq(jobs.type, variantsJob.type));
    expect(queued.filter((job) => job.payload.mediaId === upload.id)).toHaveLength(1);
    // The partial files went once the item held the image.
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(upload.id))).toEqual([]);
  });

  it('completing an upload again, however it is asked, answers the same item and never makes a second', async () => {
    const member = await registerUser(testApp.app);
    const token = member.access_token;
    const upload = await start(token, image.length);
    const half = Math.floor(image.length / 2);
    expect((await patch(upload.url, token, 0, image.subarray(0, half))).status).toBe(204);
    const last = await patch(upload.url, token, half, image.subarray(half));
    expect(last.status).toBe(204);

    // The last request sent again, as a client that never saw its answer would.
    const repeated = await patch(upload.url, token, half, image.subarray(half));
    await expectEnvelope(repeated, 409, 'UPLOAD_OFFSET_CONFLICT');
    // Asking where the upload stands: complete, and which item it became.
    const asked = await head(upload.url, token);
    expect(asked.status).toBe(200);
    expect(asked.headers.get('upload-offset')).toBe(String(image.length));
    expect(asked.headers.get(createUpload.itemIdHeader)).toBe(upload.id);
    // An empty last request at the end, and two of them at once.
    const [first, second] = await Promise.all([
      patch(upload.url, token, image.length, Buffer.alloc(0)),
      patch(upload.url, token, image.length, Buffer.alloc(0)),
    ]);
    expect([first.status, second.status]).toEqual([204, 204]);
    expect(first.headers.get(createUpload.itemIdHeader)).toBe(upload.id);

    expect((await itemsOf(member.user.id)).map((item) => item.id)).toEqual([upload.id]);
  });

  it('sends the whole image in the request that creates the upload, as creation-with-upload', async () => {
    const member = await registerUser(testApp.app);
    const response = await fetch(`${origin}${createUpload.path}`, {
      method: 'POST',
      headers: tus(member.access_token, {
        'Upload-Length': String(image.length),
        'Upload-Metadata': tusMetadata({ title: 'In one go' }),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: new Uint8Array(image),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const itemId = response.headers.get(createUpload.itemIdHeader);
    expect(response.headers.get('location')).toBe(`${createUpload.path}/${itemId}`);
    expect((await itemsOf(member.user.id)).map((item) => item.title)).toEqual(['In one go']);
  });

  it("refuses an upload without a sign-in, and another member's upload is not there for anyone else", async () => {
    const owner = await registerUser(testApp.app);
    const other = await registerUser(testApp.app);
    const anonymous = await fetch(`${origin}${createUpload.path}`, {
      method: 'POST',
      headers: tus(undefined, { 'Upload-Length': '10' }),
    });
    await expectEnvelope(anonymous, 401, 'UNAUTHENTICATED');
    const forged = await fetch(`${origin}${createUpload.path}`, {
      method: 'POST',
      headers: tus('not-a-token', { 'Upload-Length': '10' }),
    });
    await expectEnvelope(forged, 401, 'UNAUTHENTICATED');

    const upload = await start(owner.access_token, image.length);
    expect((await patch(upload.url, owner.access_token, 0, image.subarray(0, 100))).status).toBe(204);
    await expectEnvelope(
      await patch(upload.url, other.access_token, 100, image.subarray(100)),
      404,
      'NOT_FOUND',
    );
    expect((await head(upload.url, other.access_token)).status).toBe(404);
    const deleted = await fetch(upload.url, { method: 'DELETE', headers: tus(other.access_token) });
    await expectEnvelope(deleted, 404, 'NOT_FOUND');
    const anonymousPatch = await fetch(upload.url, {
      method: 'PATCH',
      headers: tus(undefined, { 'Upload-Offset': '100', 'Content-Type': 'application/offset+octet-stream' }),
      body: new Uint8Array(image.subarray(100)),
    });
    await expectEnvelope(anonymousPatch, 401, 'UNAUTHENTICATED');

    const stillThere = await head(upload.url, owner.access_token);
    expect(stillThere.headers.get('upload-offset')).toBe('100');
    expect(await itemsOf(other.user.id)).toEqual([]);

    // The owner may abandon it; nothing of it is left.
    const abandoned = await fetch(upload.url, { method: 'DELETE', headers: tus(owner.access_token) });
    expect(abandoned.status).toBe(204);
    expect((await head(upload.url, owner.access_token)).status).toBe(404);
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(upload.id))).toEqual([]);
  });

  it('checks fields, size and quota before a byte is sent, and answers in the envelope', async () => {
    const member = await registerUser(testApp.app);
    const token = member.access_token;
    const post = (headers: Record<string, string>, withVersion = true) =>
      fetch(`${origin}${createUpload.path}`, {
        method: 'POST',
        headers: withVersion ? tus(token, headers) : { Authorization: `Bearer ${token}`, ...headers },
      });

    const unknownField = await post({
      'Upload-Length': '100',
      'Upload-Metadata': tusMetadata({ colour: 'red' }),
    });
    const body = await expectEnvelope(unknownField, 400, 'VALIDATION_FAILED');
    expect(body.error.details).toMatchObject({ fields: { colour: 'Unknown field' } });
    const badTags = await post({ 'Upload-Length': '100', 'Upload-Metadata': tusMetadata({ tags: 'sand' }) });
    expect((await expectEnvelope(badTags, 400, 'VALIDATION_FAILED')).error.details).toMatchObject({
      fields: { tags: expect.any(String) },
    });
    await expectEnvelope(
      await post({ 'Upload-Length': String(20 * 1024 * 1024 + 1) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    await expectEnvelope(await post({ 'Upload-Defer-Length': '1' }), 400, 'BAD_REQUEST');
    const noVersion = await post({ 'Upload-Length': '100' }, false);
    expect(noVersion.status).toBe(412);

    const full = await buildTestApp(kind, { PORTFOLIO_QUOTA_BYTES: '1000' });
    try {
      const crowded = await registerUser(full.app);
      const refused = await full.app.inject({
        method: 'POST',
        url: createUpload.path,
        headers: tus(crowded.access_token, { 'Upload-Length': '1001' }),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { details: { reason: 'QUOTA_EXCEEDED' } } });
      expect(
        fs.existsSync(path.join(full.dataDir, 'uploads'))
          ? fs.readdirSync(path.join(full.dataDir, 'uploads'))
          : [],
      ).toEqual([]);
    } finally {
      await full.close();
    }
  });

  it('refuses a damaged image when its last byte arrives, as the multipart upload does, and keeps nothing', async () => {
    const member = await registerUser(testApp.app);
    const damaged = await truncatedJpeg();
    const upload = await start(member.access_token, damaged.length);
    const refused = await patch(upload.url, member.access_token, 0, damaged);
    await expectEnvelope(refused, 422, 'IMAGE_CORRUPT');
    expect(await itemsOf(member.user.id)).toEqual([]);
    expect((await head(upload.url, member.access_token)).status).toBe(404);
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(upload.id))).toEqual([]);
  });

  describe('uploads under way count against the quota', () => {
    let limited: TestApp;
    /** The limited app's storage quota: room for the test image and 5,000 bytes more. */
    let quotaBytes: number;
    const openUploadsMax = 3;

    beforeAll(async () => {
      quotaBytes = image.length + 5000;
      limited = await buildTestApp(
        kind,
        { PORTFOLIO_QUOTA_BYTES: String(quotaBytes), PORTFOLIO_OPEN_UPLOADS_MAX: String(openUploadsMax) },
        { database: testApp.database },
      );
    });
    afterAll(async () => {
      await limited.close();
    });

    const create = (token: string, length: number) =>
      limited.app.inject({
        method: 'POST',
        url: createUpload.path,
        headers: tus(token, { 'Upload-Length': String(length) }),
      });
    const created = async (token: string, length: number) => {
      const response = await create(token, length);
      expect(response.statusCode, response.body).toBe(201);
      return { response, url: response.headers.location as string };
    };
    const refusal = async (token: string, length: number) => {
      const response = await create(token, length);
      expect(response.statusCode, response.body).toBe(403);
      const body = ZErrorEnvelope.parse(response.json());
      expect(body.error.details).toMatchObject({ reason: 'QUOTA_EXCEEDED' });
      return body.error;
    };

    it('counts their declared lengths beside the originals until they are abandoned or expire', async () => {
      const member = await registerUser(limited.app);
      const token = member.access_token;
      const first = await created(token, quotaBytes - 1000);
      // tus's expiration: the upload takes bytes for 24 hours after it was created, and says until when.
      const expires = Date.parse(String(first.response.headers['upload-expires']));
      expect(expires - Date.now()).toBeGreaterThan(23.9 * hourMs);
      expect(expires - Date.now()).toBeLessThanOrEqual(24 * hourMs);

      const refused = await refusal(token, 1001);
      expect(refused.details).toMatchObject({
        items: { used: 0, limit: 500 },
        bytes: { used: quotaBytes - 1000, limit: quotaBytes },
      });
      const last = await created(token, 1000);
      await refusal(token, 1);

      // Abandoned by its owner, an upload gives its room back at once.
      const deleted = await limited.app.inject({ method: 'DELETE', url: last.url, headers: tus(token) });
      expect(deleted.statusCode).toBe(204);
      await created(token, 1000);

      // Expired uploads no longer count, whether or not their files were removed yet.
      limited.clock.advance(24 * hourMs);
      const signedIn = await signIn(limited.app, member.user.email, member.password);
      const later = (signedIn.json() as { data: { access_token: string } }).data.access_token;
      await created(later, quotaBytes);
    });

    it('an upload under way that becomes an item counts once, as its original', async () => {
      const member = await registerUser(limited.app);
      const token = member.access_token;
      const upload = await created(token, image.length);
      // The declared length counted until now: without it counted once, this completion is refused.
      const finished = await limited.app.inject({
        method: 'PATCH',
        url: upload.url,
        headers: tus(token, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
        payload: image,
      });
      expect(finished.statusCode, finished.body).toBe(204);
      expect(finished.headers[createUpload.itemIdHeader.toLowerCase()]).toBe(upload.url.split('/').pop());

      const refused = await refusal(token, 5001);
      expect(refused.details).toMatchObject({ bytes: { used: image.length, limit: quotaBytes } });
      await created(token, 5000);
    });

    it('caps the uploads one member has under way, and creations at once cannot pass the cap together', async () => {
      const member = await registerUser(limited.app);
      const answers = await Promise.all(
        Array.from({ length: 2 * openUploadsMax }, () => create(member.access_token, 10)),
      );
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(openUploadsMax);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused.map((answer) => answer.statusCode)).toEqual(Array(openUploadsMax).fill(403));
      const { error } = ZErrorEnvelope.parse(refused[0]?.json());
      expect(error.details).toMatchObject({
        reason: 'QUOTA_EXCEEDED',
        openUploads: { used: openUploadsMax, limit: openUploadsMax },
        bytes: { used: 10 * openUploadsMax, limit: quotaBytes },
      });
      expect(error.message).toBe(
        `You have ${openUploadsMax} uploads under way, the most at once. Let one finish, or cancel it, to start another.`,
      );
      // The cap is each member's own.
      await created((await registerUser(limited.app)).access_token, 10);
    });
  });

  it('removes an upload nobody sent a byte to for 24 hours, and not one sooner', async () => {
    const member = await registerUser(testApp.app);
    const abandoned = await start(member.access_token, image.length);
    expect((await patch(abandoned.url, member.access_token, 0, image.subarray(0, 1000))).status).toBe(204);
    /** A sign-in on the moved clock: the earlier access token has long expired by then. */
    const signedInNow = async () => {
      const response = await signIn(testApp.app, member.user.email, member.password);
      return (response.json() as { data: { access_token: string } }).data.access_token;
    };

    testApp.clock.advance(23 * hourMs);
    let token = await signedInNow();
    await start(token, image.length);
    expect((await head(abandoned.url, token)).status).toBe(200);

    testApp.clock.advance(2 * hourMs);
    token = await signedInNow();
    await start(token, image.length);
    const gone = await head(abandoned.url, token);
    expect(gone.status).toBe(404);
    expect(fs.readdirSync(uploadsDir()).filter((name) => name.startsWith(abandoned.id))).toEqual([]);
  });
});
