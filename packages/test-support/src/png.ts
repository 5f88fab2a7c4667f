import { crc32, deflateSync } from 'node:zlib';
import { seededRandom } from './seeded-random';

/** PNG files written byte by byte, for images no image library would make or that must be exact. */

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A whole PNG from its scanlines (each led by its filter byte), already deflated. */
function png(
  width: number,
  height: number,
  pixels: { bitDepth: number; colourType: 'greyscale' | 'rgb'; deflated: Buffer },
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(pixels.bitDepth, 8);
  header.writeUInt8(pixels.colourType === 'rgb' ? 2 : 0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels.deflated),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG decompression bomb: 20 000 × 20 000 pixels (400 megapixels) of one colour that packs
 * into a few tens of kilobytes.
 */
export function pngBomb(side = 20_000): Buffer {
  const rowBytes = Math.ceil(side / 8) + 1;
  const deflated = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return png(side, side, { bitDepth: 1, colourType: 'greyscale', deflated });
}

/** A real PNG of coloured noise over gradients: at 1000 × 700 about 2 MB, so its upload takes visible time. */
export function noisyPng(width: number, height: number, seed = 1): Buffer {
  const random = seededRandom(seed);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const grain = Math.floor(random.next() * 64);
      rows[row + 1 + x * 3] = Math.min(255, Math.round((x / width) * 200) + grain);
      rows[row + 2 + x * 3] = Math.min(255, Math.round((y / height) * 180) + grain);
      rows[row + 3 + x * 3] = 120 + (grain >> 1);
    }
  }
  return png(width, height, { bitDepth: 8, colourType: 'rgb', deflated: deflateSync(rows, { level: 1 }) });
}
