import { describe, expect, it } from 'vitest';
import { assertWithinQuota, sizeText } from './portfolio-quota';

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
