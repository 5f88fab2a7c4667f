import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioItem } from '@creators-archive/contract';
import { ZQuotaExceededDetails } from '@creators-archive/contract/portfolio/create-portfolio-item';
import { jobs, portfolioItems } from '../src/db/schema';
import { variantsJob } from '../src/modules/portfolio/portfolio.jobs';
import {
  bearer,
  buildTestApp,
  databaseKinds,
  expectErrorEnvelope,
  registerUser,
  type TestApp,
} from './helpers';
import { jpeg } from './image-fixtures';

const DEFAULT_BYTES_QUOTA = 2 * 1024 ** 3;

async function uploadTo(testApp: TestApp, token: string, data: Buffer) {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'work.jpg');
  const encoded = new Response(form);
  return testApp.app.inject({
    method: 'POST',
    url: '/v1/portfolio',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...bearer(token) },
  });
}

/** What a member has left behind anywhere: rows, variant jobs, and files on disk. */
async function traces(testApp: TestApp, userId: string) {
  const db = testApp.database.db;
  const items = await db.select().from(portfolioItems).where(eq(portfolioItems.userId, userId));
  const itemIds = new Set(items.map((item) => item.id));
  const variantJobs = (await db.select().from(jobs).where(eq(jobs.type, variantsJob.type))).filter((job) =>
    itemIds.has(String(job.payload.mediaId)),
  );
  const originalsDir = path.join(testApp.dataDir, 'media', 'originals', userId);
  const originals = fs.existsSync(originalsDir) ? fs.readdirSync(originalsDir) : [];
  return { items, variantJobs, originals };
}

describe.each(databaseKinds)('the portfolio quota on %s', (kind) => {
  let byItems: TestApp;
  let byBytes: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    image = await jpeg(640, 480);
    byItems = await buildTestApp(kind, { PORTFOLIO_QUOTA_ITEMS: '2' });
    // Room for one copy of the image and a half, never two.
    byBytes = await buildTestApp(kind, { PORTFOLIO_QUOTA_BYTES: String(Math.floor(image.length * 1.5)) });
  });
  afterAll(async () => {
    await byItems.close();
    await byBytes.close();
  });

  it('refuses the item past the count with 403 QUOTA_EXCEEDED and the figures, and keeps nothing of it', async () => {
    const member = await registerUser(byItems.app);
    for (let n = 0; n < 2; n += 1) {
      const created = await uploadTo(byItems, member.access_token, image);
      expect(created.statusCode, created.body).toBe(201);
    }
    const refused = await uploadTo(byItems, member.access_token, image);
    const body = expectErrorEnvelope(refused, 403, 'QUOTA_EXCEEDED');
    expect(ZQuotaExceededDetails.parse(body.error.details)).toEqual({
      reason: 'QUOTA_EXCEEDED',
      items: { used: 2, limit: 2 },
      bytes: { used: 2 * image.length, limit: DEFAULT_BYTES_QUOTA },
    });
    expect(body.error.message).toContain('2 items');

    const left = await traces(byItems, member.user.id);
    expect(left.items).toHaveLength(2);
    expect(left.variantJobs).toHaveLength(2);
    expect(left.originals).toHaveLength(2);
  });

  it('lets the member upload again once they delete an item', async () => {
    const member = await registerUser(byItems.app);
    const ids: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      ids.push(((await uploadTo(byItems, member.access_token, image)).json().data as PortfolioItem).id);
    }
    expectErrorEnvelope(await uploadTo(byItems, member.access_token, image), 403, 'QUOTA_EXCEEDED');
    const deleted = await byItems.app.inject({
      method: 'DELETE',
      url: `/v1/portfolio/${ids[0]}`,
      headers: bearer(member.access_token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await uploadTo(byItems, member.access_token, image)).statusCode).toBe(201);
  });

  it('counts only the member’s own items', async () => {
    const first = await registerUser(byItems.app);
    const second = await registerUser(byItems.app);
    for (let n = 0; n < 2; n += 1) await uploadTo(byItems, first.access_token, image);
    expect((await uploadTo(byItems, second.access_token, image)).statusCode).toBe(201);
  });

  it('counts the bytes of the uploaded originals and refuses the upload that would pass them', async () => {
    const member = await registerUser(byBytes.app);
    expect((await uploadTo(byBytes, member.access_token, image)).statusCode).toBe(201);
    const refused = await uploadTo(byBytes, member.access_token, image);
    const body = expectErrorEnvelope(refused, 403, 'QUOTA_EXCEEDED');
    expect(ZQuotaExceededDetails.parse(body.error.details)).toEqual({
      reason: 'QUOTA_EXCEEDED',
      items: { used: 1, limit: 500 },
      bytes: { used: image.length, limit: Math.floor(image.length * 1.5) },
    });
    expect(body.error.message).toMatch(/past its \d+ KB of storage \(\d+ KB used\)/);

    const left = await traces(byBytes, member.user.id);
    expect(left.items.map((item) => item.originalBytes)).toEqual([image.length]);
    expect(left.originals).toHaveLength(1);
  });

  it('lets concurrent uploads through only up to the quota, and the refused ones leave nothing behind', async () => {
    const member = await registerUser(byItems.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => uploadTo(byItems, member.access_token, image)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403, 403]);
    for (const answer of answers.filter((each) => each.statusCode === 403)) {
      expectErrorEnvelope(answer, 403, 'QUOTA_EXCEEDED');
    }

    await byItems.app.jobWorker.drain();
    const left = await traces(byItems, member.user.id);
    expect(left.items).toHaveLength(2);
    expect(left.variantJobs).toHaveLength(2);
    expect(left.originals.sort()).toEqual(left.items.map((item) => path.basename(item.originalKey)).sort());
    const variantDirs = fs.readdirSync(path.join(byItems.dataDir, 'media', 'public', 'p'));
    for (const item of left.items) expect(variantDirs).toContain(item.id);
  });
});
