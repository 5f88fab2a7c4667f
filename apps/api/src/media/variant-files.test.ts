import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';
import { contentHash, type EncodedImage } from './images';
import { writeVariants } from './variant-files';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function storage(): DiskStorage {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-variants-'));
  folders.push(folder);
  return new DiskStorage(folder);
}

function encoded(bytes: Record<string, string>): EncodedImage[] {
  return Object.entries(bytes).map(([variant, data]) => {
    const [format, width] = variant.split('-') as ['avif' | 'webp', string];
    return { format, width: Number(width), height: Number(width) / 2, data: Buffer.from(data) };
  });
}

const set = { 'avif-320': 'a320', 'webp-320': 'w320', 'avif-640': 'a640', 'webp-640': 'w640' };

describe(writeVariants.name, () => {
  it('names every variant of an image by one hash of the set, told apart by width and format', async () => {
    const store = storage();
    const variants = await writeVariants(
      { storage: store, images: { contentHash } },
      encoded(set),
      'public/p/m1',
    );

    const name = variants[0]?.key.match(/^public\/p\/m1\/([A-Za-z0-9_-]{16})-320\.avif$/)?.[1];
    expect(name).toBeDefined();
    expect(variants.map((variant) => variant.key)).toEqual([
      `public/p/m1/${name}-320.avif`,
      `public/p/m1/${name}-320.webp`,
      `public/p/m1/${name}-640.avif`,
      `public/p/m1/${name}-640.webp`,
    ]);
    for (const variant of variants) expect(await store.exists(variant.key)).toBe(true);
    expect(variants.map((variant) => variant.bytes)).toEqual([4, 4, 4, 4]);
  });

  it('gives the same bytes the same names, and a byte changed in any variant new names for all', async () => {
    const write = (bytes: Record<string, string>) =>
      writeVariants({ storage: storage(), images: { contentHash } }, encoded(bytes), 'public/p/m1');
    const keys = async (bytes: Record<string, string>) => (await write(bytes)).map((variant) => variant.key);

    const original = await keys(set);
    expect(await keys(set)).toEqual(original);
    const changed = await keys({ ...set, 'webp-640': 'w64!' });
    for (const [index, key] of changed.entries()) expect(key).not.toBe(original[index]);
  });
});
