import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as createUpload from '@creators-archive/contract/portfolio/create-portfolio-upload';
import { portfolioItems } from '../src/db/schema';
import { buildTestApp, databaseKinds, registerUser, type TestApp } from './helpers';
import { jpeg } from './image-fixtures';
import { startLocalS3, type LocalS3 } from './s3-server';

const bucket = 'uploads-test';

describe.each(databaseKinds)('resumable uploads kept in the bucket (STORAGE=s3) on %s', (kind) => {
  let s3: LocalS3;
  let client: S3Client;
  /** Two processes on one database and one bucket, each with a data directory of its own. */
  let first: TestApp;
  let second: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    s3 = await startLocalS3(bucket);
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.environment.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const shared = {
      ...s3.environment,
      JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    first = await buildTestApp(kind, shared);
    second = await buildTestApp(kind, shared, { database: first.database });
    image = await jpeg(1600, 1200);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    client?.destroy();
    await s3?.close();
  });

  const tus = (token: string, headers: Record<string, string> = {}) => ({
    'Tus-Resumable': createUpload.tusVersion,
    Authorization: `Bearer ${token}`,
    ...headers,
  });
  const patch = (testApp: TestApp, url: string, token: string, offset: number, bytes: Buffer) =>
    testApp.app.inject({
      method: 'PATCH',
      url,
      headers: tus(token, {
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      payload: bytes,
    });
  const start = async (testApp: TestApp, token: string) => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: createUpload.path,
      headers: tus(token, { 'Upload-Length': String(image.length) }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = created.headers.location as string;
    return { url, id: url.split('/').pop() ?? '' };
  };
  const keysOf = async (id: string) => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').filter((key) => key.includes(id));
  };
  const localUploads = (testApp: TestApp) => {
    const directory = path.join(testApp.dataDir, 'uploads');
    return fs.existsSync(directory) ? fs.readdirSync(directory) : [];
  };

  it('an upload started on one process resumes on another from the offset the bucket holds', async () => {
    const member = await registerUser(first.app);
    const token = member.access_token;
    const upload = await start(first, token);
    const half = Math.floor(image.length / 2);
    const sent = await patch(first, upload.url, token, 0, image.subarray(0, half));
    expect(sent.statusCode, sent.body).toBe(204);

    const asked = await second.app.inject({ method: 'HEAD', url: upload.url, headers: tus(token) });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['upload-offset']).toBe(String(half));

    const rest = await patch(second, upload.url, token, half, image.subarray(half));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers[createUpload.itemIdHeader.toLowerCase()]).toBe(upload.id);
    const items = await first.database.db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.userId, member.user.id));
    expect(items.map((item) => [item.id, item.originalBytes])).toEqual([[upload.id, image.length]]);
    // The item holds the original; the upload's objects are gone, and no process kept a byte on disk.
    expect(await keysOf(upload.id)).toEqual([items[0]?.originalKey]);
    expect([...localUploads(first), ...localUploads(second)]).toEqual([]);
  });

  it('an upload abandoned through another process than the one that started it leaves nothing', async () => {
    const member = await registerUser(first.app);
    const token = member.access_token;
    const upload = await start(first, token);
    expect((await patch(first, upload.url, token, 0, image.subarray(0, 1000))).statusCode).toBe(204);
    expect(await keysOf(upload.id)).not.toEqual([]);

    const deleted = await second.app.inject({ method: 'DELETE', url: upload.url, headers: tus(token) });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const asked = await first.app.inject({ method: 'HEAD', url: upload.url, headers: tus(token) });
    expect(asked.statusCode).toBe(404);
    expect(await keysOf(upload.id)).toEqual([]);
  });
});
