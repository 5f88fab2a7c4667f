import { afterEach, describe, expect, it, vi } from 'vitest';
import { downsizePhoto, MAX_LONG_EDGE, planDownsize } from './downsize-photo';

describe('planDownsize', () => {
  it('scales a 12 MP phone photo to 3,000 px on its long edge, keeping its proportions', () => {
    expect(planDownsize({ width: 4000, height: 3000, type: 'image/jpeg', keepOriginal: false })).toEqual({
      resize: true,
      width: 3000,
      height: 2250,
      type: 'image/jpeg',
    });
  });

  it('measures the long edge of an upright (portrait) photo, which is its height', () => {
    expect(planDownsize({ width: 3024, height: 4032, type: 'image/webp', keepOriginal: false })).toEqual({
      resize: true,
      width: 2250,
      height: MAX_LONG_EDGE,
      type: 'image/webp',
    });
  });

  it('keeps a photo already within 3,000 px, the edge itself included', () => {
    expect(planDownsize({ width: 3000, height: 2000, type: 'image/jpeg', keepOriginal: false })).toEqual({
      resize: false,
      reason: 'small-enough',
    });
  });

  it('keeps the original when the member asks for it, however large', () => {
    expect(planDownsize({ width: 8000, height: 6000, type: 'image/jpeg', keepOriginal: true })).toEqual({
      resize: false,
      reason: 'original-asked',
    });
  });

  it('keeps what a canvas cannot write again as itself: GIF frames and AVIF', () => {
    for (const type of ['image/gif', 'image/avif']) {
      expect(planDownsize({ width: 5000, height: 5000, type, keepOriginal: false })).toEqual({
        resize: false,
        reason: 'not-reencodable',
      });
    }
  });
});

describe('downsizePhoto', () => {
  const drawn: unknown[][] = [];
  const decodedWith: unknown[] = [];

  /** A browser whose decoder reports `size` (already turned upright) and whose canvas writes `written` bytes. */
  function fakeBrowser(size: { width: number; height: number }, written: number, writtenType?: string) {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (_file: Blob, options: unknown) => {
        decodedWith.push(options);
        return { ...size, close: vi.fn() };
      }),
    );
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return { drawImage: (...args: unknown[]) => drawn.push(args) };
        }
        async convertToBlob({ type }: { type: string }) {
          return new Blob([new Uint8Array(written)], { type: writtenType ?? type });
        }
      },
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    drawn.length = 0;
    decodedWith.length = 0;
  });

  const photo = (bytes: number, type = 'image/jpeg') =>
    new File([new Uint8Array(bytes)], 'market.jpg', { type, lastModified: 1_700_000_000_000 });

  it('sends a smaller copy drawn from the upright pixels, under the same name and type', async () => {
    fakeBrowser({ width: 3000, height: 4000 }, 900);
    const smaller = await downsizePhoto(photo(5000), false);
    expect(decodedWith).toEqual([{ imageOrientation: 'from-image' }]);
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 2250, 3000]);
    expect(smaller).toMatchObject({ name: 'market.jpg', type: 'image/jpeg', size: 900 });
    expect(smaller.lastModified).toBe(1_700_000_000_000);
  });

  it('sends the original when the copy would not be smaller', async () => {
    fakeBrowser({ width: 6000, height: 4000 }, 6000);
    const original = photo(5000);
    expect(await downsizePhoto(original, false)).toBe(original);
  });

  it('sends the original when the browser writes another type than asked', async () => {
    fakeBrowser({ width: 6000, height: 4000 }, 100, 'image/png');
    const original = photo(5000, 'image/webp');
    expect(await downsizePhoto(original, false)).toBe(original);
  });

  it('neither decodes nor draws when the member asked for the original', async () => {
    fakeBrowser({ width: 6000, height: 4000 }, 100);
    const original = photo(5000);
    expect(await downsizePhoto(original, true)).toBe(original);
    expect(decodedWith).toEqual([]);
  });

  it('sends the file as it is when the browser cannot decode it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('no', 'InvalidStateError')),
    );
    const original = photo(5000);
    expect(await downsizePhoto(original, false)).toBe(original);
  });
});
