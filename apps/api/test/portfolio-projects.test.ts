import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem, PortfolioMedia } from '@creators-archive/contract';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { ZGetPortfolioItemResponse } from '@creators-archive/contract/portfolio/get-portfolio-item';
import { jobs, portfolioMedia } from '../src/db/schema';
import { deleteFilesJob, variantsJob } from '../src/modules/portfolio/portfolio.jobs';
import { adminWithFactor } from './admin-helpers';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { jpeg, png } from './image-fixtures';

const dayMs = 24 * 60 * 60 * 1000;

/** A multipart body with each file under `images`, in order, and text fields beside them. */
async function projectForm(files: Buffer[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [index, data] of files.entries()) {
    form.append('images', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `${index}.jpg`);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Every file in the app's media store. */
function storedKeys(test: TestApp): string[] {
  const root = path.join(test.dataDir, 'media');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

/** The files of one image: its original and its variants, named by its id. */
const filesOfImage = (keys: string[], id: string) => keys.filter((key) => key.includes(id));

function api(app: FastifyInstance) {
  return {
    async create(token: string, files: Buffer[], fields: Record<string, string> = {}) {
      const body = await projectForm(files, fields);
      return app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    },
    async add(token: string, itemId: string, data: Buffer, fields: Record<string, string> = {}) {
      const body = await projectForm([data], fields);
      return app.inject({
        method: 'POST',
        url: `/v1/portfolio/${itemId}/media`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    },
    edit(token: string, itemId: string, mediaId: string, payload: Record<string, unknown>) {
      return app.inject({
        method: 'PATCH',
        url: `/v1/portfolio/${itemId}/media/${mediaId}`,
        payload,
        headers: bearer(token),
      });
    },
    remove(token: string, itemId: string, mediaId: string) {
      return app.inject({
        method: 'DELETE',
        url: `/v1/portfolio/${itemId}/media/${mediaId}`,
        headers: bearer(token),
      });
    },
    reorder(token: string, itemId: string, mediaIds: string[]) {
      return app.inject({
        method: 'PUT',
        url: `/v1/portfolio/${itemId}/media/order`,
        payload: { mediaIds },
        headers: bearer(token),
      });
    },
    /** The item as anyone reads it, checked against the contract. */
    async get(itemId: string): Promise<PortfolioItem> {
      const response = await app.inject({ method: 'GET', url: `/v1/portfolio/${itemId}` });
      expect(response.statusCode, response.body).toBe(200);
      return ZGetPortfolioItemResponse.parse(response.json()).data;
    },
  };
}

const ids = (media: PortfolioMedia[]) => media.map((image) => image.id);

describe.each(databaseKinds)('portfolio projects on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  let calls: ReturnType<typeof api>;

  beforeAll(async () => {
    test = await buildTestApp(kind);
    app = test.app;
    calls = api(app);
  });
  afterAll(async () => {
    await test.close();
  });

  async function readyProject(token: string, files: Buffer[], fields: Record<string, string> = {}) {
    const response = await calls.create(token, files, fields);
    expect(response.statusCode, response.body).toBe(201);
    await app.jobWorker.drain();
    return calls.get((response.json().data as PortfolioItem).id);
  }

  it('makes a project of three images, each with its own variants, size, placeholder, text and palette', async () => {
    const member = await registerUser(app);
    const files = [await jpeg(700, 500, 10), await png(400, 600, 130), await jpeg(900, 300, 250)];
    const response = await calls.create(member.access_token, files, {
      title: 'Harbour series',
      alts: JSON.stringify(['Boats at the quay', '', 'The lighthouse']),
      captions: JSON.stringify(['First light']),
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as PortfolioItem;
    expect(created).toMatchObject({ status: 'processing', title: 'Harbour series', width: 700, height: 500 });
    expect(created.media.map((image) => [image.position, image.width, image.height, image.status])).toEqual([
      [0, 700, 500, 'processing'],
      [1, 400, 600, 'processing'],
      [2, 900, 300, 'processing'],
    ]);
    expect(created.media.map((image) => [image.alt, image.caption])).toEqual([
      ['Boats at the quay', 'First light'],
      [null, null],
      ['The lighthouse', null],
    ]);
    // The first image takes the item's id, as every item's one image did before projects.
    expect(created.media[0]?.id).toBe(created.id);
    expect(new Set(ids(created.media)).size).toBe(3);
    expect(created.media.every((image) => image.thumbhash !== null)).toBe(true);

    await app.jobWorker.drain();
    const ready = await calls.get(created.id);
    expect(ready.status).toBe('ready');
    for (const image of ready.media) {
      expect(image.status).toBe('ready');
      expect(image.images.length).toBeGreaterThan(0);
      expect(image.images.every((variant) => variant.url.includes(`/p/${image.id}/`))).toBe(true);
      expect(image.palette.length).toBeGreaterThan(0);
      expect(image.palette.length).toBeLessThanOrEqual(5);
      for (const colour of image.palette) expect(colour.color).toMatch(/^#[0-9a-f]{6}$/);
      const shares = image.palette.map((colour) => colour.share);
      expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    }
    // The item's own images are its cover's, so clients that know one image keep working.
    expect(ready.images).toEqual(ready.media[0]?.images);
    const stored = await test.database.db
      .select({ palette: portfolioMedia.palette })
      .from(portfolioMedia)
      .where(eq(portfolioMedia.itemId, created.id));
    expect(stored.every((row) => Array.isArray(row.palette) && row.palette.length > 0)).toBe(true);
  });

  it('refuses alt texts or captions past the last image, and captions over 300 characters', async () => {
    const member = await registerUser(app);
    const before = storedKeys(test);
    const tooMany = await calls.create(member.access_token, [await jpeg(100, 100)], {
      alts: JSON.stringify(['one', 'two']),
    });
    expect(expectErrorEnvelope(tooMany, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      alts: 'More entries than images',
    });
    const tooLong = await calls.create(member.access_token, [await jpeg(100, 100)], {
      captions: JSON.stringify(['x'.repeat(301)]),
    });
    expect(expectErrorEnvelope(tooLong, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      'captions.0': 'Use at most 300 characters',
    });
    const notJson = await calls.create(member.access_token, [await jpeg(100, 100)], { alts: 'one, two' });
    expect(expectErrorEnvelope(notJson, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      alts: 'Send a JSON array of strings',
    });
    expect(storedKeys(test)).toEqual(before);
  });

  it('adds, captions, reorders and removes images, the cover following the first', async () => {
    const member = await registerUser(app);
    const token = member.access_token;
    const item = await readyProject(token, [await jpeg(700, 500, 10), await jpeg(400, 600, 60)]);
    const [first, second] = ids(item.media);

    const added = await calls.add(token, item.id, await jpeg(500, 500, 300), {
      caption: 'Detail of the sail',
      alt: 'A white sail',
    });
    expect(added.statusCode, added.body).toBe(201);
    const withThird = added.json().data as PortfolioItem;
    // One image still being made keeps the whole item processing.
    expect(withThird.status).toBe('processing');
    expect(withThird.media.map((image) => [image.position, image.status])).toEqual([
      [0, 'ready'],
      [1, 'ready'],
      [2, 'processing'],
    ]);
    expect(withThird.media[2]).toMatchObject({ caption: 'Detail of the sail', alt: 'A white sail' });
    const third = withThird.media[2]?.id ?? '';
    await app.jobWorker.drain();
    expect((await calls.get(item.id)).status).toBe('ready');

    const edited = await calls.edit(token, item.id, second ?? '', {
      caption: ' On the water ',
      alt: 'Two boats',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as PortfolioItem).media[1]).toMatchObject({
      caption: 'On the water',
      alt: 'Two boats',
    });
    const cleared = await calls.edit(token, item.id, second ?? '', { alt: '' });
    expect((cleared.json().data as PortfolioItem).media[1]).toMatchObject({
      caption: 'On the water',
      alt: null,
    });
    expect(
      expectErrorEnvelope(
        await calls.edit(token, item.id, second ?? '', { alt: 'x'.repeat(301) }),
        400,
        'VALIDATION_FAILED',
      ).error.details.fields,
    ).toHaveProperty('alt');

    const reordered = await calls.reorder(token, item.id, [third, first ?? '', second ?? '']);
    expect(reordered.statusCode, reordered.body).toBe(200);
    const afterOrder = await calls.get(item.id);
    expect(ids(afterOrder.media)).toEqual([third, first, second]);
    expect(afterOrder.media.map((image) => image.position)).toEqual([0, 1, 2]);
    // The new first image is the cover: its size, placeholder and variants are the item's.
    expect([afterOrder.width, afterOrder.height]).toEqual([500, 500]);
    expect(afterOrder.thumbhash).toBe(afterOrder.media[0]?.thumbhash);
    expect(afterOrder.images).toEqual(afterOrder.media[0]?.images);

    for (const wrong of [
      [third, first],
      [third, first, first],
      [third, first, second, first],
    ]) {
      const refused = await calls.reorder(token, item.id, wrong.map(String));
      expect(expectErrorEnvelope(refused, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
        mediaIds: 'Name every image of the project exactly once',
      });
    }

    const thirdFiles = filesOfImage(storedKeys(test), third);
    expect(thirdFiles.length).toBeGreaterThan(1);
    const removed = await calls.remove(token, item.id, third);
    expect(removed.statusCode, removed.body).toBe(200);
    const afterRemoval = removed.json().data as PortfolioItem;
    expect(ids(afterRemoval.media)).toEqual([first, second]);
    expect(afterRemoval.media.map((image) => image.position)).toEqual([0, 1]);
    expect([afterRemoval.width, afterRemoval.height]).toEqual([700, 500]);
    expect(filesOfImage(storedKeys(test), third)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: afterOrder.images[0]?.url ?? '' })).statusCode).toBe(404);

    expect((await calls.remove(token, item.id, first ?? '')).statusCode).toBe(200);
    const last = await calls.remove(token, item.id, second ?? '');
    expectErrorEnvelope(last, 409, 'LAST_IMAGE');
    expect(ids((await calls.get(item.id)).media)).toEqual([second]);
    expectErrorEnvelope(await calls.remove(token, item.id, third), 404, 'NOT_FOUND');
    expectErrorEnvelope(await calls.edit(token, item.id, third, { caption: 'x' }), 404, 'NOT_FOUND');
  });

  it('holds at most 20 images: the 21st is refused and nothing of it kept', async () => {
    const member = await registerUser(app);
    const small = await jpeg(64, 48);
    const response = await calls.create(
      member.access_token,
      Array.from({ length: 20 }, () => small),
    );
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().data as PortfolioItem;
    expect(item.media).toHaveLength(20);
    const before = storedKeys(test);
    const refused = await calls.add(member.access_token, item.id, small);
    const body = expectErrorEnvelope(refused, 409, 'TOO_MANY_IMAGES');
    expect(body.error.message).toBe(
      'This project holds 20 images, the most it can. Remove one to add another.',
    );
    expect(storedKeys(test)).toEqual(before);
    await app.jobWorker.drain();
  });

  it('shows an image that could not be made as failed and keeps the others; the item is failed only when all are', async () => {
    const member = await registerUser(app);
    const token = member.access_token;
    const created = async (files: Buffer[]) => {
      const response = await calls.create(token, files);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as PortfolioItem;
    };
    /** The original is damaged in the store, so every attempt at its variants fails. */
    const damage = (image: PortfolioMedia | undefined) => {
      const dir = path.join(test.dataDir, 'media', 'originals', member.user.id);
      const name = fs.readdirSync(dir).find((file) => file.startsWith(image?.id ?? '-'));
      fs.writeFileSync(path.join(dir, name ?? ''), 'not an image any more');
    };
    const middle = await created([
      await jpeg(300, 200, 10),
      await jpeg(300, 200, 90),
      await jpeg(300, 200, 170),
    ]);
    const firstFails = await created([await jpeg(320, 240, 40), await jpeg(480, 320, 200)]);
    const allFail = await created([await jpeg(200, 200, 70)]);
    damage(middle.media[1]);
    damage(firstFails.media[0]);
    damage(allFail.media[0]);

    await app.jobWorker.drain();
    // The damaged images are tried again later: until then their items are processing.
    expect((await calls.get(middle.id)).status).toBe('processing');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      test.clock.advance(dayMs);
      await app.jobWorker.drain();
    }

    const afterMiddle = await calls.get(middle.id);
    expect(afterMiddle.status).toBe('ready');
    expect(afterMiddle.media.map((image) => image.status)).toEqual(['ready', 'failed', 'ready']);
    expect(afterMiddle.media[1]?.images).toEqual([]);
    expect(afterMiddle.images).toEqual(afterMiddle.media[0]?.images);

    // A failed first image leaves the item showing the first image that was made.
    const afterFirst = await calls.get(firstFails.id);
    expect(afterFirst.status).toBe('ready');
    expect(afterFirst.media.map((image) => image.status)).toEqual(['failed', 'ready']);
    expect([afterFirst.width, afterFirst.height]).toEqual([480, 320]);
    expect(afterFirst.images).toEqual(afterFirst.media[1]?.images);

    expect((await calls.get(allFail.id)).status).toBe('failed');
  });

  it('makes the image of a variants job queued for an item before items held several', async () => {
    const member = await registerUser(app);
    const response = await calls.create(member.access_token, [await jpeg(400, 300)]);
    const item = response.json().data as PortfolioItem;
    await test.database.db
      .update(jobs)
      .set({ payload: sql`jsonb_build_object('itemId', ${jobs.payload}->>'mediaId')` })
      .where(sql`${jobs.type} = ${variantsJob.type} and ${jobs.payload}->>'mediaId' = ${item.id}`);
    await app.jobWorker.drain();
    const ready = await calls.get(item.id);
    expect(ready.status).toBe('ready');
    expect(ready.media[0]?.images.length).toBeGreaterThan(0);
  });

  it('deleting an item deletes the files of every one of its images', async () => {
    const member = await registerUser(app);
    const item = await readyProject(member.access_token, [
      await jpeg(500, 400, 20),
      await jpeg(400, 500, 220),
    ]);
    const keys = storedKeys(test);
    for (const image of item.media) expect(filesOfImage(keys, image.id).length).toBe(1 + image.images.length);
    const response = await app.inject({
      method: 'DELETE',
      url: `/v1/portfolio/${item.id}`,
      headers: bearer(member.access_token),
    });
    expect(response.statusCode).toBe(200);
    const left = storedKeys(test);
    for (const image of item.media) expect(filesOfImage(left, image.id)).toEqual([]);
    const rows = await test.database.db
      .select()
      .from(portfolioMedia)
      .where(eq(portfolioMedia.itemId, item.id));
    expect(rows).toEqual([]);
  });

  it('deleting an account queues the deletion of every file of every image', async () => {
    const member = await registerUser(app);
    const item = await readyProject(member.access_token, [
      await jpeg(500, 400, 30),
      await jpeg(400, 500, 230),
    ]);
    const expected = storedKeys(test).filter((key) => item.media.some((image) => key.includes(image.id)));
    expect(expected.length).toBeGreaterThan(2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      payload: { password: member.password },
      headers: bearer(member.access_token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const queued = await test.database.db.select().from(jobs).where(eq(jobs.type, deleteFilesJob.type));
    const keys = queued.flatMap((job) => job.payload.keys as string[]);
    expect(keys).toEqual(expect.arrayContaining(expected));
    await app.jobWorker.drain();
    expect(storedKeys(test).filter((key) => expected.includes(key))).toEqual([]);
  });

  it("only the owner or an admin changes a project's images", async () => {
    const owner = await registerUser(app);
    const stranger = await registerUser(app);
    const item = await readyProject(owner.access_token, [await jpeg(300, 200), await jpeg(200, 300)]);
    const [first, second] = ids(item.media);
    const image = await jpeg(100, 100);
    expectErrorEnvelope(await calls.add(stranger.access_token, item.id, image), 403, 'FORBIDDEN');
    expectErrorEnvelope(
      await calls.edit(stranger.access_token, item.id, first ?? '', { alt: 'mine' }),
      403,
      'FORBIDDEN',
    );
    expectErrorEnvelope(await calls.remove(stranger.access_token, item.id, first ?? ''), 403, 'FORBIDDEN');
    expectErrorEnvelope(
      await calls.reorder(stranger.access_token, item.id, [second ?? '', first ?? '']),
      403,
      'FORBIDDEN',
    );
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectErrorEnvelope(await calls.add(owner.access_token, unknown, image), 404, 'PORTFOLIO_ITEM_NOT_FOUND');
    expectErrorEnvelope(
      await app.inject({ method: 'POST', url: `/v1/portfolio/${item.id}/media`, payload: {} }),
      401,
      'UNAUTHENTICATED',
    );
    expect(ids((await calls.get(item.id)).media)).toEqual([first, second]);

    const admin = await adminWithFactor(test);
    const moderated = await calls.edit(admin.token, item.id, first ?? '', { alt: 'Moderated' });
    expect(moderated.statusCode, moderated.body).toBe(200);
    expect((moderated.json().data as PortfolioItem).media[0]?.alt).toBe('Moderated');
  });
});

describe.each(databaseKinds)('the portfolio quota counts every image on %s', (kind) => {
  let test: TestApp;
  const files: Buffer[] = [];

  beforeAll(async () => {
    files.push(await jpeg(600, 400, 10), await jpeg(600, 400, 100), await jpeg(600, 400, 200));
    const three = files.reduce((sum, file) => sum + file.length, 0);
    // Room for the three images and a little more, never a fourth.
    test = await buildTestApp(kind, { PORTFOLIO_QUOTA_BYTES: String(three + 100) });
  });
  afterAll(async () => {
    await test.close();
  });

  it('counts the bytes of each image of a project, and of an image added to it', async () => {
    const calls = api(test.app);
    const member = await registerUser(test.app);
    const three = files.reduce((sum, file) => sum + file.length, 0);
    const made = await calls.create(member.access_token, files);
    expect(made.statusCode, made.body).toBe(201);
    const item = made.json().data as PortfolioItem;

    const before = storedKeys(test);
    const added = await calls.add(member.access_token, item.id, files[0] ?? Buffer.alloc(0));
    const body = expectErrorEnvelope(added, 403, 'QUOTA_EXCEEDED');
    expect(body.error.details).toMatchObject({
      items: { used: 1 },
      bytes: { used: three, limit: three + 100 },
    });
    const another = await calls.create(member.access_token, [files[1] ?? Buffer.alloc(0)]);
    expectErrorEnvelope(another, 403, 'QUOTA_EXCEEDED');
    expect(storedKeys(test)).toEqual(before);

    // Removing an image gives its bytes back.
    expect((await calls.remove(member.access_token, item.id, item.media[2]?.id ?? '')).statusCode).toBe(200);
    const again = await calls.add(member.access_token, item.id, files[2] ?? Buffer.alloc(0));
    expect(again.statusCode, again.body).toBe(201);
    await test.app.jobWorker.drain();
  });
});

describe.each(databaseKinds)('resumable uploads into a project on %s', (kind) => {
  let test: TestApp;
  let origin: string;

  beforeAll(async () => {
    test = await buildTestApp(kind);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await test.close();
  });

  const metadata = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
      .join(',');

  function start(token: string, length: number, fields: Record<string, string>) {
    return fetch(`${origin}${createUpload.path}`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': createUpload.tusVersion,
        Authorization: `Bearer ${token}`,
        'Upload-Length': String(length),
        'Upload-Metadata': metadata(fields),
      },
    });
  }

  function send(url: string, token: string, bytes: Buffer) {
    return fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': createUpload.tusVersion,
        Authorization: `Bearer ${token}`,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
  }

  async function reason(response: Response) {
    return {
      status: response.status,
      reason: ((await response.json()) as { error: { details: { reason: string } } }).error.details.reason,
    };
  }

  it("adds a completed upload with an itemId to the member's project, once", async () => {
    const calls = api(test.app);
    const owner = await registerUser(test.app);
    const made = await calls.create(owner.access_token, [await jpeg(400, 300)], { title: 'Kiln' });
    const item = made.json().data as PortfolioItem;
    const image = await jpeg(800, 600, 40);

    const started = await start(owner.access_token, image.length, {
      itemId: item.id,
      caption: 'The second firing',
      alt: 'A kiln glowing',
      filename: 'kiln.jpg',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const url = `${origin}${started.headers.get('location')}`;
    const uploadId = url.split('/').pop();
    const finished = await send(url, owner.access_token, image);
    expect(finished.status, await finished.clone().text()).toBe(204);
    expect(finished.headers.get(createUpload.itemIdHeader)).toBe(item.id);
    const asked = await fetch(url, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': createUpload.tusVersion, Authorization: `Bearer ${owner.access_token}` },
    });
    expect(asked.headers.get(createUpload.itemIdHeader)).toBe(item.id);

    const after = await calls.get(item.id);
    expect(after.title).toBe('Kiln');
    expect(after.status).toBe('processing');
    expect(after.media.map((one) => [one.id, one.caption, one.alt, one.width])).toEqual([
      [item.id, null, null, 400],
      [uploadId, 'The second firing', 'A kiln glowing', 800],
    ]);
    await test.app.jobWorker.drain();
    expect((await calls.get(item.id)).status).toBe('ready');
  });

  it("refuses an upload into another member's project, a project's own fields beside itemId, and a full project", async () => {
    const calls = api(test.app);
    const owner = await registerUser(test.app);
    const stranger = await registerUser(test.app);
    const small = await jpeg(64, 48);
    const full = (
      await calls.create(
        owner.access_token,
        Array.from({ length: 20 }, () => small),
      )
    ).json().data as PortfolioItem;

    expect(await reason(await start(stranger.access_token, small.length, { itemId: full.id }))).toEqual({
      status: 404,
      reason: 'PORTFOLIO_ITEM_NOT_FOUND',
    });
    expect(await reason(await start(owner.access_token, small.length, { itemId: full.id }))).toEqual({
      status: 409,
      reason: 'TOO_MANY_IMAGES',
    });
    const withTitle = await start(owner.access_token, small.length, { itemId: full.id, title: 'Renamed' });
    expect(withTitle.status).toBe(400);
    expect(
      ((await withTitle.json()) as { error: { details: { fields: object } } }).error.details.fields,
    ).toEqual({
      title: 'Leave this out when adding an image to a project',
    });
    await test.app.jobWorker.drain();
  });
});
