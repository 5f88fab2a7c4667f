import { describe, expect, it } from 'vitest';
import { assertMayOpenUpload, assertWithinQuota, sizeText } from './portfolio-quota';

const quota = { items: 3, bytes: 1000 };

describe(assertWithinQuota.name, () => {
  it('lets an upload fill the quota exactly, and refuses one more item or byte', () => {
    expect(() => assertWithinQuota({ items: 2, bytes: 900 }, 100, quota)).not.toThrow();
    expect(() => assertWithinQuota({ items: 2, bytes: 901 }, 100, quota)).toThrow(/past its 1 KB of storage/);
    expect(() => assertWithinQuota({ items: 3, bytes: 0 }, 1, quota)).toThrow(
      /holds 3 items, the most it can/,
    );
  });
});

describe(assertMayOpenUpload.name, () => {
  it('lets a member open uploads up to the limit, then refuses with the figures', () => {
    const usage = { items: 1, bytes: 300 };
    expect(() => assertMayOpenUpload(1, 2, usage, quota)).not.toThrow();
    expect(() => assertMayOpenUpload(2, 2, usage, quota)).toThrow(
      expect.objectContaining({
        status: 403,
        message: expect.stringMatching(/You have 2 uploads under way, the most at once/),
        details: {
          items: { used: 1, limit: 3 },
          bytes: { used: 300, limit: 1000 },
          openUploads: { used: 2, limit: 2 },
        },
      }),
    );
  });
});

describe(sizeText.name, () => {
  it.each([
    [2 * 1024 ** 3, '2 GB'],
    [1.44 * 1024 ** 3, '1.4 GB'],
    [350 * 1024 ** 2, '350 MB'],
    [12_000, '12 KB'],
    [0, '0 KB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(sizeText(bytes)).toBe(text);
  });
});
