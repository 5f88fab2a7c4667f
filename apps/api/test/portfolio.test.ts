import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem, User } from '@creators-archive/contract';
import { describeImage } from '@creators-archive/test-support/images';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  multipart,
  registerUser,
  type TestApp,
} from './helpers';
import { adminWithFactor } from './admin-helpers';
import { jpeg, jpegWithGps, png, pngBomb, textNamedJpeg, truncatedJpeg } from './image-fixtures';
import { startLocalS3, type LocalS3 } from './s3-server';

type StorageKind = 'disk' | 's3';
const storageKinds: StorageKind[] = ['disk', 's3'];

describe.each(databaseKinds.flatMap((db) => storageKinds.map((storage) => [db, storage] as const)))(
  'portfolio on %s with %s storage',
  (kind, storageKind) => {
    let test: TestApp;
    let app: FastifyInstance;
    let s3: LocalS3 | undefined;
    let s3Client: S3Client | undefined;

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
      test = await buildTestApp(kind, s3?.environment ?? {});
      app = test.app;
    });
    afterAll(async () => {
      await test.close();
      s3Client?.destroy();
      await s3?.close();
    });

    /** Every key in the store, so a test can tell exactly which files exist. */
    async function storedKeys(): Promise<string[]> {
      if (s3Client) {
        const listed = await s3Client.send(new ListObjectsV2Command({ Bucket: 'media-test' }));
        return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
      }
      const root = path.join(test.dataDir, 'media');
      if (!fs.existsSync(root)) return [];
      return (fs.readdirSync(root, { recursive: true }) as string[])
        .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
        .map((entry) => entry.split(path.sep).join('/'))
        .sort();
    }

    async function upload(
      token: string,
      data: Buffer,
      fields: Record<string, string> = {},
      name = 'work.jpg',
      type = 'image/jpeg',
    ) {
      const body = await multipart(fields, { data, name, type });
      return app.inject({
        method: 'POST',
        url: '/v1/portfolio',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
    }

    async function uploadReady(token: string, data?: Buffer, fields: Record<string, string> = {}) {
      const response = await upload(token, data ?? (await jpeg(700, 500)), fields);
      expect(response.statusCode, response.body).toBe(201);
      await app.jobWorker.drain();
      const id = (response.json().data as PortfolioItem).id;
      return (await app.inject({ method: 'GET', url: `/v1/portfolio/${id}` })).json().data as PortfolioItem;
    }

    it('answers 201 at once with the item processing, then a job makes every variant', async () => {
      const member = await registerUser(app);
      const response = await upload(member.access_token, await jpeg(1400, 900), {
        title: '  Lagos at dusk ',
        category: 'Photography',
        tags: JSON.stringify([' city', 'dusk', 'city ', '', 'Lagos']),
      });
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data as PortfolioItem;
      expect(created).toMatchObject({
        status: 'processing',
        title: 'Lagos at dusk',
        category: 'Photography',
        tags: ['city', 'dusk', 'Lagos'],
        width: 1400,
        height: 900,
        images: [],
        userId: member.user.id,
      });
      expect(created.thumbhash).toEqual(expect.any(String));

      expect(await app.jobWorker.drain()).toBeGreaterThan(0);
      const ready = (await app.inject({ method: 'GET', url: `/v1/portfolio/${created.id}` })).json()
        .data as PortfolioItem;
      expect(ready.status).toBe('ready');
      // Never upscaled: 1400 px wide makes 320, 640, 960 and 1280, each in AVIF and WebP.
      expect(ready.images.map((image) => `${image.format}-${image.width}`).sort()).toEqual(
        [
          'avif-1280',
          'avif-320',
          'avif-640',
          'avif-960',
          'webp-1280',
          'webp-320',
          'webp-640',
          'webp-960',
        ].sort(),
      );
      const first = ready.images.find((image) => image.format === 'avif' && image.width === 640);
      expect(Math.abs((first?.height ?? 0) - (640 * 900) / 1400)).toBeLessThanOrEqual(1);
      expect(first?.url).toMatch(/^\/media\/p\/[0-9a-f-]+\/[A-Za-z0-9_-]{16}-640\.avif$/);
      // One name for the set, told apart by width and format: a page listing the image repeats it.
      const names = new Set(ready.images.map((image) => image.url.replace(/-\d+\.(avif|webp)$/, '')));
      expect(names.size).toBe(1);

      const served = await app.inject({ method: 'GET', url: first?.url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/avif');
      expect((await describeImage(served.rawPayload)).format).toBe('avif');
    });

    it('keeps the original private: it is stored but never served', async () => {
      const member = await registerUser(app);
      const item = await uploadReady(member.access_token);
      const original = (await storedKeys()).find((key) =>
        key.startsWith(`originals/${member.user.id}/${item.id}`),
      );
      expect(original).toBe(`originals/${member.user.id}/${item.id}.jpeg`);
      for (const url of [`/media/${original}`, `/media/../${original}`, `/media/%2e%2e/${original}`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['content-type']).not.toMatch(/^image\//);
      }
    });

    it('strips EXIF and GPS and applies the orientation', async () => {
      const member = await registerUser(app);
      const photo = await jpegWithGps(700, 400);
      expect((await describeImage(photo)).hasExif).toBe(true);
      const item = await uploadReady(member.access_token, photo);
      // Orientation 6 turns the 700 × 400 pixels into a 400 × 700 portrait.
      expect([item.width, item.height]).toEqual([400, 700]);
      expect(item.images.length).toBeGreaterThan(0);
      for (const image of item.images) {
        const served = await app.inject({ method: 'GET', url: image.url });
        const described = await describeImage(served.rawPayload);
        expect(described.hasExif).toBe(false);
        expect(described.height).toBeGreaterThan(described.width);
        expect(described.space).toBe('srgb');
      }
    });

    it('accepts PNG, and names a variant by its content', async () => {
      const member = await registerUser(app);
      const item = await uploadReady(member.access_token, await png(500, 300));
      expect(item.images.map((image) => image.width)).toEqual([320, 320]);
    });

    describe('refusals leave no row and no file behind', () => {
      it.each([
        ['a text file named .jpg', 415, 'UNSUPPORTED_MEDIA_TYPE', () => Promise.resolve(textNamedJpeg)],
        ['a PNG decompression bomb', 422, 'IMAGE_TOO_MANY_PIXELS', () => Promise.resolve(pngBomb())],
        ['a truncated JPEG', 422, 'IMAGE_CORRUPT', truncatedJpeg],
        [
          'a file over 20 MB',
          413,
          'PAYLOAD_TOO_LARGE',
          () => Promise.resolve(Buffer.alloc(21 * 1024 * 1024, 1)),
        ],
      ])('%s answers %i', async (_name, status, reason, make) => {
        const member = await registerUser(app);
        const before = await storedKeys();
        const response = await upload(member.access_token, await make());
        const body = expectErrorEnvelope(response, status, reason);
        if (status === 415) {
          expect(body.error.details.accepted).toEqual([
            'image/jpeg',
            'image/png',
            'image/webp',
            'image/avif',
            'image/gif',
          ]);
          expect(body.error.message).toContain('JPEG, PNG, WebP, AVIF or GIF');
        }
        expect(await storedKeys()).toEqual(before);
        const list = await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${member.user.id}` });
        expect(list.json().data.pagination.total).toBe(0);
      });

      it('bad fields answer 400 naming each field', async () => {
        const member = await registerUser(app);
        const before = await storedKeys();
        const response = await upload(member.access_token, await jpeg(200, 200), {
          category: 'Knitting',
          tags: JSON.stringify(Array.from({ length: 11 }, (_, index) => `tag ${index}`)),
          title: 'x'.repeat(121),
          colour: 'red',
        });
        const body = expectErrorEnvelope(response, 400, 'VALIDATION_FAILED');
        expect(Object.keys(body.error.details.fields ?? {}).sort()).toEqual([
          'category',
          'colour',
          'tags',
          'title',
        ]);

        const longTag = await upload(member.access_token, await jpeg(200, 200), {
          tags: JSON.stringify(['x'.repeat(33)]),
        });
        expect(expectErrorEnvelope(longTag, 400, 'VALIDATION_FAILED').error.details.fields).toHaveProperty(
          'tags.0',
        );
        const notJson = await upload(member.access_token, await jpeg(200, 200), { tags: 'a, b' });
        expect(expectErrorEnvelope(notJson, 400, 'VALIDATION_FAILED').error.details.fields).toHaveProperty(
          'tags',
        );
        expect(await storedKeys()).toEqual(before);
      });

      it('a request without a file, with more than 20 files, or without sign-in is refused', async () => {
        const member = await registerUser(app);
        const none = await multipart({ title: 'nothing' });
        const empty = await app.inject({
          method: 'POST',
          url: '/v1/portfolio',
          payload: none.payload,
          headers: { ...none.headers, ...bearer(member.access_token) },
        });
        expect(expectErrorEnvelope(empty, 400, 'VALIDATION_FAILED').error.details.fields).toHaveProperty(
          'images',
        );

        const form = new FormData();
        const image = new Uint8Array(await jpeg(100, 100));
        for (let index = 0; index < 21; index += 1) {
          form.append('images', new Blob([image], { type: 'image/jpeg' }), `${index}.jpg`);
        }
        const encoded = new Response(form);
        const before = await storedKeys();
        const tooMany = await app.inject({
          method: 'POST',
          url: '/v1/portfolio',
          payload: Buffer.from(await encoded.arrayBuffer()),
          headers: {
            'content-type': encoded.headers.get('content-type') ?? '',
            ...bearer(member.access_token),
          },
        });
        expect(expectErrorEnvelope(tooMany, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
          images: 'Send at most 20 images',
        });
        expect(await storedKeys()).toEqual(before);

        const json = await app.inject({
          method: 'POST',
          url: '/v1/portfolio',
          payload: { title: 'x' },
          headers: bearer(member.access_token),
        });
        expectErrorEnvelope(json, 415, 'UNSUPPORTED_MEDIA_TYPE');

        const anonymous = await multipart(
          {},
          { data: await jpeg(100, 100), name: 'a.jpg', type: 'image/jpeg' },
        );
        expectErrorEnvelope(
          await app.inject({ method: 'POST', url: '/v1/portfolio', ...anonymous }),
          401,
          'UNAUTHENTICATED',
        );
      });
    });

    it('accepts WebP, AVIF and the first frame of a GIF, whatever the client calls them', async () => {
      const member = await registerUser(app);
      const { animatedGif, rasterise } = await import('@creators-archive/test-support/images');
      const frame = (colour: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="360" height="240" fill="${colour}"/></svg>`;
      for (const [data, name] of [
        [await rasterise(frame('teal'), 'webp'), 'photo.png'],
        [await rasterise(frame('orange'), 'avif'), 'photo.jpg'],
        [await animatedGif([frame('red'), frame('blue'), frame('green')]), 'movie.webp'],
      ] as const) {
        const response = await upload(member.access_token, data, {}, name, 'application/octet-stream');
        expect(response.statusCode, response.body).toBe(201);
        // One frame of 360 × 240, not the three frames stacked.
        expect(response.json().data).toMatchObject({ width: 360, height: 240 });
      }
      await app.jobWorker.drain();
      const list = await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${member.user.id}` });
      const items = list.json().data.items as PortfolioItem[];
      expect(items.map((item) => item.status)).toEqual(['ready', 'ready', 'ready']);
      const gif = items.find((item) => item.position === 2);
      const first = await app.inject({ method: 'GET', url: gif?.images[0]?.url ?? '' });
      const described = await describeImage(first.rawPayload);
      expect(described).toMatchObject({ width: 320, height: 213 });
      // The first frame is the red one.
      expect(described.dominant.r).toBeGreaterThan(200);
      expect(described.dominant.b).toBeLessThan(60);
    });

    it('deleting an item deletes every one of its files', async () => {
      const member = await registerUser(app);
      const item = await uploadReady(member.access_token, await jpeg(700, 500));
      const mine = (keys: string[]) => keys.filter((key) => key.includes(item.id));
      expect(mine(await storedKeys())).toHaveLength(1 + item.images.length);

      const other = await registerUser(app);
      const refused = await app.inject({
        method: 'DELETE',
        url: `/v1/portfolio/${item.id}`,
        headers: bearer(other.access_token),
      });
      expectErrorEnvelope(refused, 403, 'FORBIDDEN');

      const response = await app.inject({
        method: 'DELETE',
        url: `/v1/portfolio/${item.id}`,
        headers: bearer(member.access_token),
      });
      expect(response.statusCode).toBe(200);
      expect(mine(await storedKeys())).toEqual([]);
      expect((await app.inject({ method: 'GET', url: item.images[0]?.url ?? '' })).statusCode).toBe(404);
      expectErrorEnvelope(
        await app.inject({ method: 'GET', url: `/v1/portfolio/${item.id}` }),
        404,
        'PORTFOLIO_ITEM_NOT_FOUND',
      );
    });

    it('an item deleted while its variants are made leaves no files', async () => {
      const member = await registerUser(app);
      const response = await upload(member.access_token, await jpeg(500, 500));
      const id = (response.json().data as PortfolioItem).id;
      await app.inject({
        method: 'DELETE',
        url: `/v1/portfolio/${id}`,
        headers: bearer(member.access_token),
      });
      await app.jobWorker.drain();
      expect((await storedKeys()).filter((key) => key.includes(id))).toEqual([]);
    });

    it('set-profile-picture makes 64, 128 and 400 px squares and sets User.profilePicture', async () => {
      const member = await registerUser(app);
      const item = await uploadReady(member.access_token, await jpeg(900, 600));
      const response = await app.inject({
        method: 'POST',
        url: `/v1/portfolio/${item.id}/set-profile-picture`,
        headers: bearer(member.access_token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json().data as User;
      expect(user.profilePicture).toMatch(/^\/media\/avatars\/.+-400\.webp$/);
      for (const size of [64, 128, 400]) {
        const served = await app.inject({
          method: 'GET',
          url: user.profilePicture?.replace('-400.webp', () => `-${size}.webp`) ?? '',
        });
        expect(served.statusCode).toBe(200);
        expect(await describeImage(served.rawPayload)).toMatchObject({
          width: size,
          height: size,
          format: 'webp',
        });
      }
      const second = await uploadReady(member.access_token, await jpeg(600, 900, 20));
      const again = await app.inject({
        method: 'POST',
        url: `/v1/portfolio/${second.id}/set-profile-picture`,
        headers: bearer(member.access_token),
      });
      // The old picture's files are removed once replaced.
      expect((await app.inject({ method: 'GET', url: user.profilePicture ?? '' })).statusCode).toBe(404);
      const me = await app.inject({
        method: 'GET',
        url: '/v1/users/me',
        headers: bearer(member.access_token),
      });
      expect(me.json().data.profilePicture).toBe((again.json().data as User).profilePicture);
    });
  },
);

describe.each(databaseKinds)('portfolio calls on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await buildTestApp(kind);
    app = test.app;
  });
  afterAll(async () => {
    await test.close();
  });

  async function newItem(token: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('images', new Blob([new Uint8Array(await jpeg(330, 200))], { type: 'image/jpeg' }), 'a.jpg');
    const encoded = new Response(form);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/portfolio',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as PortfolioItem;
  }

  it('pages with page, limit, category and userId, at most 50 a page', async () => {
    const member = await registerUser(app);
    for (let index = 0; index < 5; index += 1) {
      await newItem(member.access_token, {
        category: index % 2 === 0 ? 'Typography' : 'Illustration',
        title: `Work ${index}`,
      });
    }
    const page = await app.inject({
      method: 'GET',
      url: `/v1/portfolio?userId=${member.user.id}&page=2&limit=2`,
    });
    expect(page.json().data.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page.json().data.items.map((item: PortfolioItem) => item.title)).toEqual(['Work 2', 'Work 3']);

    const typography = await app.inject({
      method: 'GET',
      url: `/v1/portfolio?userId=${member.user.id}&category=Typography`,
    });
    expect(typography.json().data.pagination.total).toBe(3);

    const tooMany = await app.inject({ method: 'GET', url: '/v1/portfolio?limit=51' });
    expect(expectErrorEnvelope(tooMany, 400, 'VALIDATION_FAILED').error.details.fields).toHaveProperty(
      'limit',
    );
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/v1/portfolio?category=Knitting' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('only the owner or an admin may edit; position reorders the portfolio', async () => {
    const owner = await registerUser(app);
    const items = [
      await newItem(owner.access_token),
      await newItem(owner.access_token),
      await newItem(owner.access_token),
    ];
    const stranger = await registerUser(app);
    const refused = await app.inject({
      method: 'PATCH',
      url: `/v1/portfolio/${items[0]?.id}`,
      payload: { title: 'Mine now' },
      headers: bearer(stranger.access_token),
    });
    expectErrorEnvelope(refused, 403, 'FORBIDDEN');

    const edited = await app.inject({
      method: 'PATCH',
      url: `/v1/portfolio/${items[0]?.id}`,
      payload: { title: ' New title ', description: '', tags: ['a', 'a', ' b '], category: 'Motion' },
      headers: bearer(owner.access_token),
    });
    expect(edited.json().data).toMatchObject({
      title: 'New title',
      description: null,
      tags: ['a', 'b'],
      category: 'Motion',
    });

    const moved = await app.inject({
      method: 'PATCH',
      url: `/v1/portfolio/${items[2]?.id}`,
      payload: { position: 0 },
      headers: bearer(owner.access_token),
    });
    expect(moved.statusCode).toBe(200);
    const order = await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${owner.user.id}` });
    expect(order.json().data.items.map((item: PortfolioItem) => item.id)).toEqual([
      items[2]?.id,
      items[0]?.id,
      items[1]?.id,
    ]);

    // An admin acts as one only from a sign-in that passed a second factor.
    const admin = await adminWithFactor(test);
    const byAdmin = await app.inject({
      method: 'PATCH',
      url: `/v1/portfolio/${items[1]?.id}`,
      payload: { title: 'Moderated' },
      headers: bearer(admin.token),
    });
    expect(byAdmin.json().data.title).toBe('Moderated');

    const unknown = await app.inject({
      method: 'PATCH',
      url: `/v1/portfolio/${items[1]?.id}`,
      payload: { status: 'ready' },
      headers: bearer(owner.access_token),
    });
    expect(expectErrorEnvelope(unknown, 400, 'VALIDATION_FAILED').error.details.fields).toEqual({
      status: 'Unknown field',
    });
  });

  it('a member has one cover at a time', async () => {
    const member = await registerUser(app);
    const first = await newItem(member.access_token);
    const second = await newItem(member.access_token);
    for (const item of [first, second]) {
      const response = await app.inject({
        method: 'POST',
        url: `/v1/portfolio/${item.id}/set-cover`,
        headers: bearer(member.access_token),
      });
      expect(response.json().data.isCover).toBe(true);
    }
    const list = await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${member.user.id}` });
    const covers = list.json().data.items.filter((item: PortfolioItem) => item.isCover);
    expect(covers.map((item: PortfolioItem) => item.id)).toEqual([second.id]);
    const stranger = await registerUser(app);
    expectErrorEnvelope(
      await app.inject({
        method: 'POST',
        url: `/v1/portfolio/${first.id}/set-cover`,
        headers: bearer(stranger.access_token),
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('likes stay exact when many members like at once, and a second like takes it back', async () => {
    const owner = await registerUser(app);
    const item = await newItem(owner.access_token);
    const fans = await Promise.all(Array.from({ length: 12 }, () => registerUser(app)));
    const answers = await Promise.all(
      fans.map((fan) =>
        app.inject({
          method: 'POST',
          url: `/v1/portfolio/${item.id}/like`,
          headers: bearer(fan.access_token),
        }),
      ),
    );
    expect(answers.every((answer) => answer.json().data.liked === true)).toBe(true);
    expect(answers.map((answer) => answer.json().data.likeCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
    const undo = await Promise.all(
      fans.slice(0, 5).map((fan) =>
        app.inject({
          method: 'POST',
          url: `/v1/portfolio/${item.id}/like`,
          headers: bearer(fan.access_token),
        }),
      ),
    );
    expect(undo.every((answer) => answer.json().data.liked === false)).toBe(true);
    const after = await app.inject({ method: 'GET', url: `/v1/portfolio/${item.id}` });
    expect(after.json().data.likeCount).toBe(7);
  });

  it('counts a view once per viewer per item per day, never the owner, and reports stats and analytics', async () => {
    const owner = await registerUser(app);
    const a = await newItem(owner.access_token, { category: 'Typography' });
    const b = await newItem(owner.access_token, { category: 'Editorial' });
    const visitor = { 'user-agent': 'visitor-1' };
    await app.inject({ method: 'GET', url: `/v1/portfolio/${a.id}`, headers: visitor });
    await app.inject({ method: 'GET', url: `/v1/portfolio/${a.id}`, headers: visitor });
    await app.inject({ method: 'GET', url: `/v1/portfolio/${a.id}`, headers: { 'user-agent': 'visitor-2' } });
    await app.inject({ method: 'GET', url: `/v1/portfolio/${a.id}`, headers: bearer(owner.access_token) });
    // A profile page counts each of its items once.
    await app.inject({ method: 'GET', url: `/v1/portfolio?userId=${owner.user.id}`, headers: visitor });
    test.clock.advance(24 * 60 * 60 * 1000);
    // The access token has expired by the next day: sign in again.
    const signedIn = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: owner.user.email, password: owner.password },
    });
    const ownerToken = (signedIn.json().data as { access_token: string }).access_token;
    await app.inject({ method: 'GET', url: `/v1/portfolio/${a.id}`, headers: visitor });
    const fan = await registerUser(app);
    await app.inject({
      method: 'POST',
      url: `/v1/portfolio/${b.id}/like`,
      headers: bearer(fan.access_token),
    });

    const stats = await app.inject({
      method: 'GET',
      url: '/v1/portfolio/stats',
      headers: bearer(ownerToken),
    });
    expect(stats.json().data).toEqual({
      items: 2,
      likes: 1,
      views: 4,
      byCategory: [
        { category: 'Editorial', items: 1, likes: 1, views: 1 },
        { category: 'Typography', items: 1, likes: 0, views: 3 },
      ],
    });

    const analytics = await app.inject({
      method: 'GET',
      url: '/v1/analytics?days=30',
      headers: bearer(ownerToken),
    });
    const data = analytics.json().data;
    expect(data.daily).toHaveLength(30);
    expect(data.daily.slice(-2).map((day: { views: number }) => day.views)).toEqual([3, 1]);
    expect(data.totals).toEqual({ views: 4, likes: 1 });
    expect(data.topItems[0]).toMatchObject({ id: a.id, views: 3 });
    expect(
      (await app.inject({ method: 'GET', url: '/v1/analytics?days=90', headers: bearer(ownerToken) })).json()
        .data.daily,
    ).toHaveLength(90);
    expectErrorEnvelope(
      await app.inject({ method: 'GET', url: '/v1/analytics?days=7', headers: bearer(ownerToken) }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorEnvelope(await app.inject({ method: 'GET', url: '/v1/analytics' }), 401, 'UNAUTHENTICATED');
  });
});
