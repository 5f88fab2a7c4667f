import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { JobDefinition, JobPayload } from '../../jobs/job-registry';
import type { ImageWork } from '../../media';
import type { ImageCheck } from '../../media/images';
import type { Storage } from '../../media/storage';
import { OriginalImages } from './original-images';
import type { PortfolioMediaRepository } from './portfolio-media.repository';
import type { PortfolioRepository } from './portfolio.repository';
import { PortfolioService } from './portfolio.service';

const log = pino({ level: 'silent' });
const fields = { title: null, description: null, category: null, tags: [] };
const quota = { items: 3, bytes: 1000 };
const clock = { now: () => new Date() };
const passed = { ok: true, format: 'jpeg', width: 10, height: 10, thumbhash: 'x' } as const;

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

/** The service over fakes: each image decodes to the next of `checks` (the last one repeating). */
function service(
  checks: ImageCheck[],
  transaction: () => Promise<never> = () => Promise.reject(new Error('db down')),
  usage = { items: 0, bytes: 0 },
) {
  const { storage, files } = fakeStorage();
  const checked: Buffer[] = [];
  const images: Pick<ImageWork, 'check' | 'makeSquareCrops' | 'contentHash'> = {
    check: async (input) => {
      checked.push(input);
      return checks[Math.min(checked.length, checks.length) - 1] ?? passed;
    },
    makeSquareCrops: async () => [],
    contentHash: () => 'hash',
  };
  const jobs = { enqueue: () => Promise.reject(new Error('unused')) };
  const portfolio = new PortfolioService({
    items: { usageOf: async () => usage } as unknown as PortfolioRepository,
    media: {} as PortfolioMediaRepository,
    transaction: transaction as never,
    storage,
    images,
    originals: new OriginalImages({ storage, images, jobs, clock, log }),
    views: { countViews: async () => 0 },
    clock,
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
      const { portfolio, files } = service([{ ok: false, problem, detail: '' }]);
      const upload = { images: [{ data: Buffer.from('x') }], fields };
      await expect(portfolio.create('user', upload)).rejects.toMatchObject({ status, reason });
      expect(files.size).toBe(0);
    },
  );

  it('refuses a project whose second image is not an image, naming it, and stores none of them', async () => {
    const { portfolio, files } = service([passed, { ok: false, problem: 'corrupt', detail: '' }]);
    const upload = { images: [{ data: Buffer.from('a') }, { data: Buffer.from('b') }], fields };
    await expect(portfolio.create('user', upload)).rejects.toMatchObject({
      status: 422,
      reason: 'IMAGE_CORRUPT',
      details: { imageIndex: 1 },
    });
    expect(files.size).toBe(0);
  });

  it('removes every stored original when the rows cannot be written', async () => {
    const { portfolio, files } = service([passed]);
    const upload = { images: [{ data: Buffer.from('a') }, { data: Buffer.from('b') }], fields };
    await expect(portfolio.create('user', upload)).rejects.toThrow('db down');
    expect(files.size).toBe(0);
  });

  it.each([
    ['items', { items: 3, bytes: 0 }, [1]],
    ['bytes', { items: 0, bytes: 990 }, [11]],
    ['bytes, counting every image,', { items: 0, bytes: 500 }, [300, 201]],
  ])(
    'refuses an upload over the %s quota before decoding or storing anything',
    async (_quota, usage, sizes) => {
      const { portfolio, files, checked } = service([passed], undefined, usage);
      const upload = { images: sizes.map((size) => ({ data: Buffer.alloc(size) })), fields };
      await expect(portfolio.create('user', upload)).rejects.toMatchObject({
        status: 403,
        reason: 'QUOTA_EXCEEDED',
        details: { items: { used: usage.items, limit: 3 }, bytes: { used: usage.bytes, limit: 1000 } },
      });
      expect(checked).toHaveLength(0);
      expect(files.size).toBe(0);
    },
  );
});

describe(OriginalImages.name, () => {
  it('queues the files for later when the store cannot delete them now', async () => {
    const queued: unknown[] = [];
    const originals = new OriginalImages({
      storage: {
        put: async () => {},
        read: async () => undefined,
        exists: async () => false,
        delete: () => Promise.reject(new Error('bucket unreachable')),
      },
      images: { check: async () => passed },
      jobs: {
        enqueue: async <P extends JobPayload>(job: JobDefinition<P>, payload: P) => {
          queued.push({ type: job.type, payload });
          return 'job-1';
        },
      },
      clock,
      log,
    });
    await originals.remove(['public/p/item/a-320.avif', 'originals/user/item.jpeg']);
    expect(queued).toEqual([
      { type: 'media.delete', payload: { keys: ['public/p/item/a-320.avif', 'originals/user/item.jpeg'] } },
    ]);
  });

  it('takes back the originals written before one that could not be', async () => {
    const { storage, files } = fakeStorage();
    let puts = 0;
    const failing: Storage = {
      ...storage,
      put: async (key, data, type) => {
        puts += 1;
        if (puts === 2) throw new Error('bucket unreachable');
        await storage.put(key, data, type);
      },
    };
    const originals = new OriginalImages({
      storage: failing,
      images: { check: async () => passed },
      jobs: { enqueue: () => Promise.reject(new Error('unused')) },
      clock,
      log,
    });
    const image = (id: string) => ({
      data: Buffer.from(id),
      check: passed,
      id,
      originalKey: `originals/u/${id}.jpeg`,
    });
    await expect(originals.store([image('a'), image('b'), image('c')])).rejects.toThrow('bucket unreachable');
    expect(files.size).toBe(0);
  });
});
