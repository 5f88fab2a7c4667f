import { deflateSync, crc32 } from 'node:zlib';
import { pictureSvg, rasterise } from '@creators-archive/test-support/images';

/** Real image files for the tests, drawn here rather than committed: small, varied, reproducible. */

export function jpeg(width = 800, height = 600, hue = 200): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, hue), 'jpeg');
}

export function png(width = 400, height = 300, hue = 30): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, hue), 'png');
}

/** A camera photo: GPS position and camera make in its EXIF, turned by the orientation tag. */
export function jpegWithGps(width = 700, height = 400): Promise<Buffer> {
  return rasterise(pictureSvg(width, height, 120), 'jpeg', {
    exif: {
      IFD0: { Make: 'TestCam', Model: 'Fixture 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    },
    orientation: 6,
  });
}

/** A text file that only pretends to be a JPEG by its name. */
export const textNamedJpeg = Buffer.from('This is a note, not a photograph.\n');

/** A JPEG cut short: its header is fine but the pixels stop halfway. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpeg(600, 400);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A PNG decompression bomb: 20 000 × 20 000 pixels (400 megapixels) of one colour that packs
 * into a few tens of kilobytes.
 */
export function pngBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = Math.ceil(side / 8) + 1;
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
