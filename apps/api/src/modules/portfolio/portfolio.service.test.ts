import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { JobsRepository } from '../../jobs/jobs.repository';
import type { ImageCheck } from '../../media/images';
import type { Storage } from '../../media/storage';
import type { PortfolioRepository } from './portfolio.repository';
import { PortfolioService, type ImageWork } from './portfolio.service';

const log = pino({ level: 'silent' });
const fields = { title: null, description: null, category: null, tags: [] };

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
) {
  const { storage, files } = fakeStorage();
  const images: ImageWork = {
    check: async () => check,
    makeVariants: async () => [],
    makeSquareCrops: async () => [],
    contentHash: () => 'hash',
  };
  const portfolio = new PortfolioService({
    items: {} as PortfolioRepository,
    transaction: transaction as never,
    storage,
    images,
    jobs: {} as JobsRepository,
    clock: { now: () => new Date() },
    log,
  });
  return { portfolio, files };
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
        enqueue: async (job: unknown) => {
          queued.push(job);
          return 'job-1';
        },
      } as unknown as JobsRepository,
      clock: { now: () => new Date() },
      log,
    });
    await portfolio.deleteFiles(['public/p/item/a-320.avif', 'originals/user/item.jpeg']);
    expect(queued).toEqual([
      { type: 'media.delete', payload: { keys: ['public/p/item/a-320.avif', 'originals/user/item.jpeg'] } },
    ]);
  });
});
