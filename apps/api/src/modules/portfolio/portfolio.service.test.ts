import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { JobDefinition, JobPayload } from '../../jobs/job-registry';
import type { ImageWork } from '../../media';
import type { ImageCheck } from '../../media/images';
import type { Storage } from '../../media/storage';
import type { PortfolioRepository } from './portfolio.repository';
import { PortfolioService } from './portfolio.service';

const log = pino({ level: 'silent' });
const fields = { title: null, description: null, category: null, tags: [] };
const quota = { items: 3, bytes: 1000 };

function fakeStorage() {
  const files = new Map<string, Buffer>();
  const storage: Storage = {
    put: async (key, data) => {
      files.set(key, data);
    },
    read: async () => undefined,
    delete: async (keys) => {
      for (const key of keys) files.delete(key);
    },
    exists: async (key) => files.has(key),
  };
  return { storage, files };
}

function service(
  check: ImageCheck,
  transaction: () => Promise<never> = () => Promise.reject(new Error('db down')),
  usage = { items: 0, bytes: 0 },
) {
  const { storage, files } = fakeStorage();
  const checked: Buffer[] = [];
  const images: ImageWork = {
    check: async (input) => {
      checked.push(input);
      return check;
    },
    makeVariants: async () => [],
    makeSquareCrops: async () => [],
    contentHash: () => 'hash',
  };
  const portfolio = new PortfolioService({
    items: { usageOf: async () => usage } as unknown as PortfolioRepository,
    transaction: transaction as never,
    storage,
    images,
    jobs: { enqueue: () => Promise.reject(new Error('unused')) },
    views: { countViews: async () => 0 },
    clock: { now: () => new Date() },
    log,
    quota,
  });
  return { portfolio, files, checked };
}

describe(PortfolioService.name, () => {
  it.each([
    ['not-an-image', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['unsupported-type', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['too-many-pixels', 422, 'IMAGE_TOO_MANY_PIXELS'],
    ['corrupt', 422, 'IMAGE_CORRUPT'],
  ] as const)(
    'refuses an upload found to be %s with %i and stores nothing',
    async (problem, status, reason) => {
      const { portfolio, files } = service({ ok: false, problem, detail: '' });
      await expect(portfolio.create('user', { data: Buffer.from('x'), fields })).rejects.toMatchObject({
        status,
        reason,
      });
      expect(files.size).toBe(0);
    },
  );

  it('removes the stored original when the row cannot be written', async () => {
    const { portfolio, files } = service({ ok: true, format: 'jpeg', width: 10, height: 10, thumbhash: 'x' });
    await expect(portfolio.create('user', { data: Buffer.from('x'), fields })).rejects.toThrow('db down');
    expect(files.size).toBe(0);
  });

  it.each([
    ['items', { items: 3, bytes: 0 }, 1],
    ['bytes', { items: 0, bytes: 990 }, 11],
  ])(
    'refuses an upload over the %s quota before decoding or storing anything',
    async (_quota, usage, size) => {
      const image = { ok: true, format: 'jpeg', width: 10, height: 10, thumbhash: 'x' } as const;
      const { portfolio, files, checked } = service(image, undefined, usage);
      await expect(portfolio.create('user', { data: Buffer.alloc(size), fields })).rejects.toMatchObject({
        status: 403,
        reason: 'QUOTA_EXCEEDED',
        details: { items: { used: usage.items, limit: 3 }, bytes: { used: usage.bytes, limit: 1000 } },
      });
      expect(checked).toHaveLength(0);
      expect(files.size).toBe(0);
    },
  );

  it('queues the files for later when the store cannot delete them now', async () => {
    const queued: unknown[] = [];
    const portfolio = new PortfolioService({
      items: {} as PortfolioRepository,
      transaction: (() => Promise.reject(new Error('unused'))) as never,
      storage: {
        put: async () => {},
        read: async () => undefined,
        exists: async () => false,
        delete: () => Promise.reject(new Error('bucket unreachable')),
      },
      images: {} as ImageWork,
      jobs: {
        enqueue: async <P extends JobPayload>(job: JobDefinition<P>, payload: P) => {
          queued.push({ type: job.type, payload });
          return 'job-1';
        },
      },
      views: { countViews: async () => 0 },
      clock: { now: () => new Date() },
      log,
      quota,
    });
    await portfolio.deleteFiles(['public/p/item/a-320.avif', 'originals/user/item.jpeg']);
    expect(queued).toEqual([
      { type: 'media.delete', payload: { keys: ['public/p/item/a-320.avif', 'originals/user/item.jpeg'] } },
    ]);
  });
});
