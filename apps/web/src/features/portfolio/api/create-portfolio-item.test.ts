import { describe, expect, it } from 'vitest';
import { checkFileBeforeUpload } from './create-portfolio-item';

const file = (name: string, type: string, size: number) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

describe('checkFileBeforeUpload', () => {
  it('lets the accepted types through', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) {
      expect(checkFileBeforeUpload(file('a', type, 1000))).toBeUndefined();
    }
  });

  it('refuses another type before any byte is sent, naming the file', () => {
    expect(checkFileBeforeUpload(file('scan.tiff', 'image/tiff', 1000))).toBe(
      'scan.tiff is not a JPEG, PNG, WebP, AVIF or GIF image.',
    );
  });

  it('refuses a file over 20 MB', () => {
    expect(checkFileBeforeUpload(file('big.jpg', 'image/jpeg', 21 * 1024 * 1024))).toBe(
      'big.jpg is 21.0 MB; the most is 20 MB.',
    );
  });
});
